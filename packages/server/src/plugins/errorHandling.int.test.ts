import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

/** Issue 26, item 6: one error handler for every route, and no detail in any body. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every query from now on fails as a bug would, with driver text a body must not show. (A
 * storage failure such as SQLITE_IOERR is a 503 now: `db/unavailable.ts`.)
 */
function breakTheDatabase() {
  const failure = Object.assign(
    new Error('SQLITE_ERROR: no such column: secret at /srv/secret/db (disk I/O)'),
    { code: 'SQLITE_ERROR' },
  );
  vi.spyOn(t.app.database.db, 'selectFrom').mockImplementation(() => {
    throw failure;
  });
}

describe('server errors', () => {
  it.each([
    ['the slider API', 'GET', '/api/slider/sliders/home-hero?alias=true', undefined],
    [
      'the ajax endpoint',
      'POST',
      '/ajax',
      `action=rs_ajax_action&version=7&client_action=get_full_slider_object&data=${encodeURIComponent('{"id":"home-hero"}')}`,
    ],
    ['a page', 'GET', '/fr/', undefined],
  ])(
    'answer %s with a generic message and the request id, never the detail',
    async (_, method, url, payload) => {
      breakTheDatabase();
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        payload,
        headers: {
          accept: url === '/fr/' ? 'text/html' : 'application/json',
          ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/SQLITE|disk I\/O|\/srv\/secret|at .*\.ts:\d+/);
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body).toContain(String(requestId));
      if (url !== '/fr/') {
        expect(response.json()).toEqual({
          statusCode: 500,
          code: 'INTERNAL',
          message: 'Something went wrong on our side.',
          requestId,
        });
      }
    },
  );
});

describe('POST /ajax', () => {
  it('refuses a JSON field that is an object with a 400 naming it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/ajax',
      headers: { 'content-type': 'application/json' },
      payload: '{"action":{"toString":1}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AJAX_FIELD' });
    expect(response.json().message).toContain('"action"');
  });
});

describe('400 pages', () => {
  it('name the limit that was passed (issue 26, item 10)', async () => {
    const param = await t.app.inject({ url: `/api/slider/sliders/${'a'.repeat(600)}` });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject({
      code: 'PARAM_TOO_LONG',
      message: 'A part of the URL path is longer than 500 characters.',
    });
    const url = await t.app.inject({ url: `/api/slider/sliders/x?q=${'a'.repeat(3000)}` });
    expect(url.json()).toMatchObject({ code: 'URL_TOO_LONG' });
  });

  it.each([
    ['a malformed percent-encoding in a parameter', '/fr/article/%E0%A4%A'],
    ['a malformed percent-encoding elsewhere', '/%'],
    ['an over-long parameter', `/fr/article/${'a'.repeat(600)}`],
    ['an over-long URL', `/fr/article/x?q=${'a'.repeat(3000)}`],
  ])('carry the security headers of every page: %s', async (_, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The page's inline scripts carry the nonce its policy announces.
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    for (const [, attributes] of response.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });
});
