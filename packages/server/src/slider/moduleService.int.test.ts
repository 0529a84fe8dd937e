import { parseModule } from '@tribune/slider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFixture, v7FixtureNames } from '../../../slider/src/core/test-support/fixtures.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import { createSliderService } from './moduleService.js';
import { sliderHttp } from './test-support/sliderHttp.js';

/** A small valid module; `patch` changes the first slide's first layer. */
function module(alias: string, layer: Record<string, unknown> = {}, slide: object = {}) {
  return {
    settings: { alias, lang: 'fr', title: 'Essai', 'title@en': 'Trial' },
    slides: {
      s1: {
        id: 's1',
        slide: { id: 's1', order: 1, title: 'Première', 'title@es': 'Primera', ...slide },
        layers: { l1: { id: 'l1', type: 'text', content: { text: 'Bonjour' }, ...layer } },
      },
    },
  };
}

let t: TestApp;
let http: ReturnType<typeof sliderHttp>;
beforeAll(async () => {
  t = await createTestApp();
  http = sliderHttp(t.app);
});
afterAll(() => t.close());

async function rowCounts() {
  const db = t.app.database.db;
  const count = async (table: 'sliderModules' | 'sliderSlides' | 'sliderIdCounters') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counters = await db.selectFrom('sliderIdCounters').selectAll().orderBy('kind').execute();
  return {
    modules: await count('sliderModules'),
    slides: await count('sliderSlides'),
    counters,
  };
}

describe('saving modules', () => {
  it.each(v7FixtureNames())(
    'imports the real engine-7 module %s and serves it back',
    async (name) => {
      const data = readFixture(name) as { settings: { alias: string } };
      const saved = await t.app.sliders.save(data);
      expect(saved).toMatchObject({ ok: true, created: true, alias: data.settings.alias });
      const served = await http.get(`/api/slider/sliders/${data.settings.alias}?alias=true`);
      expect(served.statusCode).toBe(200);
      const direct = parseModule(data).module!;
      const { module: back, dropped } = parseModule(served.json());
      expect(dropped).toEqual([]);
      expect(back!.settings.type).toBe(direct.settings.type);
      expect(back!.slides.map((s) => s.id)).toEqual(direct.slides.map((s) => s.id));
      expect(back!.slides.map((s) => s.layers.length)).toEqual(
        direct.slides.map((s) => s.layers.length),
      );
      // raw=true gives the file's own data back.
      const raw = (await http.get(`/api/slider/sliders/${data.settings.alias}?raw=true`)).json();
      const original = data as unknown as { slides: Record<string, { layers: unknown }> };
      for (const [key, entry] of Object.entries(original.slides)) {
        expect(raw.slides[key].layers, key).toEqual(entry.layers);
      }
    },
  );

  it('translates with srlang and keeps the translations for raw=true', async () => {
    expect((await t.app.sliders.save(module('translated'))).ok).toBe(true);
    const en = (await http.get('/api/slider/sliders/translated?srlang=en')).json();
    expect(en.settings.title).toBe('Trial');
    expect(en.slides.s1.slide.title).toBe('Première');
    const es = (await http.get('/api/slider/sliders/translated?srlang=es')).json();
    expect([es.settings.title, es.slides.s1.slide.title]).toEqual(['Essai', 'Primera']);
    const raw = (await http.get('/api/slider/sliders/translated?raw=true')).json();
    expect(raw.settings['title@en']).toBe('Trial');
  });

  it.each([
    [
      'a missing alias',
      { ...module('x'), settings: { title: 'Sans alias' } },
      'settings.alias',
      'missing alias: every module needs one (letters, digits, "-" and "_")',
    ],
    [
      'an alias that cannot be a URL',
      module('../../etc'),
      'settings.alias',
      '"../../etc" is not a usable alias: 1–100 letters, digits, "-" and "_", starting with a letter or digit',
    ],
    [
      'a translation in a language the site does not have',
      module('bad-lang', { content: { text: 'Bonjour', 'text@de': 'Hallo' } }),
      'slides.s1.layers.l1.content.text@de',
      '"de" is not a language of the site (one of fr, en, es)',
    ],
    [
      'a translation that is not text',
      module('bad-translation', { content: { text: 'Bonjour', 'text@en': 5 } }),
      'slides.s1.layers.l1.content.text@en',
      'expected text (a translation of the field)',
    ],
    [
      'a translation without the field in the saved language',
      module('lone-translation', { content: { 'text@en': 'Hello' } }),
      'slides.s1.layers.l1.content.text@en',
      'a translation needs the field "text" beside it, in the module\'s own language',
    ],
    [
      'a translation that is not a valid value',
      module('bad-len', {}, { slideshow: { len: 'default', 'len@en': 'soon' } }),
      'slides.s1.slideshow.len',
      'expected "default" or a duration in ms, got "soon" (in en)',
    ],
    [
      'a picture that is not in the library',
      module('bad-picture', { type: 'image', content: { key: 'no-such-picture' } }),
      'slides.s1.layers.l1.content.key',
      'no image of the library has the key "no-such-picture"',
    ],
  ])('refuses %s, naming the field, and writes nothing', async (_label, data, path, message) => {
    const before = await rowCounts();
    const result = await t.app.sliders.save(data);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(400);
    expect(result.error.body.code).toBe('SLIDER_INVALID_MODULE');
    expect(result.error.body.issues).toContainEqual({ path, message });
    expect(result.error.body.message).toMatch(/^The module data has (1 problem|\d+ problems): /);
    expect(await rowCounts()).toEqual(before);
  });

  it('lists every problem at once, in the message too', async () => {
    const data = module('many-problems', { content: { 'text@xx': 1 } }, { 'title@de': 'Erste' });
    const result = await t.app.sliders.save({ ...data, settings: { alias: '' } });
    expect(!result.ok && result.error.body.issues?.map((i) => i.path)).toEqual([
      'settings.alias',
      'slides.s1.slide.title@de',
      'slides.s1.layers.l1.content.text@xx',
    ]);
    expect(!result.ok && result.error.body.message).toBe(
      'The module data has 3 problems: settings.alias: missing alias: every module needs one (letters, digits, "-" and "_"); slides.s1.slide.title@de: "de" is not a language of the site (one of fr, en, es); slides.s1.layers.l1.content.text@xx: "xx" is not a language of the site (one of fr, en, es).',
    );
  });

  it.each([
    [
      'a layer of a kind the engine does not have',
      module('odd-kind', { type: 'hologram' }),
      {
        path: 'slides.s1.layers.l1.type',
        message:
          'unknown layer type "hologram" (one of text, shape, image, video, audio, svg, row, column, group, button, linebreak)',
        removed: 'slides.s1.layers.l1',
      },
    ],
    [
      'more than 10 navigation params',
      module('many-params', {}, { params: Array.from({ length: 11 }, () => ({ v: 'x' })) }),
      {
        path: 'slides.s1.params',
        message: 'at most 10 navigation params, got 11 (the rest left out)',
        removed: 'slides.s1.params',
      },
    ],
    [
      'a video layer of a media type the engine cannot play',
      module('bad-media', { type: 'video', media: { type: 'flash', src: '/clip.swf' } }),
      {
        path: 'slides.s1.layers.l1.media.type',
        message: 'Invalid video type. Please use "youtube", "vimeo", or "html5". Received: flash.',
        removed: 'slides.s1.layers.l1',
      },
    ],
    [
      'a slide background video of a media type the engine cannot play',
      module('bad-bg-video', {
        type: 'shape',
        subtype: 'slidebg',
        bg: { video: { type: 'dailymotion', src: 'x7' } },
      }),
      {
        path: 'slides.s1.layers.l1.bg.video.type',
        message:
          'Invalid video type. Please use "youtube", "vimeo", or "html5". Received: dailymotion.',
        removed: 'slides.s1.layers.l1.bg.video',
      },
    ],
  ])('saves %s, naming what the engine leaves out', async (_label, data, drop) => {
    const result = await t.app.sliders.save(data);
    expect(result.ok && result.dropped).toEqual([drop]);
  });

  it('refuses an alias that is taken unless told to replace it, keeping the id', async () => {
    const first = await t.app.sliders.save(module('replaced'));
    expect(first.ok).toBe(true);
    const served = (await http.get('/api/slider/sliders/replaced')).json();
    expect(served.slides.s1.layers[0].content.text).toBe('Bonjour');

    const again = await t.app.sliders.save(module('replaced', { content: { text: 'Salut' } }));
    expect(!again.ok && again.error.status).toBe(409);
    expect(!again.ok && again.error.body.message).toBe(
      'A module with the alias "replaced" exists already; save with replace to overwrite it, or under a free alias such as "replaced-2".',
    );

    // The proposal is free: with "replaced-2" taken too, it is "replaced-3".
    expect((await t.app.sliders.save(module('replaced-2'))).ok).toBe(true);
    const third = await t.app.sliders.save(module('replaced'));
    expect(!third.ok && third.error.body.message).toMatch(/such as "replaced-3"\.$/);

    const replaced = await t.app.sliders.save(
      {
        ...module('replaced', { content: { text: 'Salut' } }),
        slides: {
          s2: {
            id: 's2',
            slide: { id: 's2', order: 1 },
            layers: { a: { id: 'a', type: 'shape' } },
          },
        },
      },
      { replace: true },
    );
    expect(replaced).toMatchObject({ ok: true, created: false, slides: ['s2'] });
    expect(first.ok && replaced.ok && replaced.id).toBe(first.ok && first.id);
    // The served module changes at once: the cache knows about the save.
    const now = (await http.get('/api/slider/sliders/replaced')).json();
    expect(Object.keys(now.slides)).toEqual(['s2']);
  });
});

describe('modules stored before the model changed', () => {
  it('serves what the engine reads of a stored module, with a warning naming what it leaves out', async () => {
    const saved = await t.app.sliders.save({
      ...module('drifted'),
      slides: {
        s1: module('x').slides.s1,
        s2: { id: 's2', slide: { id: 's2', order: 2 }, layers: {} },
      },
    });
    expect(saved.ok).toBe(true);
    // As if a later version of the model refused what an earlier one accepted.
    await t.app.database.db
      .updateTable('sliderSlides')
      .set({ layers: JSON.stringify({ l1: { id: 'l1', type: 'hologram' } }) })
      .where('slideKey', '=', 's1')
      .where('moduleId', '=', saved.ok ? saved.id : 0)
      .execute();
    const warn = vi.fn();
    const service = createSliderService({ db: t.app.database.db, log: { warn } });
    const result = await service.load({ by: 'alias', alias: 'drifted' });
    expect(result.ok).toBe(true);
    if (!result.ok || !('settings' in result.body)) return;
    expect(result.body.slides.s1?.layers).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ alias: 'drifted', dropped: 1 }),
      'stored slider module served without the fields the engine leaves out',
    );
  });

  it('answers 404 when nothing of it can be shown', async () => {
    const saved = await t.app.sliders.save(module('unreadable'));
    // Its slides gone (a manual clean-up, say): the module has nothing left to show.
    await t.app.database.db
      .deleteFrom('sliderSlides')
      .where('moduleId', '=', saved.ok ? saved.id : 0)
      .execute();
    const service = createSliderService({ db: t.app.database.db });
    const result = await service.load({ by: 'alias', alias: 'unreadable' });
    expect(!result.ok && result.error.body).toMatchObject({
      statusCode: 404,
      code: 'SLIDER_STORED_INVALID',
      message:
        'The module "unreadable" is stored with data the engine cannot show (slides: no slide to show); save it again.',
    });
  });

  it('answers 404 for a module saved by engine 6 whose migration has nothing to show', async () => {
    const stamp = new Date().toISOString();
    await t.app.database.db
      .insertInto('sliderModules')
      .values({
        id: await t.app.sliders.newId('module'),
        alias: 'old-engine',
        title: 'Ancien',
        type: 'standard',
        engineVersion: 6,
        settings: '{}',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    const response = await http.get('/api/slider/sliders/old-engine?srengine=6');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'SLIDER_STORED_INVALID',
      message:
        'The module "old-engine" is stored with data the engine cannot show (the migrated module is not valid: slides: no slide to show); save it again.',
    });
  });
});
