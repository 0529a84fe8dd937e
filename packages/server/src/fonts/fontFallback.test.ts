import { describe, expect, it } from 'vitest';
import { describeFallback, moduleFallbacks, PAGE_FONT, splitFamilies } from './fontFallback.js';

describe('what a module text shows when its web font cannot be loaded', () => {
  it('reads CSS family lists', () => {
    expect(splitFamilies(`'Open Sans', "Helvetica Neue" , Arial,sans-serif`)).toEqual([
      'Open Sans',
      'Helvetica Neue',
      'Arial',
      'sans-serif',
    ]);
    expect(splitFamilies("'Zen+Dots'")).toEqual(['Zen Dots']);
    expect(splitFamilies('')).toEqual([]);
  });

  it('is the next family of each list naming it, else the page font', () => {
    const module = {
      settings: { fonts: {} },
      slides: {
        1: {
          layers: {
            a: { font: { family: "'Kumbh Sans', Arial, sans-serif" } },
            b: { font: { family: 'reey' } },
            c: { font: { family: "'Kumbh Sans'" } },
            d: { font: { family: 'Georgia, serif' } },
          },
        },
        2: { layers: [{ font: { family: "'Kumbh Sans', Arial, sans-serif" } }, { font: {} }] },
      },
    };
    const fallbacks = moduleFallbacks(module);
    expect(describeFallback(fallbacks, "'Kumbh+Sans'")).toBe(`Arial, sans-serif or ${PAGE_FONT}`);
    expect(describeFallback(fallbacks, 'reey')).toBe(PAGE_FONT);
    expect(describeFallback(fallbacks, 'Georgia')).toBe('serif');
    // A font no layer names shows nowhere; were it used, the page font would stand in.
    expect(describeFallback(fallbacks, 'Inter')).toBe(PAGE_FONT);
    expect(describeFallback(moduleFallbacks(null), 'Inter')).toBe(PAGE_FONT);
  });
});
