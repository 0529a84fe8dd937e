/**
 * The `@font-face` rules of a web-font stylesheet, as Google Fonts' CSS2 API writes them: one
 * rule per subset, weight and style, each subset named in a comment before its rule
 * (`/* latin *\/`) and bounded by its `unicode-range`:
 *
 * ```css
 * /* latin *\/
 * @font-face {
 *   font-family: 'Montserrat';
 *   font-style: normal;
 *   font-weight: 300;
 *   font-display: swap;
 *   src: url(https://fonts.gstatic.com/s/montserrat/v31/JTUSjIg1_i6t8kCHKm459Wlhyw.woff2) format('woff2');
 *   unicode-range: U+0000-00FF, U+0131, U+0152-0153, …;
 * }
 * ```
 */
export interface CssFontFace {
  family: string;
  style: 'normal' | 'italic';
  /** `400`, or a variable font's range `100 900`. */
  weight: string;
  /** The first WOFF2 source, absolute (resolved against the stylesheet's URL); null: none. */
  woff2: string | null;
  unicodeRange: string | null;
  /** The comment before the rule (`latin`), if any. */
  subset: string | null;
}

const RULE = /(?:\/\*\s*([^*]*?)\s*\*\/\s*)?@font-face\s*\{([^}]*)\}/g;
const DECLARATION = /([a-z-]+)\s*:\s*((?:[^;'"(]|'[^']*'|"[^"]*"|\([^)]*\))*)/gi;
const SOURCE = /url\(\s*(['"]?)([^'")]+)\1\s*\)\s*(?:format\(\s*['"]?([\w-]+)['"]?\s*\))?/g;

export function parseFontFaces(css: string, base: string): CssFontFace[] {
  const out: CssFontFace[] = [];
  for (const rule of css.matchAll(RULE)) {
    const declarations = new Map<string, string>();
    for (const d of (rule[2] ?? '').matchAll(DECLARATION)) {
      declarations.set((d[1] as string).toLowerCase(), (d[2] as string).trim());
    }
    out.push({
      family: (declarations.get('font-family') ?? '').replace(/^['"]|['"]$/g, ''),
      style: /^(italic|oblique)/i.test(declarations.get('font-style') ?? '') ? 'italic' : 'normal',
      weight: normaliseWeight(declarations.get('font-weight') ?? '400'),
      woff2: woff2Source(declarations.get('src') ?? '', base),
      unicodeRange: declarations.get('unicode-range') ?? null,
      subset: rule[1] ?? null,
    });
  }
  return out;
}

/**
 * The rule of one face in the latin subset: the rule named `latin`, else one whose
 * unicode-range holds the basic Latin letters, else one with no range at all (a single file for
 * every character).
 */
export function latinFace(
  faces: CssFontFace[],
  weight: string,
  style: 'normal' | 'italic',
): CssFontFace | undefined {
  const candidates = faces.filter(
    (f) => f.woff2 !== null && f.style === style && weightMatches(f.weight, weight),
  );
  return (
    candidates.find((f) => f.subset === 'latin') ??
    candidates.find((f) => f.unicodeRange !== null && rangeHolds(f.unicodeRange, 0x41)) ??
    candidates.find((f) => f.unicodeRange === null)
  );
}

function normaliseWeight(value: string): string {
  const named: Record<string, string> = { normal: '400', bold: '700' };
  return value
    .trim()
    .split(/\s+/)
    .map((w) => named[w.toLowerCase()] ?? w)
    .join(' ');
}

function weightMatches(declared: string, weight: string): boolean {
  const [low, high = low] = declared.split(' ').map(Number);
  const w = Number(weight);
  return low !== undefined && w >= low && w <= (high as number);
}

function woff2Source(src: string, base: string): string | null {
  for (const source of src.matchAll(SOURCE)) {
    const url = source[2] as string;
    const format = source[3]?.toLowerCase();
    if (format === 'woff2' || (!format && /\.woff2(?:[?#]|$)/i.test(url))) {
      try {
        return new URL(url, base).href;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** `U+0000-00FF, U+0131, U+4??` holds `code`? */
function rangeHolds(range: string, code: number): boolean {
  return range.split(',').some((part) => {
    const m = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return false;
    const first = m[1] as string;
    const low = Number.parseInt(first.replace(/\?/g, '0'), 16);
    const high = m[2] ? Number.parseInt(m[2], 16) : Number.parseInt(first.replace(/\?/g, 'f'), 16);
    return code >= low && code <= high;
  });
}
