import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRealtimeServer, type RealtimeServer } from '@tribune/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { silentLogger } from '../core/logMessages.js';
import {
  createLiveScoreStore,
  type LiveScoreSnapshot,
  type LiveScoreStore,
} from '../core/store.js';
import { liveMatch } from '../core/test-support/fixtures.js';
import { centrifugeTransport } from './centrifugeTransport.js';

let http: Server;
let realtime: RealtimeServer;
let url: string;
const requests: unknown[] = [];

beforeAll(async () => {
  realtime = createRealtimeServer({
    defaultNamespace: { subscribe: 'public', publish: 'none', channelPattern: /^football$/ },
  });
  realtime.rpc.register('getMatches', (data) => {
    requests.push(data);
    return {
      data: (data as { period: string }).period === 'live' ? [liveMatch({ slug: 'a-b' })] : [],
    };
  });
  realtime.rpc.register('getMatchDetail', (data) => ({
    ...liveMatch({ slug: (data as { slug: string }).slug, stage: 'halftime' }),
    details: { events: [{ type: 'goal', minute: '3', side: 'home', body: null }] },
  }));
  http = createServer();
  realtime.attach(http, { paths: ['/ws'] });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ws`;
});

afterAll(async () => {
  await realtime.close();
  await new Promise((resolve) => http.close(resolve));
});

function until(
  store: LiveScoreStore,
  done: (s: LiveScoreSnapshot) => boolean,
): Promise<LiveScoreSnapshot> {
  return new Promise((resolve) => {
    if (done(store.getSnapshot())) return resolve(store.getSnapshot());
    const off = store.subscribe((next) => {
      if (done(next)) {
        off();
        resolve(next);
      }
    });
  });
}

describe('the store over the official client and Tribune’s real-time server', () => {
  it('connects, subscribes to football, loads, applies publications and refetches details', async () => {
    const store = createLiveScoreStore({
      transport: () => centrifugeTransport(url, { websocket: WebSocket }),
      lang: 'de',
      logger: silentLogger,
    });
    const connection: string[] = [];
    const subscription: string[] = [];
    store.subscribe((next, previous) => {
      if (next.connection !== previous.connection) connection.push(next.connection);
      if (next.subscription !== previous.subscription) subscription.push(next.subscription);
    });
    store.start();
    const ready = await until(
      store,
      (s) => s.status === 'ready' && s.subscription === 'subscribed',
    );
    expect(ready.selected?.slug).toBe('a-b');
    expect(requests).toEqual([{ lang: 'de', period: 'live' }]);
    expect(connection).toEqual(['connecting', 'connected']);
    expect(subscription).toEqual(['subscribing', 'subscribed']);

    await realtime.publish('football', {
      slug: 'a-b',
      matchTime: 44,
      home: { score: 2, periods: { '1': 2 } },
    });
    const scored = await until(store, (s) => s.selected?.home.score === 2);
    expect(scored).toMatchObject({ marks: { home: 'up' }, selected: { matchTime: 44 } });

    await realtime.publish('football', { slug: 'a-b', stage: 'halftime' });
    const detailed = await until(store, (s) => (s.selected?.details.events?.length ?? 0) > 0);
    expect(detailed.selected).toMatchObject({
      stage: 'halftime',
      details: { events: [{ type: 'goal' }] },
    });

    store.stop();
    expect(store.getSnapshot()).toMatchObject({
      connection: 'disconnected',
      subscription: 'unsubscribed',
    });
  });
});
