import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carouselModule } from '../../test-support/carouselModule.js';
import { demoModule } from '../../test-support/demoModule.js';
import { featuresOf } from '../Features.js';
import { readFixture, v7FixtureNames } from '../test-support/fixtures.js';
import { compactModule, compactModuleData, moduleDefaults } from './CompactModule.js';
import { type CompactModuleData, expandModule, fillDefaults } from './ExpandModule.js';
import { LAYER_TYPES } from './LayerSchema.js';
import { parseModule, type SliderModule } from './ParseModule.js';
import { parseModuleStrict } from './ValidateModule.js';

/** What the browser reads: the payload's JSON, parsed. */
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const roundTrip = (module: SliderModule) => expandModule(throughJson(compactModule(module)));
/** Compacted whether or not it gains, read back. */
const always = (module: SliderModule) => {
  const compact = compactModuleData(module);
  if (!compact) throw new Error('not compactable');
  return expandModule(throughJson(compact));
};

const pictures = (count: number) =>
  parseModuleStrict(carouselModule({ count, layers: false, nav: false }));

describe('the embed payload without defaults', () => {
  it.each(v7FixtureNames())('%s reads back as the same module', (name) => {
    const { module } = parseModule(readFixture(name));
    if (!module) throw new Error(`${name} did not parse`);
    expect(always(module)).toEqual(throughJson(module));
  });

  it('only carousels are sent so (their stage fills the defaults in): a standard module goes whole', () => {
    const module = parseModuleStrict(demoModule({ slides: 30 }));
    expect(compactModule(module)).toBe(module);
    expect(compactModuleData(module)).not.toBeNull();
  });

  it('the feature check reads the compact slides as it reads the full ones', () => {
    const data = carouselModule({ count: 20 }) as {
      slides: Record<string, Record<string, unknown>>;
    };
    const slide = data.slides['3'] as {
      slide: Record<string, unknown>;
      layers: Record<string, unknown>;
    };
    slide.slide.actions = [{ a: 'open_modal', target: 'promo' }];
    slide.layers.v = { id: 'v', type: 'video', media: { type: 'html5' } };
    const module = parseModuleStrict(data);
    const compact = compactModule(module) as CompactModuleData;
    expect('defaults' in compact).toBe(true);
    const read = featuresOf(throughJson(compact) as unknown as SliderModule);
    expect([...read].sort()).toEqual([...featuresOf(module)].sort());
    expect([...read]).toEqual(expect.arrayContaining(['carousel', 'modal', 'media']));
  });

  it('fills a compact module in place, once; the static slides came whole', () => {
    const module = pictures(40);
    const payload = throughJson(compactModule(module)) as CompactModuleData;
    const statics = payload.statics;
    fillDefaults(payload);
    expect('defaults' in payload).toBe(false);
    expect(payload).toEqual(throughJson(module));
    expect(payload.statics).toBe(statics);
    const slides = payload.slides;
    fillDefaults(payload);
    expect(payload.slides).toBe(slides);
  });

  it('a thousand picture slides: about a quarter of the JSON, a tenth at start, the same module', () => {
    const module = pictures(1000);
    const compact = compactModule(module);
    expect('defaults' in compact).toBe(true);
    // The JSON the page makes objects of at start (the far slides' layers ride as text), and
    // all it reads, that text included (the deferred slides' empty lists cost about 1 %).
    const { deferred, ...read } = compact as CompactModuleData;
    const full = JSON.stringify(module).length;
    expect(JSON.stringify(read).length).toBeLessThan(full / 10);
    expect(JSON.stringify(read).length + (deferred?.layers.length ?? 0)).toBeLessThan(full * 0.26);
    expect(roundTrip(module)).toEqual(throughJson(module));
    // A slide keeps what is its own: id, order, title, its background layer's own fields.
    const second = (compact as CompactModuleData).slides[1];
    // The feature check reads the actions: they stay.
    expect(Object.keys(second ?? {}).sort()).toEqual(['actions', 'id', 'layers', 'order', 'title']);
    expect(Object.keys(second?.layers[0] ?? {}).sort()).toEqual([
      'bg',
      'fluid',
      'id',
      'subtype',
      'type',
    ]);
  });

  it('slides with text layers, timelines and links read back the same', () => {
    const module = parseModuleStrict(carouselModule({ count: 12 }));
    expect(roundTrip(module)).toEqual(throughJson(module));
  });

  it('fills defaults shared between slides: one default object, not a copy per slide', () => {
    const expanded = roundTrip(pictures(3));
    expect(expanded.slides[0]?.thumb).toBe(expanded.slides[1]?.thumb);
    expect(expanded.slides[0]?.layers[0]?.pos).toBe(expanded.slides[2]?.layers[0]?.pos);
  });

  it('a module too small to gain goes out as it is', () => {
    const module = pictures(1);
    expect(compactModule(module)).toBe(module);
  });

  it('a slide without one of the default fields makes the module go out as it is', () => {
    const module = pictures(20);
    const { thumb: _thumb, ...slide } = module.slides[3] as SliderModule['slides'][number];
    const slides = [...module.slides];
    slides[3] = slide as (typeof slides)[number];
    const odd = { ...module, slides };
    expect(compactModuleData(odd)).toBeNull();
    expect(compactModule(odd)).toBe(odd);
  });

  it('a module that is not compact is read as it is', () => {
    const module = pictures(2);
    expect(expandModule(module)).toBe(module);
  });

  it('the defaults are the normaliser’s own: a slide and a layer made of nothing', () => {
    const { slide, layer } = moduleDefaults();
    const empty = parseModuleStrict({
      settings: { alias: 'empty' },
      slides: { a: { id: 'a', layers: { l: { id: 'l', type: 'text' } } } },
    }).slides[0];
    const { layers, ...rest } = throughJson(empty) as SliderModule['slides'][number];
    expect({ ...rest, id: '' }).toEqual(slide);
    const { type: _type, ...plainLayer } = layers[0] as (typeof layers)[number];
    expect({ ...plainLayer, id: '' }).toEqual(layer);
  });

  it('random modules read back as they were', () => {
    const layer = fc.record(
      {
        id: fc.string(),
        type: fc.constantFrom(...LAYER_TYPES),
        subtype: fc.constantFrom('slidebg', 'zone', undefined),
        pos: fc.jsonValue(),
        color: fc.jsonValue(),
        bg: fc.jsonValue(),
        href: fc.jsonValue(),
        extra: fc.jsonValue(),
      },
      { requiredKeys: ['type'] },
    );
    const slide = fc.record(
      {
        slide: fc.record(
          {
            order: fc.integer(),
            title: fc.jsonValue(),
            thumb: fc.jsonValue(),
            slideshow: fc.jsonValue(),
            actions: fc.jsonValue(),
            extra: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        layers: fc.array(layer, { maxLength: 4 }),
      },
      { requiredKeys: ['layers'] },
    );
    fc.assert(
      fc.property(fc.array(slide, { minLength: 1, maxLength: 12 }), (slides) => {
        const { module } = parseModule({
          settings: { alias: 'random' },
          slides: Object.fromEntries(slides.map((s, i) => [`s${i}`, { id: `s${i}`, ...s }])),
        });
        if (!module) return;
        const compact = compactModuleData(module);
        // Normalised slides always have every default field: nothing sends a module as it is.
        expect(compact).not.toBeNull();
        expect(expandModule(throughJson(compact as CompactModuleData))).toEqual(
          throughJson(module),
        );
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
