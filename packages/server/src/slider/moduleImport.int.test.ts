import { parseModule, validateModule } from '@tribune/slider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readFixture,
  V6_EXPORT_FIXTURE,
  V6_FULL_OBJECT_FIXTURE,
  V6_NAVIGATION_FIXTURE,
} from '../../../slider/src/core/test-support/fixtures.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import { sliderHttp } from './test-support/sliderHttp.js';

let t: TestApp;
let http: ReturnType<typeof sliderHttp>;
beforeAll(async () => {
  t = await createTestApp();
  http = sliderHttp(t.app);
});
afterAll(() => t.close());

/** Everything an import could write: rows of the three slider tables and the id counters. */
async function snapshot() {
  const db = t.app.database.db;
  return {
    modules: await db.selectFrom('sliderModules').selectAll().orderBy('id').execute(),
    slides: await db
      .selectFrom('sliderSlides')
      .select(['moduleId', 'slideKey', 'data'])
      .orderBy('id')
      .execute(),
    map: await db
      .selectFrom('sliderIdMap')
      .selectAll()
      .orderBy('moduleId')
      .orderBy('v6Id')
      .execute(),
    counters: await db.selectFrom('sliderIdCounters').selectAll().orderBy('kind').execute(),
  };
}

async function idTable(moduleId: number) {
  const rows = await t.app.database.db
    .selectFrom('sliderIdMap')
    .select(['v6Id', 'v7Id'])
    .where('moduleId', '=', moduleId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.v6Id, r.v7Id]));
}

describe('importing the engine-6 export', () => {
  let moduleId = 0;
  let ids: Record<string, string> = {};

  it('migrates it, gives its slides new engine-7 ids and records them in the v6→v7 table', async () => {
    const before = await t.app.sliders.newId('slide');
    const result = await t.app.sliders.importModule(readFixture(V6_EXPORT_FIXTURE), {
      navigation: readFixture(V6_NAVIGATION_FIXTURE),
    });
    expect(result).toMatchObject({
      ok: true,
      kind: 'engine-6 migrated',
      created: true,
      alias: 'home-fashion-women-men',
    });
    if (!result.ok) return;
    moduleId = result.id;
    ids = result.ids ?? {};
    // New ids from the slide counter: never handed out before.
    expect(Object.keys(ids)).toEqual(['81', '82', '83']);
    for (const v7 of Object.values(ids)) expect(Number(v7)).toBeGreaterThan(before);
    expect(await idTable(moduleId)).toEqual(ids);
    expect(result.report?.dropped.length).toBeGreaterThan(0);
    expect(result.report?.counts).toMatchObject({ slides: 3, layers: 33 });
  });

  it('serves engine-7 data with the new ids and the id table', async () => {
    const response = await http.get('/api/slider/sliders/home-fashion-women-men?alias=true');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.slides).sort()).toEqual(Object.values(ids).sort());
    expect(body.v6v7ids).toEqual({ n: ids });
    expect(body.settings).toMatchObject({ migrated: 'sr6', alias: 'home-fashion-women-men' });
    expect(body.settings.nav.arrows.key).toBe('nav-square');
    const { module, dropped } = parseModule(body);
    expect(dropped).toEqual([]);
    expect(module?.slides.map((s) => s.id)).toEqual(Object.values(ids));
  });

  it('answers a slide asked for by its engine-6 id with srengine=6, and by its new id', async () => {
    const v7 = ids['82'] as string;
    const old = await http.get(`/api/slider/sliders/${moduleId}?srengine=6&slideid=82`);
    expect(old.statusCode).toBe(200);
    expect(Object.keys(old.json().slides)).toEqual([v7]);
    const current = await http.get(`/api/slider/sliders/${moduleId}?srengine=7&slideid=${v7}`);
    expect(Object.keys(current.json().slides)).toEqual([v7]);
    // A page made for engine 6 that does not say so still finds its slide through the table.
    const unsaid = await http.get(`/api/slider/sliders/${moduleId}?slideid=82`);
    expect(Object.keys(unsaid.json().slides)).toEqual([v7]);
    const ajax = await http.action('get_full_slider_object', {
      id: moduleId,
      slideid: '83',
      version: 6,
    });
    expect(ajax.statusCode).toBe(200);
    expect(Object.keys(ajax.json().slides)).toEqual([ids['83']]);
    const missing = await http.get(`/api/slider/sliders/${moduleId}?srengine=6&slideid=99`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SLIDER_SLIDE_NOT_FOUND');
  });

  it('keeps the slide ids when the file is imported again with replace', async () => {
    const again = await t.app.sliders.importModule(readFixture(V6_EXPORT_FIXTURE), {
      replace: true,
    });
    expect(again).toMatchObject({ ok: true, created: false, id: moduleId, ids });
    expect(await idTable(moduleId)).toEqual(ids);
  });

  it('refuses the same alias without replace and writes nothing', async () => {
    const before = await snapshot();
    const refused = await t.app.sliders.importModule(readFixture(V6_EXPORT_FIXTURE));
    expect(refused).toMatchObject({
      ok: false,
      error:
        'A module with the alias "home-fashion-women-men" exists already; import with --replace to overwrite it, or with --alias home-fashion-women-men-2 to import it beside it.',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a module kept as engine 6 saved it (--keep-v6)', () => {
  let moduleId = 0;

  it('stores the engine-6 data with engine_version 6 and its id table', async () => {
    const result = await t.app.sliders.importModule(readFixture(V6_FULL_OBJECT_FIXTURE), {
      keepV6: true,
    });
    expect(result).toMatchObject({ ok: true, kind: 'engine-6 kept', alias: 'finxpert-home-main' });
    if (!result.ok) return;
    moduleId = result.id;
    const row = await t.app.database.db
      .selectFrom('sliderModules')
      .selectAll()
      .where('id', '=', moduleId)
      .executeTakeFirstOrThrow();
    expect(row.engineVersion).toBe(6);
    expect(JSON.parse(row.settings)).toHaveProperty('slider_params.carousel.maxItems', '3');
    // The full object carries its own table (3→3, 4→4, 5→5): those ids are kept.
    expect(await idTable(moduleId)).toEqual({ 3: '3', 4: '4', 5: '5' });
  });

  it('serves it through the migration, for srengine=6 and 7 alike', async () => {
    for (const engine of ['6', '7']) {
      const response = await http.get(`/api/slider/sliders/finxpert-home-main?srengine=${engine}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body.slides).sort()).toEqual(['21', '3', '4', '5']);
      expect(body.v6v7ids).toEqual({ n: { 3: '3', 4: '4', 5: '5' } });
      const strict = validateModule(body);
      expect(strict.ok).toBe(true);
      const jumps = body.slides['3'].slide.actions.filter((a: { a: string }) => a.a === 'jumpto');
      expect(jumps.map((a: { target: string }) => a.target)).toEqual(['3', '4', '5']);
    }
  });

  it('gives the engine-6 data back with raw=true, and through every read', async () => {
    const raw = await http.get(`/api/slider/sliders/${moduleId}?raw=true`);
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toMatchObject({
      success: true,
      alias: 'finxpert-home-main',
      slider_params: { type: 'standard' },
      static_slide: { id: '21' },
    });
    expect(raw.json().slides).toHaveLength(3);
    const document = await http.get('/api/slider/modules/finxpert-home-main.json');
    expect(document.statusCode).toBe(200);
    expect(document.json().settings.migrated).toBe('sr6');
    const modal = await http.get(`/api/slider/sliders/modal/${moduleId}`);
    expect(modal.json().code).toBe('SLIDER_NOT_MODAL');
  });

  it('is replaced by a migrated import of the same file, keeping its id', async () => {
    const result = await t.app.sliders.importModule(readFixture(V6_FULL_OBJECT_FIXTURE), {
      replace: true,
    });
    expect(result).toMatchObject({
      ok: true,
      id: moduleId,
      created: false,
      kind: 'engine-6 migrated',
    });
    const row = await t.app.database.db
      .selectFrom('sliderModules')
      .select('engineVersion')
      .where('id', '=', moduleId)
      .executeTakeFirstOrThrow();
    expect(row.engineVersion).toBe(7);
    const served = await http.get(`/api/slider/sliders/${moduleId}`);
    expect(Object.keys(served.json().slides).sort()).toEqual(['21', '3', '4', '5']);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['not a module', { hello: 'world' }, 'not a slider module: expected engine-7 data'],
    [
      'engine-6 data without slides',
      { params: { alias: 'x' }, slides: [] },
      'the engine-6 data cannot be migrated: the migrated module is not valid: slides: no slide to show',
    ],
    [
      'engine-6 data with an unusable alias',
      { alias: 'pas bon!', params: {}, slides: [{ id: 1, params: {}, layers: {} }] },
      'The module data has 1 problem: settings.alias: "pas bon!" is not a usable alias',
    ],
    [
      'engine-7 data with nothing to show',
      { settings: { alias: 'v7-bad' }, slides: { s1: 'hologram', s2: [] } },
      'The module data has 3 problems: slides.s1: expected a slide object, got "hologram"; slides.s2: expected a slide object, got an empty list; slides: no slide to show.',
    ],
    [
      'unsafe engine-7 data',
      JSON.parse(
        '{"settings":{"alias":"v7-unsafe"},"slides":{"s1":{"id":"s1","layers":{"l":{"type":"text","__proto__":{"x":1}}}}}}',
      ),
      'The module data has 1 problem: slides.s1.layers.l.__proto__: a "__proto__" key, which could change the prototype of objects made from this data.',
    ],
  ])('%s', async (_, data, error) => {
    const before = await snapshot();
    const result = await t.app.sliders.importModule(data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(error);
    expect(await snapshot()).toEqual(before);
  });

  it('imports an engine-7 file as it is', async () => {
    const result = await t.app.sliders.importModule({
      settings: { alias: 'v7-file', title: 'Fichier' },
      slides: {
        s1: {
          id: 's1',
          slide: { id: 's1', order: 1 },
          layers: { l1: { id: 'l1', type: 'text', content: { text: 'Bonjour' } } },
        },
      },
    });
    expect(result).toMatchObject({ ok: true, kind: 'engine-7', alias: 'v7-file', slides: ['s1'] });
    // With the report of what Tribune makes of it: here, everything read as saved.
    expect(result.ok && result.report).toMatchObject({
      source: { format: 'engine-7', alias: 'v7-file' },
      counts: { slides: 1, layers: 1 },
      approximated: [],
      dropped: [],
    });
  });
});
