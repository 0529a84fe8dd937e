import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './categories.js';
import { SEED_PRIMARY_MENU } from './menus.js';

/** Every string of a value, however deep (labels, headings, names in every language). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the demo’s words a reader sees in the menu and the sections', () => {
  // Issue 28 item 9: "Mercato d'hiver" read as a typewriter's; the site writes ’ everywhere.
  it('use typographic apostrophes, never the typewriter’s', () => {
    const labels = [...strings(SEED_PRIMARY_MENU), ...strings(SEED_CATEGORIES)];
    expect(labels.filter((label) => label.includes("'"))).toEqual([]);
    expect(labels.some((label) => label.includes('’'))).toBe(true);
  });
});
