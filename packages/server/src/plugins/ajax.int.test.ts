import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.registerAjaxAction('echo', async (fields) => ({ success: true, fields }));
});
afterAll(() => t.close());

const post = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/ajax',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('POST /ajax', () => {
  it('dispatches on the action field', async () => {
    const response = await post('action=echo&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, fields: { action: 'echo', page: '2' } });
  });

  it('names the problem when the action is missing or unknown', async () => {
    const missing = await post('page=2');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('The action field is missing');
    const unknown = await post('action=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown action "nope"');
  });

  it('refuses a body that is not form fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/ajax',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(response.statusCode).toBe(400);
  });
});
