import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRealtimeServer, type RealtimeServer } from './server.js';
import { testOptions } from './test-support/config.js';

let server: RealtimeServer;
beforeEach(() => {
  server = createRealtimeServer(testOptions());
});
afterEach(async () => {
  await server.close();
});

describe('HTTP API', () => {
  it('refuses a missing or wrong key with 401, accepting the key or "apikey <key>"', async () => {
    expect((await server.handleApiCommand('info', {}, undefined)).status).toBe(401);
    expect((await server.handleApiCommand('info', {}, 'wrong')).status).toBe(401);
    expect((await server.handleApiCommand('info', {}, 'test-api-key')).status).toBe(200);
    expect((await server.handleApiCommand('info', {}, 'apikey test-api-key')).status).toBe(200);
  });

  it('refuses everything when no key is configured', async () => {
    const open = createRealtimeServer({ defaultNamespace: {} });
    expect((await open.handleApiCommand('info', {}, '')).status).toBe(401);
    await open.close();
  });

  it('answers 404 for an unknown method and 200 + error 107 with the fields that were wrong', async () => {
    expect(await server.handleApiCommand('explode', {}, 'test-api-key')).toEqual({
      status: 404,
      body: { error: { code: 104, message: 'method not found' } },
    });
    const r = await server.handleApiCommand('publish', { channel: 5, data: 1 }, 'test-api-key');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: { code: 107, issues: [{ path: 'channel' }] } });
  });

  it.each([
    ['nested 5,000 deep', () => deep(5000), 'is nested more than 64 levels deep'],
    ['of 300 KB', () => ({ text: 'x'.repeat(300 * 1024) }), 'more than 262144'],
  ])(
    'refuses data %s with error 107 naming data (HTTP 200, as Centrifugo), and stores nothing',
    async (_what, make, message) => {
      for (const [method, body] of [
        ['publish', { channel: 'football', data: make() }],
        ['broadcast', { channels: ['football'], data: make() }],
      ] as const) {
        const r = await server.handleApiCommand(method, body, 'test-api-key');
        expect(r.status, method).toBe(200);
        expect(r.body).toMatchObject({
          error: {
            code: 107,
            issues: [{ path: 'data', message: expect.stringContaining(message) }],
          },
        });
      }
      const h = await server.handleApiCommand(
        'history',
        { channel: 'football', limit: -1 },
        'test-api-key',
      );
      expect(h).toMatchObject({ status: 200, body: { result: { publications: [] } } });
    },
  );

  it('accepts objects nested 64 levels deep, not 65', async () => {
    const r = await server.handleApiCommand(
      'publish',
      { channel: 'football', data: deep(64) },
      'test-api-key',
    );
    expect(r).toMatchObject({ status: 200, body: { result: {} } });
    const over = { channel: 'football', data: deep(65) };
    const refused = await server.handleApiCommand('publish', over, 'test-api-key');
    expect(refused.body).toMatchObject({ error: { code: 107, issues: [{ path: 'data' }] } });
  });

  it('publishes, reads history, and reports protocol errors as 200 + error, as Centrifugo does', async () => {
    const p = await server.handleApiCommand(
      'publish',
      { channel: 'football', data: { a: 1 } },
      'test-api-key',
    );
    expect(p).toMatchObject({ status: 200, body: { result: { offset: 1 } } });
    const b = await server.handleApiCommand(
      'broadcast',
      { channels: ['football', 'chat:x'], data: 2 },
      'test-api-key',
    );
    expect(b).toMatchObject({
      status: 200,
      body: { result: { responses: [{ offset: 2 }, { offset: 1 }] } },
    });
    const h = await server.handleApiCommand(
      'history',
      { channel: 'football', limit: -1 },
      'test-api-key',
    );
    expect(h).toMatchObject({
      status: 200,
      body: { result: { offset: 2, publications: [{ data: { a: 1 } }, { data: 2 }] } },
    });
    expect(
      await server.handleApiCommand('publish', { channel: 'nope:x', data: 1 }, 'test-api-key'),
    ).toMatchObject({
      status: 200,
      body: { error: { code: 102 } },
    });
    expect(
      await server.handleApiCommand('presence', { channel: 'football' }, 'test-api-key'),
    ).toMatchObject({
      status: 200,
      body: { error: { code: 108 } },
    });
    expect(
      await server.handleApiCommand(
        'history',
        { channel: 'football', since: { offset: 1, epoch: 'x' } },
        'test-api-key',
      ),
    ).toMatchObject({ status: 200, body: { error: { code: 112 } } });
  });

  it('accepts disconnect, subscribe, unsubscribe, presence_stats and history_remove', async () => {
    const key = 'test-api-key';
    expect(
      (await server.handleApiCommand('subscribe', { user: 'u', channel: 'football' }, key)).status,
    ).toBe(200);
    expect((await server.handleApiCommand('disconnect', { user: 'u' }, key)).status).toBe(200);
    expect(
      (await server.handleApiCommand('unsubscribe', { user: 'u', channel: 'football' }, key))
        .status,
    ).toBe(200);
    expect(await server.handleApiCommand('presence_stats', { channel: 'chat:x' }, key)).toEqual({
      status: 200,
      body: { result: { num_clients: 0, num_users: 0 } },
    });
    await server.publish('football', 1);
    expect(
      (await server.handleApiCommand('history_remove', { channel: 'football' }, key)).status,
    ).toBe(200);
    expect((await server.history('football', { limit: -1 })).publications).toEqual([]);
  });

  it('answers with HTTP statuses (400, 503) under apiErrorStatuses', async () => {
    const strict = createRealtimeServer(testOptions({ apiErrorStatuses: true }));
    const key = 'test-api-key';
    expect((await strict.handleApiCommand('publish', { channel: 5 }, key)).status).toBe(400);
    expect(
      await strict.handleApiCommand('publish', { channel: 'nope:x', data: 1 }, key),
    ).toMatchObject({ status: 400, body: { error: { code: 102 } } });
    await strict.close();
  });

  it('reports readiness from the engine', async () => {
    expect(await server.isReady()).toBe(true);
    await server.close();
    expect(await server.isReady()).toBe(false);
  });
});

/** Objects nested `levels` deep: {a: {a: … {a: 1}}}. */
function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}
