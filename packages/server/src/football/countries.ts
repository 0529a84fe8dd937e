/**
 * Country names in any language from a region code, through the runtime's CLDR data
 * (`Intl.DisplayNames`): ISO 3166-1 alpha-2 codes and UN M.49 areas (`150` Europe, `001` World).
 * England, Scotland and Wales have no such code; their names come from translations instead.
 */

const displayNames = new Map<string, Intl.DisplayNames>();

function namesIn(lang: string): Intl.DisplayNames {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    displayNames.set(lang, names);
  }
  return names;
}

/** Private-use codes, which name no place (XK, Kosovo, is the one CLDR names). */
const RESERVED = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/;

/** True for a code the runtime can name: `FR`, `GB`, `150`. */
export function isRegionCode(code: string): boolean {
  if (!/^([A-Z]{2}|\d{3})$/.test(code) || RESERVED.test(code)) return false;
  try {
    return namesIn('en').of(code) !== undefined;
  } catch {
    return false;
  }
}

/** The name of `code` in `lang`, or undefined when the runtime has none. */
export function regionName(lang: string, code: string | null): string | undefined {
  if (!code || !isRegionCode(code)) return undefined;
  try {
    return namesIn(lang).of(code);
  } catch {
    return undefined;
  }
}

const M49_AREAS = ['001', '002', '009', '019', '142', '150', '419'];
let byEnglishName: Map<string, string> | undefined;

/**
 * The code of a country given by its English name ("Spain" → `ES`, "Europe" → `150`), so a
 * league that arrives from the feed with only a country name can be shown in every language.
 * Undefined when no code has that name (England).
 */
export function regionCodeFor(englishName: string): string | undefined {
  if (!byEnglishName) {
    byEnglishName = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const codes = [...letters].flatMap((a) => [...letters].map((b) => a + b));
    for (const code of [...codes, ...M49_AREAS]) {
      const name = isRegionCode(code) ? namesIn('en').of(code) : undefined;
      // The first code wins: FR, not FX ("Metropolitan France" is also named France).
      if (name && !byEnglishName.has(name.toLowerCase()))
        byEnglishName.set(name.toLowerCase(), code);
    }
  }
  return byEnglishName.get(englishName.trim().toLowerCase());
}
