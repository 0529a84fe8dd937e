import { parseModule, validateModule } from '@tribune/slider';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSliderModules } from '../db/seed/content/sliders/index.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import { sliderHttp } from './test-support/sliderHttp.js';

/**
 * The server half of the issue's bad-input rule, on random input: module data with any one
 * value replaced by anything is either saved and then served as data the engine reads whole,
 * or refused with a 400 listing issues and nothing written; random requests never get a 5xx.
 */

let t: TestApp;
let http: ReturnType<typeof sliderHttp>;
beforeAll(async () => {
  t = await createTestApp();
  http = sliderHttp(t.app);
});
afterAll(() => t.close());

/** Every path to a value inside a JSON document. */
function pathsOf(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) pathsOf(child, [...prefix, key], out);
  }
  out.push(prefix);
  return out;
}

function withValueAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

async function rowCount(): Promise<number> {
  const db = t.app.database.db;
  const [modules, slides] = await Promise.all([
    db.selectFrom('sliderModules').select('id').execute(),
    db.selectFrom('sliderSlides').select('id').execute(),
  ]);
  return modules.length * 100_000 + slides.length;
}

const [hero, standard] = demoSliderModules('crest-olympique-valmont-00000000.svg');

describe('module data with one value replaced by anything', () => {
  let run = 0;

  it.each([
    ['home-hero', hero],
    ['demo-standard', standard],
  ])(
    'from %s is saved and served whole, or refused with its issues',
    async (_name, base) => {
      const paths = pathsOf(base);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.jsonValue({ maxDepth: 2 }),
          async (path, value) => {
            run += 1;
            const alias = `prop-${run}`;
            const named = structuredClone(base) as { settings: Record<string, unknown> };
            named.settings.alias = alias;
            const data = withValueAt(named, path, value);
            const before = await rowCount();
            const saved = await t.app.sliders.save(data);
            if (!saved.ok) {
              // A random alias may be one a module has already (409); anything else is a 400.
              if (saved.error.status === 409) {
                expect(saved.error.body.code).toBe('SLIDER_ALIAS_TAKEN');
              } else {
                expect(saved.error.status).toBe(400);
                expect(saved.error.body.issues?.length).toBeGreaterThan(0);
              }
              expect(await rowCount()).toBe(before);
              return;
            }
            const response = await http.get(`/api/slider/sliders/${saved.alias}?alias=true`);
            expect(response.statusCode).toBe(200);
            const body = response.json();
            expect(validateModule(body).ok).toBe(true);
            expect(parseModule(body).dropped).toEqual([]);
          },
        ),
        { numRuns: 60 },
      );
    },
    120_000,
  );
});

describe('random requests', () => {
  it('never get a 5xx from the REST routes', async () => {
    const segment = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('home-hero', '1', '2'));
    const query = fc.dictionary(
      fc.constantFrom('srengine', 'alias', 'srlang', 'slideid', 'raw', 'x'),
      fc.string({ maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('sliders/', 'sliders/stream/', 'sliders/modal/', 'modules/'),
        segment,
        query,
        async (route, name, params) => {
          const url = `/api/slider/${route}${encodeURIComponent(name)}?${new URLSearchParams(params)}`;
          const response = await http.get(url);
          expect(response.statusCode, url).toBeLessThan(500);
          expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('never get a 5xx from the client actions', async () => {
    const action = fc.constantFrom(
      'get_full_slider_object',
      'get_modal_settings',
      'get_stream_data',
      'get_slideid',
      'get_moduleid',
    );
    const data = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            id: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom(1, 2, 'home-hero')),
            alias: fc.jsonValue({ maxDepth: 1 }),
            slideid: fc.jsonValue({ maxDepth: 1 }),
            forcealias: fc.jsonValue({ maxDepth: 1 }),
            srlang: fc.jsonValue({ maxDepth: 1 }),
            module: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(
        action,
        data,
        fc.option(fc.string({ maxLength: 5 })),
        async (clientAction, json, version) => {
          const response = await http.ajax({
            client_action: clientAction,
            data: json,
            version: version ?? undefined,
          });
          expect(response.statusCode, `${clientAction} ${json}`).toBeLessThan(500);
          expect(response.json().success, json).toBe(response.statusCode === 200);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
