import type { AddressInfo } from 'node:net';
import { Centrifuge, type PublicationContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

const API_KEY = 'test-realtime-api-key-0123456789';
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ REALTIME_API_KEY: API_KEY });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function client(path = '/ws') {
  return new Centrifuge(`ws://${origin}${path}`, { websocket: WebSocket });
}

describe('real-time endpoint', () => {
  it.each(['/ws', '/connection/websocket'])(
    'on %s: the official client subscribes to football and receives what the server publishes',
    async (path) => {
      const centrifuge = client(path);
      const subscription = centrifuge.newSubscription('football');
      const received = new Promise<PublicationContext>((resolve) =>
        subscription.on('publication', resolve),
      );
      const subscribed = new Promise((resolve) => subscription.on('subscribed', resolve));
      subscription.subscribe();
      centrifuge.connect();
      await subscribed;
      await t.app.realtime.publish('football', { slug: 'a-b', home: { score: 1 } });
      expect((await received).data).toEqual({ slug: 'a-b', home: { score: 1 } });
      centrifuge.disconnect();
    },
  );

  it('refuses publications from clients on football (103)', async () => {
    const centrifuge = client();
    const subscription = centrifuge.newSubscription('football');
    const subscribed = new Promise((resolve) => subscription.on('subscribed', resolve));
    subscription.subscribe();
    centrifuge.connect();
    await subscribed;
    await expect(subscription.publish({ forged: true })).rejects.toMatchObject({ code: 103 });
    centrifuge.disconnect();
  });

  it('serves the HTTP API only with its key', async () => {
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/realtime/publish',
      payload: {},
    });
    expect(without.statusCode).toBe(401);
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/realtime/publish',
      headers: { 'x-api-key': API_KEY },
      payload: { channel: 'football', data: { slug: 'c-d' } },
    });
    expect(published.statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/realtime/history',
      headers: { authorization: `apikey ${API_KEY}` },
      payload: { channel: 'football', limit: 10 },
    });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('c-d');
  });
});

describe('publications refused before anything is stored (issue 26, item 9)', () => {
  it('a 5,000-deep publication through the HTTP API is error 107 naming data (HTTP 200, as Centrifugo); history is intact', async () => {
    // Written out: JSON.stringify itself runs out of stack on it.
    const data = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/realtime/publish',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      payload: `{"channel":"football","data":${data}}`,
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      error: { code: 107, issues: [{ path: 'data', message: expect.stringContaining('nested') }] },
    });
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/realtime/history',
      headers: { 'x-api-key': API_KEY },
      payload: { channel: 'football', limit: -1 },
    });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain('{"a":{"a":{"a"');
  });
});

describe('WebSocket events in the log (issue 26, item 9)', () => {
  /** A raw socket that sends `frames` after connecting, and resolves with its close code. */
  async function rawSession(frames: string[]): Promise<number> {
    const ws = new WebSocket(`ws://${origin}/ws`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    const connected = new Promise((resolve) => ws.once('message', resolve));
    ws.send(JSON.stringify({ id: 1, connect: {} }));
    await connected;
    for (const frame of frames) ws.send(frame);
    return closed;
  }

  it('a bad request at info and the disconnect with its code at debug, with the client id', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const debug = vi.spyOn(t.app.log, 'debug');
    expect(await rawSession(['not json'])).toBe(3501);
    await vi.waitFor(() => {
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ realtime: 'badRequest', client: expect.any(String) }),
        expect.stringContaining('malformed JSON'),
      );
    });
    const client = (
      info.mock.calls.find((c) => (c[0] as { realtime?: string }).realtime)![0] as {
        client: string;
      }
    ).client;
    await vi.waitFor(() => {
      expect(debug).toHaveBeenCalledWith(
        expect.objectContaining({ realtime: 'disconnect', client, code: 3501 }),
        'realtime client disconnected',
      );
    });
  });

  it('an RPC that fails at error, with the client id; the client gets "internal"', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    t.app.realtime.rpc.register('explode', () => {
      throw new Error('the handler broke');
    });
    try {
      const centrifuge = client();
      centrifuge.connect();
      await new Promise((resolve) => centrifuge.on('connected', resolve));
      await expect(centrifuge.rpc('explode', {})).rejects.toMatchObject({ code: 100 });
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({
          realtime: 'error',
          client: expect.any(String),
          err: expect.objectContaining({ message: 'the handler broke' }),
        }),
        'realtime command failed',
      );
      centrifuge.disconnect();
    } finally {
      t.app.realtime.rpc.unregister('explode');
    }
  });
});
