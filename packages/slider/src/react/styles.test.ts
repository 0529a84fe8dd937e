import { describe, expect, it } from 'vitest';
import { navStyleCss } from './styles.js';

describe('navStyleCss', () => {
  it('fills ##name## from the chosen values, else the style’s defaults', () => {
    const css = '.h.sr7-arrows{background:##bg-color##;width:##bg-size##px}';
    expect(navStyleCss(css, { 'bg-color': 'rgba(0,0,0,0.5)' }, { 'bg-size': { data: '40' } })).toBe(
      '.h.sr7-arrows{background:rgba(0,0,0,0.5);width:40px}',
    );
  });

  it('gives the hover looks (.sr7-touchhover) to the pointer and the keyboard focus', () => {
    expect(navStyleCss('.h.sr7-arrows.sr7-touchhover{background:#000}', {}, {})).toBe(
      '.h.sr7-arrows:is(:hover,:focus-visible){background:#000}',
    );
    expect(navStyleCss('.u .sr7-bullet.sr7-touchhover .sr7-bullet-inner{}', {}, {})).toBe(
      '.u .sr7-bullet:is(:hover,:focus-visible) .sr7-bullet-inner{}',
    );
  });
});
