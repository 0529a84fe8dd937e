import { familyName } from '@tribune/slider';

/**
 * What a module's text set in a web font shows when that font cannot be loaded: the browser
 * keeps the next family of the layer's `font-family` list, and with none left the font the
 * text inherits from the page around the module. Read from the layers' `font.family` lists
 * (`"'Open Sans', Arial, sans-serif"`), wherever the module data holds them.
 */
export const PAGE_FONT = "the page's own font";

/** Family name (lower case) → the distinct fallbacks its lists name (`PAGE_FONT` for none). */
export function moduleFallbacks(data: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const list of familyLists(data)) {
    const names = splitFamilies(list);
    names.forEach((name, i) => {
      const key = name.toLowerCase();
      const rest = names.slice(i + 1).join(', ') || PAGE_FONT;
      const known = out.get(key) ?? [];
      if (!known.includes(rest)) known.push(rest);
      out.set(key, known);
    });
  }
  return out;
}

/** In words: `sans-serif`, `Arial, sans-serif or the page's own font`. */
export function describeFallback(fallbacks: Map<string, string[]>, family: string): string {
  const found = fallbacks.get(familyName(family).toLowerCase());
  return found?.length ? found.join(' or ') : PAGE_FONT;
}

/** `"'Open Sans', Arial, sans-serif"` → `['Open Sans', 'Arial', 'sans-serif']`. */
export function splitFamilies(list: string): string[] {
  return (list.match(/'[^']*'|"[^"]*"|[^,]+/g) ?? []).map(familyName).filter((name) => name !== '');
}

/** Every `font.family` string of the data (layers, at any depth; bounded). */
function familyLists(data: unknown): string[] {
  const lists: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 40 || seen.has(value)) return;
    seen.add(value);
    const font = (value as { font?: unknown }).font;
    if (typeof font === 'object' && font !== null) {
      const family = (font as { family?: unknown }).family;
      if (typeof family === 'string') lists.push(family);
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(data, 0);
  return lists;
}
