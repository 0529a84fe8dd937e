import { fontFailed } from '../messages/fonts.js';
import { DEFAULT_FONT_BASE, hasWebFonts } from './FontSettings.js';

// The server's import command says a face it cannot have as the browser does.
export { DEFAULT_FONT_BASE, fontFailed, hasWebFonts };

/**
 * A module's web fonts (engine-7 `settings.fonts`, e.g. `{"'Open+Sans'": {name: "'Open Sans'",
 * normal: {"400": true, "700": true}, italic: {"400": true}}}`) as the font files to use.
 * They are self-hosted: every face is one WOFF2 file under the site's own font path (default
 * `/fonts`, served by Tribune's server), named `{family-slug}-{weight}[-italic].woff2`, e.g.
 * `/fonts/open-sans-700.woff2`. No font service is ever asked; a face whose file cannot be
 * loaded is reported as "Failed to load font: {url}" (spec 8.1).
 */
export interface FontFaceFile {
  family: string;
  weight: string;
  style: 'normal' | 'italic';
  url: string;
}

/** "'Open+Sans'" → "Open Sans": the quotes and the URL-style plus signs the editor saves go. */
export function familyName(raw: string): string {
  return raw
    .replace(/\+/g, ' ')
    .replace(/^[\s'"]+|[\s'"]+$/g, '')
    .replace(/\s+/g, ' ');
}

/** "Open Sans" → "open-sans". */
export function familySlug(family: string): string {
  return familyName(family)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function fontFileUrl(
  base: string,
  family: string,
  weight: string,
  style: 'normal' | 'italic',
): string {
  const root = base.replace(/\/+$/, '');
  return `${root}/${familySlug(family)}-${weight}${style === 'italic' ? '-italic' : ''}.woff2`;
}

/** Every face the module's font list asks for, once each, in the order given. */
export function moduleFontFaces(fonts: unknown, base = DEFAULT_FONT_BASE): FontFaceFile[] {
  if (!hasWebFonts(fonts)) return [];
  const entries = Array.isArray(fonts)
    ? fonts.map((f) => [undefined, f] as const)
    : Object.entries(fonts as Record<string, unknown>);
  const out: FontFaceFile[] = [];
  const seen = new Set<string>();
  for (const [key, value] of entries) {
    // `"FontAwesome": true`, `"RevIcon": true`, `"Materialicons": true`: the original's switches
    // for the icon fonts of its own CSS, not web fonts of the module.
    if (!isRecord(value)) continue;
    const record = value;
    const raw = typeof record.name === 'string' ? record.name : key;
    if (typeof raw !== 'string') continue;
    const family = familyName(raw);
    if (!familySlug(family)) continue;
    for (const style of ['normal', 'italic'] as const) {
      const weights = weightsOf(record[style]);
      // A font saved without any weights is its regular face.
      if (style === 'normal' && record.normal === undefined && record.italic === undefined) {
        weights.push('400');
      }
      for (const weight of weights) {
        const url = fontFileUrl(base, family, weight, style);
        if (seen.has(url)) continue;
        seen.add(url);
        out.push({ family, weight, style, url });
      }
    }
  }
  return out;
}

/** `{"400": true, "700": false}` or `["400", 700]` → the weights switched on. */
function weightsOf(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value.map(String)
    : isRecord(value)
      ? Object.entries(value)
          .filter(([, on]) => on === true || on === 'true' || on === 1)
          .map(([w]) => w)
      : [];
  return list.filter((w) => /^[1-9]00$/.test(w));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
