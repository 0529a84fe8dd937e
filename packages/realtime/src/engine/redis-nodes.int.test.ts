import type { PublicationContext, SubscribedContext, UnsubscribedContext } from 'centrifuge';
import { afterEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testOptions } from '../test-support/config.js';
import { delay, eventually, type Harness, startHarness, token } from '../test-support/harness.js';
import { deleteKeys, describeWithRedis, OwnRedis, uniquePrefix } from '../test-support/redis.js';
import { RedisEngine } from './redis.js';

// Two real-time nodes on one Redis, driven by the official client: they behave as one server.

interface Node {
  h: Harness;
  engine: RedisEngine;
}

const running: Node[] = [];
afterEach(async () => {
  for (const n of running.splice(0)) {
    await n.h.stop();
    await n.engine.close();
  }
});

async function startNode(url: string, prefix: string): Promise<Node> {
  const engine = new RedisEngine({ urls: [url], prefix, timeout: 1000 });
  const h = await startHarness(testOptions({ engine }));
  const n = { h, engine };
  running.push(n);
  return n;
}

/** A WebSocket class whose every new socket goes to the next URL of `urls` (a balancer). */
function roundRobin(urls: string[]): typeof WebSocket {
  let i = 0;
  return class extends WebSocket {
    constructor(_url: string, protocols?: string | string[]) {
      super(urls[i++ % urls.length] as string, protocols);
    }
  } as typeof WebSocket;
}

function record(sub: ReturnType<ReturnType<Harness['client']>['newSubscription']>) {
  const pubs: PublicationContext[] = [];
  const subscribed: SubscribedContext[] = [];
  const unsubscribed: UnsubscribedContext[] = [];
  sub.on('publication', (p) => pubs.push(p));
  sub.on('subscribed', (ctx) => subscribed.push(ctx));
  sub.on('unsubscribed', (ctx) => unsubscribed.push(ctx));
  return { pubs, subscribed, unsubscribed };
}

describeWithRedis('two real-time nodes on one Redis', (url) => {
  const prefixes: string[] = [];
  afterEach(async () => {
    for (const p of prefixes.splice(0)) await deleteKeys(url, p);
  });
  function prefix(): string {
    const p = uniquePrefix('nodes');
    prefixes.push(p);
    return p;
  }

  it('a publication on node A reaches a client on node B, with the offset both agree on', async () => {
    const p = prefix();
    const a = await startNode(url, p);
    const b = await startNode(url, p);
    const c = b.h.client();
    const sub = c.newSubscription('football');
    const r = record(sub);
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    await a.h.server.publish('football', { n: 1 });
    await b.h.server.publish('football', { n: 2 });
    await eventually(() => r.pubs.length === 2);
    expect(r.pubs.map((x) => [x.data, x.offset])).toEqual([
      [{ n: 1 }, 1],
      [{ n: 2 }, 2],
    ]);
  });

  it('a client that loses node A recovers every missed publication through node B, once, in order', async () => {
    const p = prefix();
    const a = await startNode(url, p);
    const b = await startNode(url, p);
    const c = a.h.client({
      token: await token({ sub: 'ivy' }),
      websocket: roundRobin([a.h.url, b.h.url]),
      minReconnectDelay: 50,
      maxReconnectDelay: 150,
    });
    const sub = c.newSubscription('football');
    const r = record(sub);
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    let n = 0;
    let publishing = true;
    const publisher = (async () => {
      while (publishing) {
        n += 1;
        await a.h.server.publish('football', { n });
        await delay(4);
      }
    })();
    await eventually(() => r.pubs.length >= 10);
    expect(b.h.server.info().connections).toBe(0);
    await a.h.server.disconnect('ivy');
    await eventually(() => r.subscribed.length === 2);
    expect(b.h.server.info().connections).toBe(1);
    const atReconnect = n;
    await eventually(() => n >= atReconnect + 10);
    publishing = false;
    await publisher;
    await eventually(() => r.pubs.length >= n);
    await delay(50);
    const expected = Array.from({ length: n }, (_, i) => i + 1);
    expect(r.pubs.map((x) => x.offset)).toEqual(expected);
    expect(r.pubs.map((x) => (x.data as { n: number }).n)).toEqual(expected);
    expect(r.subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
  });

  it('presence counts clients on both nodes; a server-API disconnect on A closes the connection on B', async () => {
    const p = prefix();
    const a = await startNode(url, p);
    const b = await startNode(url, p);
    const clients = [
      a.h.client({ token: await token({ sub: 'ann' }) }),
      b.h.client({ token: await token({ sub: 'bob' }), minReconnectDelay: 60_000 }),
    ];
    for (const c of clients) {
      const sub = c.newSubscription('chat:room');
      sub.subscribe();
      c.connect();
      await sub.ready(3000);
    }
    expect(await a.h.server.presenceStats('chat:room')).toEqual({ numClients: 2, numUsers: 2 });
    expect(Object.keys(await b.h.server.presence('chat:room'))).toHaveLength(2);
    const bob = clients[1];
    let closedWith: number | null = null;
    bob?.on('disconnected', (ctx) => {
      closedWith = ctx.code;
    });
    bob?.on('connecting', (ctx) => {
      closedWith ??= ctx.code;
    });
    await a.h.server.disconnect('bob');
    await eventually(() => closedWith !== null);
    expect(closedWith).toBe(3011);
    await eventually(() => b.h.server.info().connections === 0);
  });

  it('a server-API subscribe on node A subscribes the user’s connection on node B', async () => {
    const p = prefix();
    const a = await startNode(url, p);
    const b = await startNode(url, p);
    const c = b.h.client({ token: await token({ sub: 'cleo' }) });
    const other = b.h.client({ token: await token({ sub: 'dan' }) });
    const subscribed: { channel: string; recoverable: boolean }[] = [];
    const pubs: { channel: string; data: unknown; offset?: number }[] = [];
    const unsubscribed: { channel: string }[] = [];
    c.on('subscribed', (ctx) => subscribed.push(ctx));
    c.on('publication', (ctx) => pubs.push(ctx));
    c.on('unsubscribed', (ctx) => unsubscribed.push(ctx));
    const otherSubscribed: unknown[] = [];
    other.on('subscribed', (ctx) => otherSubscribed.push(ctx));
    c.connect();
    other.connect();
    await c.ready(3000);
    await other.ready(3000);
    await a.h.server.publish('football', { n: 1 });
    await a.h.server.subscribe('cleo', 'football');
    await eventually(() => subscribed.length === 1);
    expect(subscribed[0]).toMatchObject({ channel: 'football', recoverable: true });
    // Publications from either node follow, in order, without the one before the subscribe.
    await a.h.server.publish('football', { n: 2 });
    await b.h.server.publish('football', { n: 3 });
    await eventually(() => pubs.length === 2);
    expect(pubs.map((x) => [x.channel, x.data, x.offset])).toEqual([
      ['football', { n: 2 }, 2],
      ['football', { n: 3 }, 3],
    ]);
    // Another user was left alone; a second subscribe changes nothing; unsubscribe undoes it.
    await a.h.server.subscribe('cleo', 'football');
    await delay(100);
    expect(subscribed).toHaveLength(1);
    expect(otherSubscribed).toEqual([]);
    await a.h.server.unsubscribe('cleo', 'football');
    await eventually(() => unsubscribed.length === 1);
    expect(b.h.server.info().channels).toBe(0);
  });
});

describeWithRedis('real-time nodes while Redis restarts', () => {
  it('subscribers resubscribe when Redis is back and learn the stream was lost', async () => {
    const redis = await OwnRedis.start();
    try {
      const a = await startNode(redis.url, 'restart');
      const b = await startNode(redis.url, 'restart');
      const c = b.h.client({ minReconnectDelay: 50, maxReconnectDelay: 200 });
      const sub = c.newSubscription('football', {
        minResubscribeDelay: 50,
        maxResubscribeDelay: 200,
      });
      const r = record(sub);
      sub.subscribe();
      c.connect();
      await sub.ready(3000);
      await a.h.server.publish('football', { n: 1 });
      await eventually(() => r.pubs.length === 1);
      await redis.stop();
      await expect(a.h.server.publish('football', { n: 2 })).rejects.toThrow();
      expect(await b.h.server.isReady()).toBe(false);
      // The client's connection stays up while Redis is away.
      expect(c.state).toBe('connected');
      await redis.startAgain();
      await eventually(() => r.subscribed.length === 2, 10_000);
      expect(r.unsubscribed).toEqual([]);
      expect(r.subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false });
      expect(r.subscribed[1]?.streamPosition?.epoch).not.toBe(
        r.subscribed[0]?.streamPosition?.epoch,
      );
      for (let i = 0; i < 100 && !(await a.h.server.isReady()); i++) await delay(50);
      await a.h.server.publish('football', { n: 3 });
      await eventually(() => r.pubs.length === 2);
      expect(r.pubs.map((x) => [(x.data as { n: number }).n, x.offset])).toEqual([
        [1, 1],
        [3, 1],
      ]);
    } finally {
      for (const n of running.splice(0)) {
        await n.h.stop();
        await n.engine.close();
      }
      await redis.stop();
    }
  });
});
