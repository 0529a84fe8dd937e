import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFieldsIn, freshAddress, humanTiming } from '../comments/test-support/commentForm.js';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { FEED_TOKEN, feedMatch, postFeed } from '../football/test-support/feedTestKit.js';
import { sliderHttp } from '../slider/test-support/sliderHttp.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';

/*
 * Issue 26, item 7: what PostgreSQL refuses (ids beyond its integer, NUL, text that is not
 * Unicode) is refused first, with a 400 naming the field, on both databases alike. Nothing here
 * is stored, so it runs on the shared PostgreSQL test database as it is.
 */

const article = SEED_ARTICLES[0]!;
const frPath = `/fr/article/${article.translations.fr.slug}`;
const TOO_LARGE = '2147483648';

describe.each(testDatabases())('input PostgreSQL could not hold, on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof sliderHttp>;
  beforeAll(async () => {
    t = await createTestApp({ FEED_TOKEN }, kind);
    http = sliderHttp(t.app);
  });
  afterAll(() => t.close());

  /** A complete comment form for the French article, with these fields replaced. */
  async function commentForm(overrides: Record<string, string>) {
    const form = formFieldsIn((await t.app.inject({ url: frPath })).body);
    return {
      comment_post_ID: form.postId,
      comment_parent: '0',
      nonce: form.nonce,
      author: 'Nadia Lemaire',
      email: 'nadia@example.org',
      url: '',
      comment: 'Un avis.',
      ak_hp_textarea: '',
      ...humanTiming(),
      ...overrides,
    };
  }

  describe('ids above 2^31-1', () => {
    it.each([
      `/api/slider/sliders/${TOO_LARGE}`,
      `/api/slider/sliders/stream/${TOO_LARGE}`,
      `/api/slider/sliders/modal/${TOO_LARGE}`,
      '/api/slider/sliders/999999999999999',
    ])('GET %s is a 400 naming idOrAlias', async (url) => {
      const response = await http.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'SLIDER_FIELD',
        field: 'idOrAlias',
        message: expect.stringContaining('from 0 to 2147483647'),
      });
    });

    it('the largest id is an unknown module (404), not an error', async () => {
      expect((await http.get('/api/slider/sliders/2147483647')).statusCode).toBe(404);
    });

    it.each([
      ['get_full_slider_object', { id: TOO_LARGE }, 'data.id'],
      ['get_full_slider_object', { id: Number(TOO_LARGE) }, 'data.id'],
      ['get_modal_settings', { id: TOO_LARGE }, 'data.id'],
      ['get_stream_data', { id: TOO_LARGE }, 'data.id'],
      ['get_stream_data', { type: 'wp-gallery', id: '12,123456789012345' }, 'data.id'],
      ['get_stream_data', { type: 'wp-gallery', id: '12', module: TOO_LARGE }, 'data.module'],
    ])('the client action %s with %j is a 400 naming %s', async (action, data, field) => {
      const response = await http.action(action, data);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'SLIDER_FIELD', field });
    });

    it.each([
      ['comment_post_ID', '123456789012'],
      ['comment_post_ID', TOO_LARGE],
      ['comment_parent', '99999999999'],
    ])('a comment with %s %s is a 400 naming it', async (field, value) => {
      const fields = await commentForm({ [field]: value });
      const response = await t.app.inject({
        method: 'POST',
        url: '/comments',
        remoteAddress: freshAddress(),
        headers: { accept: 'application/json' },
        payload: fields,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('an article page ignores reply and held-comment ids beyond the range', async () => {
      for (const query of [
        `?replytocom=${TOO_LARGE}`,
        '?unapproved=999999999999&moderation-hash=abc.123.def',
      ]) {
        expect((await t.app.inject({ url: `${frPath}${query}` })).statusCode, query).toBe(200);
      }
    });

    it('a gallery page request with a 15-digit gallery id is a 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ajax',
        payload: {
          action: 'rl-get-gallery-page-content',
          gallery_id: '123456789012345',
          gallery_no: '1',
          post_id: '0',
          page: '1',
          nonce: 'x',
          preview: 'false',
          lightbox: 'lightbox',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('gallery_id');
    });
  });

  describe('NUL characters and lone surrogates', () => {
    const nul = 'a\u0000b';
    const loneHigh = 'a\uD800b';
    const loneLow = '\uDC00';

    it.each([
      '/fr/article/caf%00e',
      '/api/slider/sliders/home%00hero',
      '/fr/gallery/x%00',
      '/nowhere/%00',
    ])('in the path of GET %s: 400 naming the path', async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'TEXT_INVALID',
        field: 'path',
        message:
          'The URL path contains a NUL character, which no text sent to Tribune may contain.',
      });
    });

    it('in a query parameter: 400 naming it, also on pages (the 400 page)', async () => {
      const api = await http.get('/api/slider/sliders/home-hero?alias=true&srlang=fr%00');
      expect(api.statusCode).toBe(400);
      expect(api.json()).toMatchObject({ code: 'TEXT_INVALID', field: 'srlang' });
      const page = await t.app.inject({ url: `${frPath}?replytocom=1%00` });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toBeDefined();
    });

    it.each([
      ['a form body', 'form'],
      ['a JSON body', 'json'],
    ])('in %s of POST /ajax: 400 naming the field', async (_what, encoding) => {
      const fields = {
        action: 'rs_ajax_action',
        client_action: 'get_full_slider_object',
        data: `{"id":"home-hero"}${nul}`,
      };
      const response = await t.app.inject({
        method: 'POST',
        url: '/ajax',
        ...(encoding === 'form'
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams(fields).toString(),
            }
          : { payload: fields }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TEXT_INVALID', field: 'data' });
    });

    it.each([
      ['author', nul],
      ['comment', loneHigh],
      ['email', loneLow],
    ])('in the comment field %s: 400 naming it, nothing stored', async (field, value) => {
      const fields = await commentForm({ [field]: value, email: 'guard@example.org' });
      if (field === 'email') fields.email = value;
      const response = await t.app.inject({
        method: 'POST',
        url: '/comments',
        remoteAddress: freshAddress(),
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        payload: JSON.stringify(fields),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TEXT_INVALID', field });
      const stored = await t.app.database.db
        .selectFrom('comments')
        .select('id')
        .where('authorEmail', '=', 'guard@example.org')
        .execute();
      expect(stored).toEqual([]);
    });

    it('escaped inside the JSON text of the slider’s data field: 400 naming data.id', async () => {
      const response = await http.action('get_full_slider_object', { id: `home${loneHigh}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'SLIDER_FIELD', field: 'data.id' });
      expect(response.json().message).toContain('unpaired UTF-16 surrogate');
    });

    it('in a key of a JSON body: 400 naming the key', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ajax',
        headers: { 'content-type': 'application/json' },
        payload: '{"action":"rs_ajax_action","x\\u0000y":"1"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TEXT_INVALID', field: '["x\uFFFDy"]' });
    });

    it.each([
      ['matches', [feedMatch('nul-match', { home: { ...feedMatch('x').home, name: nul } })]],
      ['matches', [feedMatch(`slug${loneHigh}`)]],
    ] as const)('in a feed string (%s): 400 FEED_INVALID with the path', async (path, body) => {
      const response = await postFeed(t.app, path, body);
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe('FEED_INVALID');
      expect(answer.issues).toHaveLength(1);
      expect(answer.issues[0].path).toMatch(/^\[0\]\.(home\.name|slug)$/);
      expect(answer.issues[0].message).toMatch(/^contains (a NUL|an unpaired)/);
    });

    it('in a feed update: 400 FEED_INVALID, nothing stored', async () => {
      const response = await postFeed(t.app, 'updates', [
        { slug: 'x', stage: 'live', events: [{ text: nul }] },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FEED_INVALID');
    });
  });
});
