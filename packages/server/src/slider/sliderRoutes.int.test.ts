import { DataClient, parseModule, validateModule } from '@tribune/slider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';
import { sliderHttp } from './test-support/sliderHttp.js';

const SITE = 'https://tribune.test';
// The headline layer holds its score together (word joiners around the dash).
const SCORE = '3\u2060–\u20602';
const HERO_TITLE = {
  fr: `Valmont renverse Rivemont au bout d’un derby bouillant (${SCORE})`,
  en: `Valmont edge Rivemont ${SCORE} in a fiery derby thriller`,
  es: `El Valmont gana el derbi ante el Rivemont en un final de infarto (${SCORE})`,
};

/** The first text layer that is a heading, in the first slide of a served module. */
function headline(body: {
  slides: Record<string, { layers: { tag?: string; content: { text?: string } }[] }>;
}) {
  const [first] = Object.values(body.slides);
  return first?.layers.find((layer) => layer.tag === 'h2')?.content.text;
}

describe.each(testDatabases())('slider REST routes on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof sliderHttp>;
  let heroId: number;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
    http = sliderHttp(t.app);
    heroId = (await http.get('/api/slider/sliders/home-hero?alias=true')).json().id;
  });
  afterAll(() => t.close());

  describe('GET /api/slider/sliders/{idOrAlias}', () => {
    it('serves a module by alias: the engine-7 shape with success, id, alias and v6v7ids', async () => {
      const response = await http.get('/api/slider/sliders/home-hero?srengine=7&alias=true');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['content-language']).toBe('fr');
      expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        id: heroId,
        alias: 'home-hero',
        lang: 'fr',
        settings: { type: 'hero', alias: 'home-hero', dbid: String(heroId), title: 'À la une' },
        addOns: [],
        v6v7ids: { n: {} },
      });
      expect(Object.keys(body.slides)).toEqual(['11']);
      expect(body.slides['11']).toMatchObject({ id: '11', slide: { id: '11', order: 1 } });
      expect(headline(body)).toBe(HERO_TITLE.fr);
    });

    it('serves the same module by its id, with or without srengine', async () => {
      const byAlias = await http.get('/api/slider/sliders/home-hero?alias=true');
      for (const query of ['', '?srengine=7', '?srengine=6']) {
        const byId = await http.get(`/api/slider/sliders/${heroId}${query}`);
        expect(byId.statusCode, query).toBe(200);
        expect(byId.body).toBe(byAlias.body);
      }
      // An alias needs no alias=true when it is not all digits.
      expect((await http.get('/api/slider/sliders/home-hero')).body).toBe(byAlias.body);
    });

    it('resolves library pictures to their variants and reserves their size', async () => {
      const body = (await http.get('/api/slider/sliders/home-hero')).json();
      const background = body.slides['11'].layers.find(
        (layer: { subtype?: string }) => layer.subtype === 'slidebg',
      );
      const image = background.bg.image;
      expect(image).toMatchObject({
        key: 'slider-home-hero-stadium',
        src: expect.stringMatching(/^\/media\/slider-home-hero-stadium-\d+w-[0-9a-f]{8}\.jpg$/),
        width: expect.any(Number),
        height: expect.any(Number),
        dominantColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
      expect(image.srcSet).toContain(' 768w');
      expect(image.sources.map((s: { type: string }) => s.type)).toEqual([
        'image/avif',
        'image/webp',
      ]);
      // The picture is really there: the sharp pipeline wrote it to the media directory.
      const file = await http.get(image.src);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
    });

    it.each(['fr', 'en', 'es'] as const)('serves the texts in %s with srlang', async (lang) => {
      const response = await http.get(`/api/slider/sliders/home-hero?srlang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe(lang);
      const body = response.json();
      expect(body.lang).toBe(lang);
      expect(headline(body)).toBe(HERO_TITLE[lang]);
      const button = body.slides['11'].layers.find((l: { type: string }) => l.type === 'button');
      expect(button.href).toMatch(new RegExp(`^/${lang}/article/`));
      // Translations are folded in: the browser sees plain engine-7 data.
      expect(response.body).not.toMatch(/@(en|es|fr)"/);
    });

    it('reads srlang as a language tag and serves the saved texts for other languages', async () => {
      const english = await http.get('/api/slider/sliders/home-hero?srlang=en_GB');
      expect(headline(english.json())).toBe(HERO_TITLE.en);
      const german = await http.get('/api/slider/sliders/home-hero?srlang=de');
      expect(german.statusCode).toBe(200);
      expect(headline(german.json())).toBe(HERO_TITLE.fr);
    });

    it('serves data the engine’s parser reads without dropping anything, and reads back the same', async () => {
      const body = (await http.get('/api/slider/sliders/demo-standard?srlang=en')).json();
      const strict = validateModule(body);
      expect(strict.ok ? [] : strict.issues).toEqual([]);
      const { module, dropped } = parseModule(body);
      expect(dropped).toEqual([]);
      expect(module?.slides.map((s) => s.id)).toEqual(['21', '22', '23', '24', '25', '26']);
      expect(module?.settings.dbid).toBe(String(body.id));
    });

    it('serves one slide with its layers for slideid (lazy slide content)', async () => {
      const response = await http.get('/api/slider/sliders/demo-standard?slideid=22&srlang=es');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body.slides)).toEqual(['22']);
      const types = body.slides['22'].layers.map((l: { type: string }) => l.type);
      expect(types).toEqual(expect.arrayContaining(['row', 'column', 'image', 'button']));
      expect(body.slides['22'].slide.title).toBe(
        'La cantera del Lorvèze, una fábrica de talento que marca el camino',
      );
    });

    it('answers 404 naming the slide when slideid is a slide of another module', async () => {
      const response = await http.get('/api/slider/sliders/demo-standard?slideid=11');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 404,
        code: 'SLIDER_SLIDE_NOT_FOUND',
        message: 'The module "demo-standard" has no slide "11".',
      });
    });

    it('answers 404 JSON for an unknown id or alias', async () => {
      const byId = await http.get('/api/slider/sliders/987654');
      expect(byId.statusCode).toBe(404);
      expect(byId.headers['content-type']).toMatch(/^application\/json/);
      expect(byId.headers['cache-control']).toBe('no-store');
      // Pages on other sites read the reason too.
      expect(byId.headers['access-control-allow-origin']).toBe('*');
      expect(byId.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(byId.json()).toEqual({
        success: false,
        statusCode: 404,
        code: 'SLIDER_NOT_FOUND',
        message: 'No slider module has the id "987654".',
      });
      const byAlias = await http.get('/api/slider/sliders/no-such-module?alias=true');
      expect(byAlias.statusCode).toBe(404);
      expect(byAlias.json().message).toBe('No slider module has the alias "no-such-module".');
      // alias=true makes digits an alias, not an id.
      const digits = await http.get(`/api/slider/sliders/${heroId}?alias=true`);
      expect(digits.statusCode).toBe(404);
      expect(digits.json().message).toBe(`No slider module has the alias "${heroId}".`);
    });

    it.each([
      ['srengine=8', 'srengine', 'The query parameter srengine must be 6 or 7, got "8".'],
      [
        'srengine=6&srengine=7',
        'srengine',
        'The query parameter srengine is given more than once.',
      ],
      ['alias=maybe', 'alias', 'The query parameter alias must be true or false, got "maybe".'],
      ['raw=2', 'raw', 'The query parameter raw must be true or false, got "2".'],
      [
        'srlang=%3Cscript%3E',
        'srlang',
        'The query parameter srlang must be a language tag such as fr, en or es_ES, got "<script>".',
      ],
      [
        'slideid=a%20b',
        'slideid',
        'The query parameter slideid must be a slide id (1–64 letters, digits, "-", "_" or "."), got "a b".',
      ],
    ])('answers 400 naming the parameter for %s', async (query, field, message) => {
      const response = await http.get(`/api/slider/sliders/home-hero?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 400,
        code: 'SLIDER_FIELD',
        field,
        message,
      });
    });

    it('answers 400 for an id or alias that cannot name a module', async () => {
      const response = await http.get('/api/slider/sliders/-bad%20alias');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'SLIDER_FIELD', field: 'idOrAlias' });
      expect(response.json().message).toContain('got "-bad alias"');
    });

    it('gives back the stored data for raw=true: translations and image keys as saved', async () => {
      const response = await http.get('/api/slider/sliders/home-hero?raw=true');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, id: heroId, alias: 'home-hero' });
      expect(body.settings).toMatchObject({ title: 'À la une', 'title@en': 'Top story' });
      const background = body.slides['11'].layers['0'];
      expect(background.bg.image).toEqual(
        expect.objectContaining({ key: 'slider-home-hero-stadium', src: '' }),
      );
      // One slide of the raw data, or 404.
      const one = await http.get('/api/slider/sliders/demo-standard?raw=true&slideid=23');
      expect(Object.keys(one.json().slides)).toEqual(['23']);
      const missing = await http.get('/api/slider/sliders/demo-standard?raw=true&slideid=99');
      expect(missing.statusCode).toBe(404);
    });

    it('answers 304 to a request that has the current ETag', async () => {
      const first = await http.get('/api/slider/sliders/demo-standard?srlang=en');
      const etag = String(first.headers.etag);
      const again = await http.get('/api/slider/sliders/demo-standard?srlang=en', {
        'if-none-match': etag,
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Another language is another representation.
      const french = await http.get('/api/slider/sliders/demo-standard?srlang=fr', {
        'if-none-match': etag,
      });
      expect(french.statusCode).toBe(200);
    });
  });

  describe('GET /api/slider/sliders/stream/{id} and /modal/{id}', () => {
    it('answers 404 for a module without a stream source, and for an unknown module', async () => {
      const none = await http.get('/api/slider/sliders/stream/demo-standard');
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({
        success: false,
        code: 'SLIDER_NO_STREAM',
        message:
          'The module "demo-standard" has no stream source (settings.source.type is not set).',
      });
      const unknown = await http.get('/api/slider/sliders/stream/424242');
      expect(unknown.json()).toMatchObject({ success: false, code: 'SLIDER_NOT_FOUND' });
    });

    it('answers 404 for modal settings of a module that is not a modal', async () => {
      const response = await http.get(`/api/slider/sliders/modal/${heroId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'SLIDER_NOT_MODAL',
        message: 'The module "home-hero" is not a modal (settings.useAsModal is off).',
      });
      expect((await http.get('/api/slider/sliders/modal/nope?alias=true')).statusCode).toBe(404);
    });

    it('serves the seeded modal’s settings by alias and by id: its cover, the spec’s defaults', async () => {
      const byAlias = await http.get('/api/slider/sliders/modal/demo-modal-target');
      expect(byAlias.statusCode).toBe(200);
      expect(byAlias.headers['access-control-allow-origin']).toBe('*');
      const body = byAlias.json();
      expect(body).toEqual({
        success: true,
        id: expect.any(Number),
        alias: 'demo-modal-target',
        sp: 1000,
        bg: 'rgba(17, 25, 54, 0.82)',
        pS: null,
        v: 'middle',
        h: 'center',
        v6v7ids: { n: {} },
        trans: {},
        navs: {},
      });
      const byId = await http.get(`/api/slider/sliders/modal/${body.id}?srengine=7`);
      expect(byId.body).toBe(byAlias.body);
      // The module it opens from is not a modal itself.
      const opener = await http.get('/api/slider/sliders/modal/demo-modal');
      expect(opener.json()).toMatchObject({ code: 'SLIDER_NOT_MODAL' });
    });
  });

  describe('GET /api/slider/modules/{alias}.json', () => {
    it('serves the module as a self-contained document with absolute media URLs', async () => {
      const response = await http.get('/api/slider/modules/demo-standard.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['addOns', 'id', 'settings', 'slides']);
      const text = response.body;
      expect(text).not.toMatch(/"(src|srcSet)":"\/media\//);
      expect(text).toContain(`"src":"${SITE}/media/slider-demo-crowd-`);
      const svg = Object.values(
        body.slides as Record<string, { layers: { type: string; content: { src: string } }[] }>,
      )
        .flatMap((s) => s.layers)
        .find((l) => l.type === 'svg');
      expect(svg?.content.src).toMatch(
        new RegExp(`^${SITE}/media/crest-olympique-valmont-[0-9a-f]{8}\\.svg$`),
      );
      expect(parseModule(body).dropped).toEqual([]);
    });

    it('takes srlang, and answers 404 / 400 for unknown or malformed names', async () => {
      const english = await http.get('/api/slider/modules/home-hero.json?srlang=en');
      expect(headline(english.json())).toBe(HERO_TITLE.en);
      const unknown = await http.get('/api/slider/modules/nothing-here.json');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No slider module has the alias "nothing-here".');
      for (const name of ['home-hero', 'home-hero.xml', '.json', '-x.json']) {
        const bad = await http.get(`/api/slider/modules/${name}`);
        expect(bad.statusCode, name).toBe(400);
        expect(bad.json()).toMatchObject({ code: 'SLIDER_FIELD', field: 'file' });
      }
    });
  });

  describe('the engine’s data client against these routes', () => {
    const quiet = { warn() {}, error() {}, info() {} };

    it('loads modules by REST, by .json URL and by ajax, and one slide lazily', async () => {
      const client = DataClient({ fetch: http.fetch, logger: quiet });
      const rest = await client.getModule('demo-standard', { lang: 'en' });
      expect(rest.ok && rest.module.slides).toHaveLength(6);
      expect(rest.ok && rest.dropped).toEqual([]);
      const file = await client.getJsonModule('/api/slider/modules/home-hero.json');
      expect(file.ok && file.module.settings.type).toBe('hero');
      const ajax = await client.getFullSliderObject({ id: String(heroId) });
      expect(ajax.ok && ajax.module.settings.alias).toBe('home-hero');
      const slide = await client.getSlide({ id: 'demo-standard', slideId: '24' });
      expect(slide?.id).toBe('24');
      expect(slide?.layers.length).toBeGreaterThan(2);
    });

    it('logs the spec’s message for a module the server does not have', async () => {
      const errors: string[] = [];
      const client = DataClient({
        fetch: http.fetch,
        logger: { ...quiet, error: (message: string) => errors.push(message) },
      });
      const result = await client.getModule('ghost-module');
      expect(result).toEqual({ ok: false, reason: 'Not Found' });
      expect(errors).toEqual(['ghost-module Could not be Loaded from DB']);
    });
  });
});
