import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFixture, v7FixtureNames } from '../test-support/fixtures.js';
import { LAYER_TYPES } from './LayerSchema.js';
import { parseModule, type SliderModule } from './ParseModule.js';
import { unsafeIssues } from './Safety.js';
import { validateModule } from './ValidateModule.js';

/** Every path to a value inside a JSON document. */
function pathsOf(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
) {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) pathsOf(v, [...prefix, i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  }
  out.push(prefix);
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return root;
}

/** A normalised module in the saved engine-7 shape, as the server serves it. */
function asDocument(module: SliderModule): unknown {
  const slides = [...module.slides, ...module.statics].map((slide) => {
    const { layers, ...data } = slide;
    return [slide.id, { id: slide.id, slide: data, layers }];
  });
  return JSON.parse(
    JSON.stringify({
      settings: module.settings,
      slides: Object.fromEntries(slides),
      addOns: module.addOns,
    }),
  );
}

function assertWellFormed(module: SliderModule | null): void {
  if (!module) return;
  expect(module.slides.length).toBeGreaterThan(0);
  expect(module.settings.default.len).toBeGreaterThanOrEqual(0);
  expect(module.settings.vPort).toHaveLength(5);
  for (const slide of [...module.slides, ...module.statics]) {
    expect(typeof slide.id).toBe('string');
    for (const layer of slide.layers) {
      expect(LAYER_TYPES).toContain(layer.type);
      expect(layer.pos.x).toHaveLength(5);
    }
  }
}

describe('the valid-part parser on random input', () => {
  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (input) => {
        const { module } = parseModule(input);
        assertWellFormed(module);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('never throws on random module-shaped JSON', () => {
    const layer = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        type: fc.oneof(fc.constantFrom(...LAYER_TYPES, 'container', 'foo'), fc.jsonValue()),
        subtype: fc.constantFrom('slidebg', 'row', 'zone', 'button', undefined),
        pos: fc.jsonValue(),
        tl: fc.jsonValue(),
        font: fc.jsonValue(),
        color: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    const slide = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        slide: fc.record(
          {
            order: fc.jsonValue(),
            title: fc.jsonValue(),
            params: fc.jsonValue(),
            slideshow: fc.jsonValue(),
            actions: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        layers: fc.oneof(fc.dictionary(fc.string(), layer), fc.array(layer), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const module = fc.record(
      {
        settings: fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              type: fc.jsonValue(),
              default: fc.jsonValue(),
              slideshow: fc.jsonValue(),
              pbar: fc.jsonValue(),
              nav: fc.jsonValue(),
              vPort: fc.jsonValue(),
            },
            { requiredKeys: [] },
          ),
        ),
        slides: fc.oneof(fc.dictionary(fc.string(), slide), fc.array(slide), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(module, (input) => {
        const { module: parsed, dropped } = parseModule(input);
        assertWellFormed(parsed);
        for (const drop of dropped) expect(typeof drop.message).toBe('string');
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it.each(v7FixtureNames())(
    'never throws when fields of %s are replaced at random',
    (name) => {
      const original = JSON.stringify(readFixture(name));
      const paths = pathsOf(JSON.parse(original));
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.nat({ max: paths.length - 1 }), fc.jsonValue()), {
            minLength: 1,
            maxLength: 6,
          }),
          (edits) => {
            let data: unknown = JSON.parse(original);
            for (const [index, value] of edits) {
              const path = paths[index] as (string | number)[];
              try {
                // A copy: fast-check shrinks the values it generated. Once it crashed while
                // shrinking ("reading 'hasToBeCloned'"), hiding the counterexample, as it would
                // if the parser had changed a value it was handed.
                data = setAt(data, path, structuredClone(value));
              } catch {
                // An earlier edit removed this path's parent: skip the edit.
              }
            }
            const { module, dropped } = parseModule(data);
            assertWellFormed(module);
            // The server's reading is the same reading: it accepts what can be shown, and
            // what it writes back (the normalised module) reads again with nothing left out.
            const checked = validateModule(data);
            // …except where the data is unsafe (a "__proto__" key, say): the server refuses it
            // outright, while the browser reads what it can of it.
            const unsafe = unsafeIssues(data).length > 0;
            expect(checked.ok).toBe(module !== null && !unsafe);
            if (!checked.ok || !module) return;
            expect(checked.dropped).toEqual(dropped);
            expect(parseModule(asDocument(module)).dropped).toEqual([]);
          },
        ),
        { numRuns: 80 },
      );
    },
    60_000,
  );
});
