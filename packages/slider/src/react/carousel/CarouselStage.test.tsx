import { gzipSync } from 'node:zlib';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseModule } from '../../core/model/ParseModule.js';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { mountSliders } from '../../embed/mount.js';
import { renderModuleHtml } from '../../server/renderModuleHtml.js';
import { carouselModule } from '../../test-support/carouselModule.js';
import { pageImageQueue } from '../images/pageImages.js';
import { SliderModule } from '../SliderModule.js';
import {
  instantImages,
  memoryLogger,
  preloadChunks,
  renderSlider,
  settle,
} from '../test-support/renderSlider.js';

/**
 * The carousel stage through `<SliderModule/>`: its server HTML (the layout in CSS, a bounded
 * DOM, the slide groups), and in jsdom (which lays nothing out, so the stage keeps the server's
 * CSS layout) the engine's changes and the phases it completes. Drags and the drawn geometry
 * are the browser test's (carousel.browser.test.ts).
 */
beforeAll(async () => {
  await preloadChunks();
  await import('./carouselFeature.js');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const html = (carousel: Record<string, unknown> = {}, count = 8, extra = {}) =>
  renderModuleHtml(parseModuleStrict(carouselModule({ count, carousel, ...extra })), {
    lang: 'en',
  });

function slidesOf(markup: string): HTMLElement[] {
  const doc = document.createElement('div');
  doc.innerHTML = markup;
  return [...doc.querySelectorAll<HTMLElement>('.sr7-carousel-slide')];
}

describe('the carousel in the server HTML', () => {
  it('lays the slides around the first one out in CSS, as labelled groups', async () => {
    const markup = await html({ maxV: 3 });
    expect(markup).toContain('class="sr7-carousel"');
    const slides = slidesOf(markup);
    // Slide 1 focused, slides 2 and 3 after it (no infinity): one visible, one beyond.
    expect(slides.map((s) => s.dataset.index)).toEqual(['0', '1', '2']);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 8');
    expect(slides[0]?.getAttribute('role')).toBe('group');
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('slide');
    expect(slides[0]?.hasAttribute('data-focused')).toBe(true);
    expect(slides[1]?.hasAttribute('inert')).toBe(false);
    expect(slides[2]?.hasAttribute('inert')).toBe(true);
    expect(slides[2]?.getAttribute('aria-hidden')).toBe('true');
    expect(slides[0]?.style.transform).toMatch(/^translate3d\(calc\(0\.5 \* 100cqw/);
    expect(slides[0]?.style.zIndex).toBe('100');
    expect(slides[1]?.style.zIndex).toBe('95');
    expect(slides[2]?.style.opacity).toBe('0');
    // The first slide's picture is the page's largest paint.
    expect(slides[0]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('a thousand slides: the DOM holds the few around the focused one', async () => {
    const slides = slidesOf(
      await html({ maxV: 5, infinity: true }, 1000, { layers: false, nav: false }),
    );
    expect(slides.map((s) => s.dataset.index)).toEqual(['0', '999', '1', '998', '2', '997', '3']);
  });

  it('a thousand slides: the payload leaves the defaults out and the far layers for later; the embed hydrates it', async () => {
    const markup = await html({ maxV: 5, infinity: true }, 1000, { layers: false, nav: false });
    const doc = document.createElement('div');
    doc.innerHTML = markup;
    const payload = JSON.parse(doc.querySelector('script')?.textContent ?? '');
    expect(payload.defaults.slide.thumb).toBeDefined();
    expect(Object.keys(payload.slides[500]).sort()).toEqual([
      'actions',
      'id',
      'layers',
      'order',
      'title',
    ]);
    // The far slides' layers ride as text (their quotes escaped): the page is about 15 KB
    // over the wire either way.
    expect(payload.deferred.ranges).toEqual([6, 995]);
    expect(gzipSync(markup).length).toBeLessThan(20_000);

    document.body.innerHTML = markup;
    const { logger, lines } = memoryLogger();
    instantImages(logger);
    const [made] = mountSliders(document, { logger });
    await settle(100);
    expect(made?.hydrated).toBe(true);
    const module = document.querySelector<HTMLElement>('.sr7-module')!;
    expect(module.querySelectorAll('.sr7-carousel-slide')).toHaveLength(7);
    expect(module.querySelector('[data-focused]')?.getAttribute('aria-label')).toBe('1 of 1000');
    // The slides come from the filled-in module: the last one is the first one's neighbour.
    expect(module.querySelector('[data-index="999"] img')?.getAttribute('src')).toBe(
      '/img/slide-5-600x400.jpg',
    );
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    act(() => made?.root.unmount());
    document.body.innerHTML = '';
  });

  it('a 3D spin is seen through the wrap’s perspective of 1200 px, slides turned on a cylinder', async () => {
    const markup = await html({ spin: '3d', maxV: 5, infinity: true });
    const doc = document.createElement('div');
    doc.innerHTML = markup;
    const wrap = doc.querySelector<HTMLElement>('.sr7-carousel');
    expect(wrap?.style.perspective).toBe('1200px');
    expect(wrap?.style.transformStyle).toBe('preserve-3d');
    const next = doc.querySelector<HTMLElement>('[data-index="1"]');
    // Eight slides on the circle: 45° apart.
    expect(next?.style.transform).toContain('rotateY(45deg)');
  });

  it('border radius, and the neighbours’ layers hidden unless showAllLayers', async () => {
    const off = slidesOf(await html({ bR: 12 }));
    expect(off[0]?.style.borderRadius).toBe('12px');
    const grid = (s: HTMLElement | undefined) =>
      s?.querySelector<HTMLElement>('.sr7-grid')?.style.visibility;
    expect(grid(off[0])).not.toBe('hidden');
    expect(grid(off[1])).toBe('hidden');
    const all = slidesOf(await html({ showAllLayers: 'all' }));
    expect(grid(all[1])).not.toBe('hidden');
  });
});

describe('the carousel in the browser (jsdom)', { timeout: 15_000 }, () => {
  it('arrows change the focused slide; every phase completes; the live region follows', async () => {
    const { container } = await renderSlider({
      data: carouselModule({ carousel: { infinity: true } }),
      lang: 'en',
    });
    const module = container.querySelector<HTMLElement>('.sr7-module')!;
    expect(container.querySelector('.sr7-carousel')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await settle(2000);
    expect(module.dataset.slide).toBe('8');
    expect(module.dataset.phase).toBe('idle');
    expect(container.querySelector('[data-focused]')?.getAttribute('aria-label')).toBe('8 of 8');
    expect(container.querySelector('.sr7-live')?.textContent).toContain('Slide 8 of 8');
  });

  it('at rest, the engine’s next slide is prepared in an idle moment, its picture through the page’s queue', async () => {
    const image = (i: number) => `/img/carousel-${i + 1}.jpg`;
    await renderSlider({ data: carouselModule({ image }), lang: 'en' });
    // The first slide arrives with no change: nothing has asked for the second's picture yet.
    expect(pageImageQueue().get(image(1))).toBeUndefined();
    await settle(600);
    expect(pageImageQueue().get(image(1))?.state).toBe('loaded');
    expect(pageImageQueue().get(image(2))).toBeUndefined();
  });

  it('a click on a neighbour brings it to the front', async () => {
    const { container } = await renderSlider({ data: carouselModule(), lang: 'en' });
    const neighbour = container.querySelector<HTMLElement>('[data-index="1"]')!;
    fireEvent.click(neighbour);
    await settle(2000);
    expect(container.querySelector<HTMLElement>('.sr7-module')?.dataset.slide).toBe('2');
  });

  it('random carousel settings render and change slides without throwing', async () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 1 }),
      fc.constantFrom(0, -1, 1, 2, 4, 360, 1e9, Number.NaN, '3d', '2d', 'v', 'all', 'individual'),
    );
    const keys = [
      'type',
      'maxV',
      'space',
      'align',
      'infinity',
      'snap',
      'scale',
      'minS',
      'rotation',
      'maxR',
      'opacity',
      'maxO',
      'varO',
      'varR',
      'vScale',
      'oScale',
      'spin',
      'spinA',
      'skewX',
      'skewY',
      'bR',
      'dur',
      'justify',
      'jMWidth',
      'stretch',
      'showAllLayers',
      'overshoot',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }),
        fc.integer({ min: 1, max: 6 }),
        async (carousel, count) => {
          const { module } = parseModule(carouselModule({ count, carousel }));
          if (!module) return;
          const { logger, lines } = memoryLogger();
          instantImages(logger);
          await renderModuleHtml(module);
          const view = render(<SliderModule module={module} logger={logger} />);
          await act(async () => {
            await vi.advanceTimersByTimeAsync(50);
          });
          for (const button of view.container.querySelectorAll('button')) fireEvent.click(button);
          await act(async () => {
            await vi.advanceTimersByTimeAsync(3000);
          });
          expect(lines.filter((l) => l.level === 'error')).toEqual([]);
          view.unmount();
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
