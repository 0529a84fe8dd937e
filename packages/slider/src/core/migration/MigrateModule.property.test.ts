import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateModule } from '../model/ValidateModule.js';
import {
  readFixture,
  V6_EXPORT_FIXTURE,
  V6_FULL_OBJECT_FIXTURE,
} from '../test-support/fixtures.js';
import { type MigrationResult, migrateV6Module } from './MigrateModule.js';

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

/** What every answer must be: a clear error, or data the strict parser reads; a report always. */
function assertClearAnswer(result: MigrationResult): void {
  expect(Array.isArray(result.report.dropped)).toBe(true);
  expect(Array.isArray(result.report.approximated)).toBe(true);
  for (const entry of [...result.report.dropped, ...result.report.approximated]) {
    expect(typeof entry.path).toBe('string');
    expect(entry.message.length).toBeGreaterThan(5);
  }
  if (!result.ok) {
    expect(result.error).toMatch(/\w/);
    expect(result.error).not.toContain('\n');
    return;
  }
  const strict = validateModule(result.module);
  expect(strict.ok ? [] : strict.issues).toEqual([]);
}

/** Values engine-6 data holds, and some it should not. */
const junk = fc.oneof(
  fc.constantFrom(
    '',
    'NaN',
    'NaNpx',
    '[-10|10]',
    'cyc(1|2)',
    'inherit',
    'left',
    '#a',
    '50%',
    '100px',
    'true',
    'off',
  ),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), {
    maxKeys: 3,
  }),
  fc.dictionary(
    fc.constantFrom('d', 'n', 't', 'm'),
    fc.record({ v: fc.oneof(fc.string({ maxLength: 6 }), fc.integer()) }),
    { maxKeys: 4 },
  ),
);

/** Engine-6-ish modules built from scratch: plausible keys, random values. */
const layer = fc.record(
  {
    uid: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constantFrom('top', 'middle', 'bottom')),
    type: fc.constantFrom(
      'text',
      'image',
      'shape',
      'button',
      'group',
      'row',
      'column',
      'zone',
      'video',
      'audio',
      'object',
      'svg',
      'weird',
    ),
    text: junk,
    group: fc.record({ puid: junk, groupOrder: junk }, { requiredKeys: [] }),
    position: fc.record(
      { x: junk, y: junk, horizontal: junk, vertical: junk, zIndex: junk },
      { requiredKeys: [] },
    ),
    size: fc.record({ width: junk, height: junk }, { requiredKeys: [] }),
    idle: fc.record(
      { fontSize: junk, color: junk, padding: junk, borderRadius: junk, opacity: junk },
      { requiredKeys: [] },
    ),
    timeline: fc.record(
      {
        frames: fc.dictionary(
          fc.constantFrom('frame_0', 'frame_1', 'frame_2', 'frame_999', 'frame_x'),
          fc.record(
            {
              transform: fc.dictionary(
                fc.constantFrom('x', 'y', 'opacity', 'scaleX', 'rotationZ'),
                junk,
              ),
              timeline: fc.dictionary(fc.constantFrom('speed', 'ease', 'start'), junk),
              mask: fc.record({ use: junk }),
            },
            { requiredKeys: [] },
          ),
        ),
        frameOrder: junk,
        loop: junk,
      },
      { requiredKeys: [] },
    ),
    actions: fc.record(
      {
        action: fc.array(
          fc.record({
            action: fc.constantFrom('link', 'jumpto', 'next', 'callback', 'toggle_class', 'nope'),
            image_link: junk,
            jump_to_slide: junk,
            layer_target: junk,
          }),
        ),
      },
      { requiredKeys: [] },
    ),
    media: fc.record(
      { mediaType: junk, id: junk, autoPlay: junk, startAt: junk },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['type'] },
);

const v6Module = fc.record(
  {
    id: junk,
    alias: junk,
    params: fc.record(
      {
        type: fc.constantFrom('standard', 'carousel', 'hero', 'x'),
        carousel: fc.dictionary(
          fc.constantFrom('maxItems', 'space', 'speed', 'spin', 'orientation', 'showAllLayers'),
          junk,
        ),
        nav: fc.dictionary(
          fc.constantFrom('arrows', 'bullets', 'swipe', 'keyboard', 'tabs'),
          fc.dictionary(fc.string({ maxLength: 12 }), junk),
        ),
        general: fc.dictionary(
          fc.constantFrom('slideshow', 'progressbar', 'lazyLoad'),
          fc.oneof(junk, fc.dictionary(fc.string({ maxLength: 12 }), junk)),
        ),
        size: fc.dictionary(fc.constantFrom('width', 'height', 'custom', 'maxWidth'), junk),
        def: fc.dictionary(fc.constantFrom('delay', 'transition', 'transitionDuration'), junk),
      },
      { requiredKeys: [] },
    ),
    slides: fc.oneof(
      fc.array(
        fc.record(
          {
            id: fc.oneof(
              fc.integer({ min: 0, max: 9 }),
              fc.string({ maxLength: 3 }),
              fc.constant(null),
            ),
            slide_order: junk,
            params: fc.record(
              {
                title: junk,
                bg: fc.dictionary(fc.constantFrom('type', 'color', 'image', 'position'), junk),
                timeline: fc.dictionary(fc.constantFrom('transition', 'duration', 'delay'), junk),
                slideChange: junk,
                attributes: fc.dictionary(
                  fc.constantFrom('link', 'linkType', 'linkSlide', 'deeplink'),
                  junk,
                ),
                info: junk,
                panzoom: fc.dictionary(fc.constantFrom('set', 'duration', 'xEnd'), junk),
              },
              { requiredKeys: [] },
            ),
            layers: fc.oneof(
              fc.array(layer, { maxLength: 4 }),
              fc.dictionary(fc.string({ maxLength: 3 }), layer, { maxKeys: 4 }),
              junk,
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
      junk,
    ),
    static_slides: fc.oneof(
      junk,
      fc.array(fc.record({ layers: fc.array(layer, { maxLength: 2 }) }), { maxLength: 1 }),
    ),
    v6v7ids: fc.oneof(junk, fc.record({ n: fc.dictionary(fc.string({ maxLength: 2 }), junk) })),
  },
  { requiredKeys: ['params', 'slides'] },
);

describe('migration properties', () => {
  it('random engine-6-ish modules never throw; each gets a clear answer and a report', () => {
    let migrated = 0;
    fc.assert(
      fc.property(v6Module, (input) => {
        const result = migrateV6Module(input);
        assertClearAnswer(result);
        if (result.ok) migrated++;
      }),
      { numRuns: 300 },
    );
    // The generator reaches the mapping itself, not only the early refusals.
    expect(migrated).toBeGreaterThan(30);
  }, 60_000);

  it('anything at all never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        assertClearAnswer(migrateV6Module(input));
      }),
      { numRuns: 300 },
    );
  });

  it.each([V6_EXPORT_FIXTURE, V6_FULL_OBJECT_FIXTURE])(
    '%s with any one value replaced still migrates to valid data or a clear error',
    (name) => {
      const base = readFixture(name);
      const paths = pathsOf(base);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: paths.length - 1 }), junk, (index, value) => {
          const copy = structuredClone(base);
          const input = setAt(copy, paths[index] as (string | number)[], value);
          assertClearAnswer(migrateV6Module(input));
        }),
        // The full object is 240 KB: each run migrates and parses it whole (~50 ms warm).
        { numRuns: 40 },
      );
    },
    60_000,
  );
});
