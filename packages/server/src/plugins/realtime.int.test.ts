import type { AddressInfo } from 'node:net';
import { Centrifuge, type PublicationContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
