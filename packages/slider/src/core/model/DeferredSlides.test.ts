import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { carouselModule } from '../../test-support/carouselModule.js';
import { featuresOf } from '../Features.js';
import { compactModule } from './CompactModule.js';
import { DEFER_FROM_SLIDES, deferredSlides } from './DeferredSlides.js';
import { type CompactModuleData, expandModule, fillDefaults } from './ExpandModule.js';
import type { SliderModule } from './ParseModule.js';
import { parseModuleStrict } from './ValidateModule.js';

/** What the browser reads: the payload's JSON, parsed. */
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const carousel = (count: number, settings: Record<string, unknown> = {}, withLayers = false) =>
  parseModuleStrict(
    carouselModule({ count, layers: withLayers, nav: false, carousel: { maxV: 5, ...settings } }),
  );

/** The payload as the page parses it (compact, with deferred layers). */
const payloadOf = (module: SliderModule) => throughJson(compactModule(module)) as CompactModuleData;

/** Whether slide `i`'s layers are still waiting in their text (a stand-in, not the list). */
const waiting = (module: SliderModule, i: number) => types.isProxy(module.slides[i]?.layers);

describe('which slides of a large carousel send their layers later', () => {
  it('all but the first slide and five on each side, round an endless carousel', () => {
    // maxV 5: two slides on each side of the focused one, the stage draws three each side
    // (`visibleIndices`), and two more steps' worth.
    const later = deferredSlides(carousel(1000, { infinity: true }));
    expect(later).toHaveLength(1000 - 11);
    const kept = Array.from({ length: 1000 }, (_, i) => i).filter((i) => !later.includes(i));
    expect(kept).toEqual([0, 1, 2, 3, 4, 5, 995, 996, 997, 998, 999]);
  });

  it('only forward from the first slide when the carousel ends', () => {
    const later = deferredSlides(carousel(200, { infinity: false }));
    expect(later[0]).toBe(6);
    expect(later).toHaveLength(200 - 6);
  });

  it('counts from the first slide of the order, not of the list', () => {
    const module = carousel(100, { infinity: false });
    const slides = [...module.slides].reverse();
    const later = deferredSlides({ ...module, slides });
    // The lowest `order` is now the last of the list.
    expect(later).not.toContain(99);
    expect(later).not.toContain(94);
    expect(later).toContain(93);
  });

  it(`none below ${DEFER_FROM_SLIDES} slides, when shuffled, for a stream the page draws, or a module that is not a carousel`, () => {
    expect(deferredSlides(carousel(DEFER_FROM_SLIDES - 1))).toEqual([]);
    expect(deferredSlides(carousel(DEFER_FROM_SLIDES)).length).toBeGreaterThan(0);
    const shuffled = carousel(200);
    shuffled.settings.slideshow.shuffle = true;
    expect(deferredSlides(shuffled)).toEqual([]);
    const stream = carousel(200);
    (stream.settings as { source: unknown }).source = { type: 'gallery' };
    expect(deferredSlides(stream)).toEqual([]);
    const standard = carousel(200);
    standard.settings.type = 'standard';
    expect(deferredSlides(standard)).toEqual([]);
  });

  it('keeps the layers that call for a part of the engine, and slides hidden from navigation', () => {
    const data = carouselModule({ count: 100, layers: false, nav: false }) as {
      slides: Record<string, { slide: Record<string, unknown>; layers: Record<string, unknown> }>;
    };
    (data.slides['40'] as { layers: Record<string, unknown> }).layers.v = {
      id: 'v',
      type: 'video',
      media: { type: 'html5', src: '/v.mp4' },
    };
    (data.slides['50'] as { slide: Record<string, unknown> }).slide.slideshow = { hfn: true };
    const module = parseModuleStrict(data);
    const at = (id: string) => module.slides.findIndex((s) => s.id === id);
    const later = deferredSlides(module);
    expect(later).not.toContain(at('40'));
    expect(later).not.toContain(at('50'));
    expect(later).toContain(at('60'));
    const payload = payloadOf(module);
    expect([...featuresOf(payload as unknown as SliderModule)].sort()).toEqual(
      [...featuresOf(module)].sort(),
    );
  });
});

describe('the deferred layers in the page', () => {
  it('the payload carries them as one text; the slides read back as the module', () => {
    const module = carousel(1000, { infinity: true }, true);
    const payload = payloadOf(module);
    expect(payload.deferred?.ranges).toEqual([6, 995]);
    // Fifty slides a text: 989 in 20.
    expect(payload.deferred?.layers).toHaveLength(20);
    expect(payload.deferred?.per).toBe(50);
    expect(payload.slides[500]?.layers).toEqual([]);
    expect(payload.slides[1]?.layers.length).toBe(3);
    // Without the text, what the page makes objects of is a small part of the module.
    const { deferred: _text, ...read } = payload;
    expect(JSON.stringify(read).length).toBeLessThan(JSON.stringify(module).length / 20);
    expect(throughJson(expandModule(payload))).toEqual(throughJson(module));
  });

  it('a deferred slide’s layers are read, with those of its text, the first time one is asked for', () => {
    const module = carousel(300, { infinity: true }, true);
    const payload = payloadOf(module);
    fillDefaults(payload);
    const page = payload as unknown as SliderModule;
    expect(waiting(page, 0)).toBe(false);
    // Deferred: 6…294. Slide 100 is the 95th of them: in the second text (slides 56…105).
    expect(waiting(page, 100)).toBe(true);
    expect(page.slides[100]?.layers).toEqual(throughJson(module.slides[100]?.layers));
    expect(waiting(page, 56)).toBe(false);
    expect(waiting(page, 105)).toBe(false);
    expect(waiting(page, 55)).toBe(true);
    expect(waiting(page, 106)).toBe(true);
    expect(page).toEqual(throughJson(module));
  });

  it('fillDefaults answers a read of one text at a time, for idle moments', () => {
    const module = carousel(100, { infinity: true });
    const payload = payloadOf(module);
    const readNext = fillDefaults(payload);
    const page = payload as unknown as SliderModule;
    expect('deferred' in page).toBe(false);
    // Deferred: 6…94, two texts (6…55 and 56…94).
    expect(waiting(page, 60)).toBe(true);
    expect(readNext?.()).toBe(true);
    expect(waiting(page, 55)).toBe(false);
    expect(waiting(page, 60)).toBe(true);
    expect(readNext?.()).toBe(false);
    expect(waiting(page, 60)).toBe(false);
    expect(page.slides[60]?.layers).toEqual(throughJson(module.slides[60]?.layers));
    expect(readNext?.()).toBe(false);
    // Filling in again is a no-op: nothing is left to fill or read.
    expect(fillDefaults(payload)).toBeUndefined();
  });

  it('a text a change of slide already read is skipped by the idle reads', () => {
    const payload = payloadOf(carousel(100, { infinity: true }));
    const readNext = fillDefaults(payload);
    const page = payload as unknown as SliderModule;
    void page.slides[10]?.layers.length;
    expect(readNext?.()).toBe(false);
    expect(waiting(page, 90)).toBe(false);
  });

  it('layers written before they were read are kept', () => {
    const module = carousel(120);
    const payload = payloadOf(module);
    const read = fillDefaults(payload);
    const page = payload as unknown as SliderModule;
    const own = [{ ...(module.slides[0]?.layers[0] as SliderModule['slides'][0]['layers'][0]) }];
    (page.slides[70] as { layers: unknown }).layers = own;
    read?.();
    expect(page.slides[70]?.layers).toBe(own);
    expect(page.slides[71]?.layers).toEqual(throughJson(module.slides[71]?.layers));
  });

  it('a spread of a waiting slide reads its layers (nothing sees an empty list)', () => {
    const module = carousel(120);
    const payload = payloadOf(module);
    fillDefaults(payload);
    const copy = { ...(payload as unknown as SliderModule).slides[80] };
    expect(copy.layers).toEqual(throughJson(module.slides[80]?.layers));
  });
});
