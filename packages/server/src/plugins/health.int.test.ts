import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';

describe.each(testDatabases())('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
  });
  afterAll(() => t.close());

  describe('health', () => {
    it('reports the process up on /healthz', async () => {
      const response = await t.app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('reports the database reachable on /readyz', async () => {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        checks: { database: { status: 'ok' }, realtime: { status: 'ok' } },
      });
    });

    it('answers 503 naming the dependency that is down', async () => {
      t.app.addReadinessCheck('search-index', async () => {
        throw new Error('engine unreachable');
      });
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        checks: {
          database: { status: 'ok' },
          realtime: { status: 'ok' },
          'search-index': { status: 'error', message: 'engine unreachable' },
        },
      });
    });
  });
});
