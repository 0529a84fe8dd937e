import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test-support/tcpProxy.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

const postgresUrl = inject('postgresUrl');

/** Runs one statement on a connection of its own (not the app's pool). */
async function asAdmin(text: string, values: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: postgresUrl ?? '' });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Issue 26, item 1: the app reaches PostgreSQL through a relay this test can cut, under an
 * application_name of its own, so what happens here touches no other test's connections.
 */
describe.skipIf(!postgresUrl)('PostgreSQL connection loss', () => {
  const appName = `tribune-outage-${randomBytes(4).toString('hex')}`;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    const upstream = new URL(postgresUrl ?? '');
    proxy = await startTcpProxy(upstream.hostname, Number(upstream.port || 5432));
    const viaProxy = new URL(upstream);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('application_name', appName);
    t = await createTestApp({ DATABASE_URL: viaProxy.toString() }, 'postgres');
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const get = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'fr' } });

  it('logs a terminated idle backend and goes on serving', async () => {
    expect((await get('/fr/')).statusCode).toBe(200);
    const logged = vi.spyOn(t.app.log, 'error');
    // An idle-connection reaper, or an administrator, ends the app's idle backends.
    const ended = await asAdmin(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [appName],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    // Without a pool 'error' listener, this is an uncaught exception and the run fails.
    // Every backend ended was idle in the pool: each is reported once, then dropped.
    await until(
      async () => logged.mock.calls.length === ended.rowCount,
      'every lost connection to be logged',
    );
    expect(logged.mock.calls[0]?.[1]).toMatch(/database connection lost/);
    expect((await get('/fr/')).statusCode).toBe(200);
  });

  it('answers 503 while the database is unreachable and serves again when it is back', async () => {
    await proxy.cut();
    try {
      const page = await get('/fr/');
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Connection terminated/);
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.statusCode).toBe(503);
      // A route registered before the error pages (the slider API) answers the same way.
      const api = await get('/api/slider/sliders/home-hero?alias=true');
      expect(api.statusCode).toBe(503);
      expect(api.json()).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
      expect((await get('/readyz')).statusCode).toBe(503);
    } finally {
      await proxy.restore();
    }
    await until(async () => (await get('/readyz')).statusCode === 200, 'readiness');
    expect((await get('/fr/')).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
  });
});
