import { DataClient } from '@tribune/slider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PAGE_ACTION } from '../galleries/galleryAjax.js';
import { createNonceService } from '../security/nonce.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';
import { BACKEND_NONCE_ACTION } from './sliderRequests.js';
import { sliderHttp } from './test-support/sliderHttp.js';

/** Highest slide id the seed saves (demo-modal-target's last slide). */
const LAST_SEEDED_SLIDE_ID = 713;

describe.each(testDatabases())('rs_ajax_action client actions on %s (reads)', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof sliderHttp>;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
    http = sliderHttp(t.app);
    ids = {};
    for (const alias of ['home-hero', 'demo-standard']) {
      ids[alias] = (await http.get(`/api/slider/sliders/${alias}`)).json().id;
    }
  });
  afterAll(() => t.close());

  describe('get_full_slider_object', () => {
    it('answers what the REST route answers, for the module id', async () => {
      const response = await http.action('get_full_slider_object', {
        id: ids['demo-standard'],
        version: 7,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const rest = await http.get(`/api/slider/sliders/${ids['demo-standard']}`);
      expect(response.body).toBe(rest.body);
      expect(response.json()).toMatchObject({
        success: true,
        id: ids['demo-standard'],
        alias: 'demo-standard',
        v6v7ids: { n: {} },
      });
    });

    it('takes the id as text, an alias as the id, or an alias with forcealias', async () => {
      const expected = (await http.get('/api/slider/sliders/home-hero')).body;
      for (const data of [
        { id: String(ids['home-hero']) },
        { id: 'home-hero' },
        { alias: 'home-hero' },
        { id: 999_999, alias: 'home-hero', forcealias: true },
        // An id the database does not know, with the module's alias: the alias decides.
        { id: 999_999, alias: 'home-hero' },
      ]) {
        const response = await http.action('get_full_slider_object', data);
        expect(response.statusCode, JSON.stringify(data)).toBe(200);
        expect(response.body, JSON.stringify(data)).toBe(expected);
      }
    });

    it('serves the texts in the language of data.srlang', async () => {
      const response = await http.action('get_full_slider_object', {
        id: 'home-hero',
        srlang: 'es',
      });
      expect(response.json()).toMatchObject({ lang: 'es', settings: { title: 'En portada' } });
    });

    it('gives one slide’s layers for a slideid, and 404 for a slide of another module', async () => {
      const one = await http.action('get_full_slider_object', {
        id: ids['demo-standard'],
        slideid: 23,
      });
      expect(one.statusCode).toBe(200);
      const body = one.json();
      expect(Object.keys(body.slides)).toEqual(['23']);
      const types = body.slides['23'].layers.map((l: { type: string }) => l.type);
      expect(types).toEqual(expect.arrayContaining(['group', 'shape', 'svg', 'text']));

      const other = await http.action('get_full_slider_object', {
        id: ids['demo-standard'],
        slideid: '11',
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({
        success: false,
        statusCode: 404,
        code: 'SLIDER_SLIDE_NOT_FOUND',
        message: 'The module "demo-standard" has no slide "11".',
      });
    });

    it('answers 404 with success=false for an unknown module', async () => {
      const byId = await http.action('get_full_slider_object', { id: 424_242 });
      expect(byId.statusCode).toBe(404);
      expect(byId.json()).toEqual({
        success: false,
        statusCode: 404,
        code: 'SLIDER_NOT_FOUND',
        message: 'No slider module has the id "424242".',
      });
      const byAlias = await http.action('get_full_slider_object', {
        alias: 'lost-module',
        forcealias: true,
      });
      expect(byAlias.statusCode).toBe(404);
      expect(byAlias.json().message).toBe('No slider module has the alias "lost-module".');
    });

    it.each([
      [
        {},
        'data.id',
        'The field data.id is missing: send the module id, or its alias with forcealias.',
      ],
      [
        { id: { a: 1 } },
        'data.id',
        'The field data.id must be a module id or alias (text or a number).',
      ],
      [
        { id: 'no spaces please' },
        'data.id',
        'The field data.id must be a module id (digits) or alias (letters, digits, "-" and "_"), got "no spaces please".',
      ],
      [
        { alias: 'a/b' },
        'data.alias',
        'The field data.alias must be a module alias (letters, digits, "-" and "_"), got "a/b".',
      ],
      [
        { id: 2, forcealias: 'sometimes' },
        'data.forcealias',
        'The field data.forcealias must be true or false.',
      ],
      [
        { id: 2, slideid: '../etc' },
        'data.slideid',
        'The field data.slideid must be a slide id (1–64 letters, digits, "-", "_" or ".").',
      ],
      [{ id: 2, version: 8 }, 'data.version', 'The field data.version must be 6 or 7, got "8".'],
      [
        { id: 2, srlang: 'français' },
        'data.srlang',
        'The field data.srlang must be a language tag such as fr, en or es_ES, got "français".',
      ],
    ])('answers 400 naming the field for data %j', async (data, field, message) => {
      const response = await http.action('get_full_slider_object', data);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 400,
        code: 'SLIDER_FIELD',
        field,
        message,
      });
    });
  });

  describe('the form fields', () => {
    it('answers 400 naming the problem when data is not JSON', async () => {
      const response = await http.ajax({
        client_action: 'get_full_slider_object',
        data: '{"id": 2,}',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'SLIDER_DATA_JSON' });
      expect(body.message).toMatch(/^The field data is not valid JSON: .+\.$/);
      expect(body.message).toMatch(/position 9|JSON/);
    });

    it('answers 400 when data is JSON but not an object', async () => {
      for (const data of ['[1,2]', '"home-hero"', '7', 'null']) {
        const response = await http.ajax({ client_action: 'get_full_slider_object', data });
        expect(response.statusCode, data).toBe(400);
        expect(response.json(), data).toMatchObject({
          code: 'SLIDER_FIELD',
          field: 'data',
          message: 'The field data must be a JSON object such as {"id": 3}.',
        });
      }
    });

    it('answers 400 for a missing or unknown client_action, listing the known ones', async () => {
      const known =
        'get_full_slider_object, get_modal_settings, get_stream_data, get_slideid, get_moduleid';
      const missing = await http.ajax({ data: '{}' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        field: 'client_action',
        message: `The field client_action is missing (one of ${known}).`,
      });
      const unknown = await http.ajax({ client_action: 'delete_everything', data: '{}' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'SLIDER_CLIENT_ACTION',
        message: `Unknown client_action "delete_everything". Known client actions: ${known}.`,
      });
      // Inherited object keys are not actions.
      const proto = await http.ajax({ client_action: 'constructor', data: '{}' });
      expect(proto.json().code).toBe('SLIDER_CLIENT_ACTION');
    });

    it('answers 400 for a version other than 6 or 7', async () => {
      const response = await http.ajax({
        client_action: 'get_full_slider_object',
        data: '{"id":"home-hero"}',
        version: '5',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'version',
        message: 'The field version must be 6 or 7, got "5".',
      });
      const six = await http.ajax({
        client_action: 'get_full_slider_object',
        data: '{"id":"home-hero"}',
        version: '6',
      });
      expect(six.statusCode).toBe(200);
    });

    it('serves reads without a nonce (front-end mode) and ignores one given', async () => {
      const without = await http.action('get_full_slider_object', { id: 'home-hero' });
      const withJunk = await http.action(
        'get_full_slider_object',
        { id: 'home-hero' },
        { nonce: 'not-a-nonce' },
      );
      expect(without.statusCode).toBe(200);
      expect(withJunk.body).toBe(without.body);
    });
  });

  describe('get_modal_settings and get_stream_data', () => {
    it('answer 404 with the reason for modules that are not modals or have no stream', async () => {
      const modal = await http.action('get_modal_settings', {
        version: 7,
        id: ids['home-hero'],
        alias: 'home-hero',
      });
      expect(modal.statusCode).toBe(404);
      expect(modal.json()).toMatchObject({ success: false, code: 'SLIDER_NOT_MODAL' });
      const stream = await http.action('get_stream_data', { id: ids['demo-standard'] });
      expect(stream.statusCode).toBe(404);
      expect(stream.json()).toMatchObject({ success: false, code: 'SLIDER_NO_STREAM' });
      const unknown = await http.action('get_modal_settings', {
        id: 999_999,
        alias: 'nobody',
        forcealias: true,
      });
      expect(unknown.json()).toMatchObject({ code: 'SLIDER_NOT_FOUND' });
    });

    it('serves the seeded modal as the engine asks for it: by alias with forcealias', async () => {
      const rest = await http.get('/api/slider/sliders/modal/demo-modal-target');
      const { id } = rest.json();
      for (const data of [
        { version: 7, alias: 'demo-modal-target', forcealias: true },
        { version: 7, id: 999_999, alias: 'demo-modal-target', forcealias: 'true' },
        { version: 7, id },
      ]) {
        const response = await http.action('get_modal_settings', data);
        expect(response.statusCode, JSON.stringify(data)).toBe(200);
        expect(response.body, JSON.stringify(data)).toBe(rest.body);
      }
      expect(rest.json()).toMatchObject({ id, sp: 1000, v: 'middle', h: 'center' });
    });
  });
});

describe('rs_ajax_action new ids (get_moduleid, get_slideid) and modal settings', () => {
  let t: TestApp;
  let http: ReturnType<typeof sliderHttp>;
  let nonce: string;
  beforeAll(async () => {
    t = await createTestApp();
    http = sliderHttp(t.app);
    nonce = t.app.nonces.issue(BACKEND_NONCE_ACTION);
  });
  afterAll(() => t.close());

  const newId = async (kind: 'slide' | 'module', data: unknown = {}) => {
    const response = await http.action(`get_${kind}id`, data, { nonce });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, id: expect.any(Number) });
    return body.id as number;
  };

  it('hands out module ids above every module and slide ids above every saved slide', async () => {
    const modules = await t.app.database.db.selectFrom('sliderModules').select('id').execute();
    const moduleId = await newId('module');
    expect(moduleId).toBeGreaterThan(Math.max(...modules.map((m) => m.id)));
    const slideId = await newId('slide', { module: 'demo-standard' });
    expect(slideId).toBeGreaterThan(LAST_SEEDED_SLIDE_ID);
    expect(await newId('slide', { module: 2 })).toBe(slideId + 1);
    expect(await newId('module')).toBe(moduleId + 1);
  });

  it('never hands out the same id twice, even to requests that arrive together', async () => {
    const kinds = Array.from({ length: 40 }, (_, i): 'slide' | 'module' =>
      i % 2 ? 'slide' : 'module',
    );
    const answers = await Promise.all(kinds.map((kind) => newId(kind)));
    const modules = answers.filter((_, i) => kinds[i] === 'module');
    const slides = answers.filter((_, i) => kinds[i] === 'slide');
    expect(new Set(modules).size).toBe(20);
    expect(new Set(slides).size).toBe(20);
    // Consecutive: no id was skipped or reused.
    expect(Math.max(...modules) - Math.min(...modules)).toBe(19);
  });

  it('keeps reserved ids from new modules saved without one, and lets their owner use them', async () => {
    const reserved = await newId('module');
    const data = (alias: string) => ({
      settings: { alias, title: alias },
      slides: { 900: { id: 900, slide: { id: 900, order: 1, title: 'Une' }, layers: {} } },
    });
    const other = await t.app.sliders.save(data('saved-without-id'));
    expect(other.ok && other.id).toBeGreaterThan(reserved);
    const owner = await t.app.sliders.save(data('saved-with-reserved-id'), { id: reserved });
    expect(owner).toMatchObject({ ok: true, id: reserved, created: true });
    const taken = await t.app.sliders.save(data('saved-with-taken-id'), { id: reserved });
    expect(taken.ok).toBe(false);
    expect(!taken.ok && taken.error.body.message).toBe(
      `The module data has 1 problem: id: the module id ${reserved} is taken.`,
    );
    // The saved slide id 900 is never handed out afterwards.
    expect(await newId('slide')).toBeGreaterThan(900);
  });

  it.each([
    ['no nonce', undefined, 'missing'],
    ['a malformed nonce', 'abc', 'malformed'],
    ['a nonce for another action', 'gallery', 'invalid'],
    ['an expired nonce', 'expired', 'expired'],
  ])('answers 403 to %s', async (_label, which, problem) => {
    const value =
      which === 'gallery'
        ? t.app.nonces.issue(GALLERY_PAGE_ACTION)
        : which === 'expired'
          ? expiredNonce(t)
          : which;
    for (const kind of ['module', 'slide']) {
      const response = await http.ajax({
        client_action: `get_${kind}id`,
        data: '{}',
        ...(value === undefined ? {} : { nonce: value }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 403,
        code: 'SLIDER_NONCE',
        message: `The nonce is ${problem}: get_${kind}id is a backend request and needs a slider-backend nonce.`,
      });
    }
  });

  it('answers 400 for a data.module that names no module', async () => {
    const response = await http.action('get_slideid', { module: 'a b' }, { nonce });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'data.module' });
  });

  it('serves the settings of a module used as a modal, with the spec’s defaults', async () => {
    const saved = await t.app.sliders.save({
      settings: { alias: 'newsletter-modal', useAsModal: true, modal: { bg: '#111936' } },
      slides: { 950: { id: 950, slide: { id: 950, order: 1 }, layers: {} } },
    });
    expect(saved.ok).toBe(true);
    const byAction = await http.action('get_modal_settings', {
      version: 7,
      id: 123_456,
      alias: 'newsletter-modal',
      forcealias: true,
    });
    expect(byAction.statusCode).toBe(200);
    expect(byAction.json()).toEqual({
      success: true,
      id: saved.ok ? saved.id : 0,
      alias: 'newsletter-modal',
      sp: 1000,
      bg: '#111936',
      pS: null,
      v: 'middle',
      h: 'center',
      v6v7ids: { n: {} },
      trans: {},
      navs: {},
    });
    const byRoute = await http.get('/api/slider/sliders/modal/newsletter-modal');
    expect(byRoute.statusCode).toBe(200);
    expect(byRoute.body).toBe(byAction.body);
  });

  it('works with the engine’s data client in backend mode', async () => {
    const client = DataClient({ fetch: http.fetch, nonce });
    const first = await client.getNewId('slide', 'demo-standard');
    const second = await client.getNewId('slide', 'demo-standard');
    expect(second).toBe(Number(first) + 1);
    const refused = DataClient({ fetch: http.fetch });
    await expect(refused.getNewId('module', 'demo-standard')).rejects.toThrow('Forbidden');
  });
});

/** A well-signed nonce for the backend whose lifetime is over. */
function expiredNonce(t: TestApp): string {
  const past = createNonceService({
    secret: t.config.nonceSecret,
    lifetimeMs: 1000,
    now: () => Date.now() - 60_000,
  });
  return past.issue(BACKEND_NONCE_ACTION);
}
