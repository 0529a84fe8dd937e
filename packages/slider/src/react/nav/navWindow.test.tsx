import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoModule } from '../../test-support/demoModule.js';
import { preloadChunks, renderSlider, settle } from '../test-support/renderSlider.js';

/**
 * A module with hundreds of slides: tabs and thumbnails are rendered for their visible window
 * and as many on each side (the ones before are one spacer). Modules with few slides are
 * unchanged (SliderModule.test.tsx).
 */
beforeAll(preloadChunks);
beforeEach(() => {
  vi.useFakeTimers();
  // The module follows deep links: each test opens on its first slide.
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SLIDES = 300;

async function big() {
  const view = await renderSlider({
    data: demoModule({ slides: SLIDES, settings: { slideshow: { auto: false } } }),
    lang: 'en',
  });
  await vi.waitFor(() => expect(view.container.querySelector('.sr7-thumbs li')).not.toBeNull(), {
    timeout: 5000,
  });
  return view;
}

describe('navigation of a module with hundreds of slides', { timeout: 20_000 }, () => {
  it('tabs and thumbnails: the visible window and as many on each side, the rest a spacer', async () => {
    const { container, api } = await big();
    const items = (kind: string) =>
      container.querySelectorAll<HTMLElement>(`.sr7-${kind} li:not([aria-hidden])`);
    // m = 5 visible: fifteen items at most, from the first slide.
    expect(items('thumbs')).toHaveLength(15);
    expect(items('tabs')).toHaveLength(15);
    expect(container.querySelector('.sr7-thumbs li[aria-hidden]')).toBeNull();

    api.current?.goTo(199);
    await settle(3000);
    expect(items('thumbs')).toHaveLength(15);
    const labels = [...container.querySelectorAll('.sr7-thumbs button')].map((b) =>
      Number(/(\d+)/.exec(b.getAttribute('aria-label') ?? '')?.[1]),
    );
    expect(labels).toContain(200);
    // The spacer stands for the items before the window: the list still slides to the same
    // place (its transform), so the window lines up with what is shown.
    const spacer = container.querySelector<HTMLElement>('.sr7-thumbs li[aria-hidden]');
    const first = (labels[0] ?? 1) - 1;
    const list = container.querySelector<HTMLElement>('.sr7-thumbs ul');
    const width = Number.parseFloat(
      container.querySelector<HTMLElement>('.sr7-thumbs li:not([aria-hidden])')?.style.width ?? '',
    );
    const gap = Number.parseFloat(list?.style.gap ?? '0');
    expect(Number.parseFloat(spacer?.style.width ?? '')).toBeCloseTo(first * (width + gap) - gap);
    expect(list?.style.transform).toBe(`translateX(${-(199 - 2) * (width + gap)}px)`);
  });
});
