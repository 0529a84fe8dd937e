import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoModule } from '../../test-support/demoModule.js';
import { preloadChunks, renderSlider } from '../test-support/renderSlider.js';

beforeAll(preloadChunks);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const at = <T,>(v: T) => ['#a', v, '#a', '#a', '#a'];

/** Arrows as engine 7 saves a navigation style: key, CSS, and each arrow's own placement. */
function styledArrows(l: Record<string, unknown>, r: Record<string, unknown>) {
  return demoModule({
    settings: {
      nav: {
        arrows: {
          set: true,
          key: 'hesperiden',
          css: '.hesperiden.sr7-arrows{width:40px;height:40px}',
          l,
          r,
        },
      },
    },
  });
}

describe('arrows as a navigation style’s CSS expects them', { timeout: 15_000 }, () => {
  it('each arrow carries sr7-arrows, its side and the style key, and sits at its own h, v, x, y', async () => {
    const { container } = await renderSlider({
      data: styledArrows(
        { h: at('left'), v: at('center'), x: at('15px'), y: at(0) },
        { h: at('right'), v: at('bottom'), x: at(30), y: at('112px') },
      ),
    });
    const left = container.querySelector<HTMLElement>('.sr7-leftarrow')!;
    const right = container.querySelector<HTMLElement>('.sr7-rightarrow')!;
    expect([...left.classList]).toEqual(['sr7-arrow', 'sr7-arrows', 'sr7-leftarrow', 'hesperiden']);
    expect([...right.classList]).toContain('hesperiden');
    expect(left.style.left).toBe('15px');
    expect(left.style.top).toBe('calc(50% + 0px)');
    // A `translate`, so the style's own transforms (hover scales) still apply.
    expect(left.style.translate).toBe('0 -50%');
    expect(left.style.transform).toBe('');
    expect(right.style.right).toBe('30px');
    expect(right.style.bottom).toBe('112px');
    // The style draws the icon (its :before); the container is not the style's box.
    expect(left.querySelector('svg')).toBeNull();
    expect(left.getAttribute('aria-label')).toBeTruthy();
    const box = left.parentElement!;
    expect(box.className).toBe('sr7-nav sr7-arrows-nav');
    expect(box.hasAttribute('data-default')).toBe(false);
  });

  it('arrows without a style keep Tribune’s look, at the sides, x in from each edge', async () => {
    const { container } = await renderSlider({ data: demoModule() });
    const left = container.querySelector<HTMLElement>('.sr7-leftarrow')!;
    expect(left.querySelector('svg')).not.toBeNull();
    expect(left.parentElement!.hasAttribute('data-default')).toBe(true);
    expect(left.style.left).toBe('10px');
    expect(container.querySelector<HTMLElement>('.sr7-rightarrow')!.style.right).toBe('10px');
  });
});
