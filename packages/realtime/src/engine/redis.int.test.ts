import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { engineBehaviour, Recorder, until } from '../test-support/engine-suite.js';
import type { FakeClock } from '../test-support/fake-clock.js';
import { deleteKeys, describeWithRedis, OwnRedis, uniquePrefix } from '../test-support/redis.js';
import { RedisEngine } from './redis.js';
import { shardIndex } from './shard.js';

const HISTORY = { size: 100, ttl: 60 };

const delayMs = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `fn` until it resolves (Redis coming back takes a few reconnect attempts). */
async function retry<T>(fn: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describeWithRedis('redis engine', (url) => {
  const prefixes: string[] = [];
  const engines: RedisEngine[] = [];
  afterAll(async () => {
    for (const e of engines) await e.close();
    for (const p of prefixes) await deleteKeys(url, p);
  });

  function prefix(tag: string): string {
    const p = uniquePrefix(tag);
    prefixes.push(p);
    return p;
  }

  /** A node: an engine on the shared Redis, started, recording what it is handed. */
  async function node(p: string, urls: string[] = [url], clock?: FakeClock) {
    const e = new RedisEngine({ urls, prefix: p, ...(clock ? { clock } : {}) });
    engines.push(e);
    const rec = new Recorder();
    await e.start(rec);
    return { e, rec };
  }

  engineBehaviour(({ clock, historyMetaTtl }) => {
    const e = new RedisEngine({ urls: [url], prefix: prefix('suite'), clock, historyMetaTtl });
    engines.push(e);
    return e;
  });

  it('shares publications, offsets and history between nodes', async () => {
    const p = prefix('nodes');
    const a = await node(p);
    const b = await node(p);
    await b.e.subscribe('ch');
    const first = await a.e.publish('ch', { data: 1 }, HISTORY);
    const second = await b.e.publish('ch', { data: 2 }, HISTORY);
    expect(second).toEqual({ epoch: first?.epoch, offset: 2 });
    await until(() => b.rec.publications.length === 2);
    expect(b.rec.publications.map(([, pub]) => [pub.data, pub.offset])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // A never subscribed: it listens to nothing, yet reads the same history.
    expect(a.rec.publications).toEqual([]);
    const h = await a.e.history('ch', { limit: -1 });
    expect(h.publications.map((pub) => pub.data)).toEqual([1, 2]);
  });

  it('stops listening to a channel once the node has no subscriber there', async () => {
    const p = prefix('unsub');
    const a = await node(p);
    const b = await node(p);
    await b.e.subscribe('ch');
    await a.e.publish('ch', { data: 1 }, null);
    await until(() => b.rec.publications.length === 1);
    await b.e.unsubscribe('ch');
    const spy = new Redis(url);
    try {
      const [, count] = (await spy.pubsub('NUMSUB', `${p}.c.ch`)) as [string, number];
      expect(count).toBe(0);
    } finally {
      spy.disconnect();
    }
    await a.e.publish('ch', { data: 2 }, null);
    await b.e.subscribe('other');
    await a.e.publish('other', { data: 3 }, null);
    await until(() => b.rec.publications.length === 2);
    expect(b.rec.publications.map(([ch]) => ch)).toEqual(['ch', 'other']);
  });

  it('carries control messages to every node, and counts presence on all of them', async () => {
    const p = prefix('control');
    const a = await node(p);
    const b = await node(p);
    await a.e.publishControl({ type: 'unsubscribe', user: 'u', channel: 'ch' });
    await until(() => b.rec.controls.length === 1 && a.rec.controls.length === 1);
    expect(b.rec.controls[0]).toEqual({ type: 'unsubscribe', user: 'u', channel: 'ch' });
    await a.e.addPresence('ch', 'c1', { user: 'u', client: 'c1' }, 60);
    await b.e.addPresence('ch', 'c2', { user: 'v', client: 'c2' }, 60);
    expect(await a.e.presenceStats('ch')).toEqual({ numClients: 2, numUsers: 2 });
  });

  it('starts a new epoch when Redis lost the stream', async () => {
    const p = prefix('lost');
    const a = await node(p);
    const before = await a.e.publish('ch', { data: 1 }, HISTORY);
    await deleteKeys(url, p);
    const h = await a.e.history('ch', { limit: -1 });
    expect(h.epoch).not.toBe(before?.epoch);
    expect(h.offset).toBe(0);
    const after = await a.e.publish('ch', { data: 2 }, HISTORY);
    expect(after).toEqual({ epoch: h.epoch, offset: 1 });
  });

  it('tells its node about a gap in offsets instead of delivering past it', async () => {
    const p = prefix('gap');
    const a = await node(p);
    await a.e.subscribe('ch');
    await a.e.publish('ch', { data: 1 }, HISTORY);
    await until(() => a.rec.publications.length === 1);
    // Offset 2 "lost" on the way: written to history but never broadcast.
    const raw = new Redis(url);
    try {
      await raw.hincrby(`${p}.meta.ch`, 's', 1);
    } finally {
      raw.disconnect();
    }
    await a.e.publish('ch', { data: 3 }, HISTORY);
    await until(() => a.rec.insufficient.length === 1);
    expect(a.rec.insufficient).toEqual(['ch']);
    expect(a.rec.publications).toHaveLength(1);
  });

  it('keeps offsets gap-free and ordered under concurrent publishers in two processes', async () => {
    const p = prefix('race');
    const watcher = await node(p);
    await watcher.e.subscribe('race');
    const each = 200;
    const script = fileURLToPath(new URL('../test-support/redis-publisher.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    const children = ['A', 'B'].map((tag) =>
      spawn(tsx, [script, url, p, 'race', tag, String(each)], { stdio: 'inherit' }),
    );
    const codes = await Promise.all(children.map(async (c) => (await once(c, 'exit'))[0]));
    expect(codes).toEqual([0, 0]);
    await until(() => watcher.rec.publications.length === 2 * each, 10_000);
    const pubs = watcher.rec.publications.map(([, pub]) => pub);
    expect(pubs.map((pub) => pub.offset)).toEqual(
      Array.from({ length: 2 * each }, (_, i) => i + 1),
    );
    for (const tag of ['A', 'B']) {
      const mine = pubs.map((pub) => pub.data as string).filter((d) => d.startsWith(tag));
      expect(mine).toEqual(Array.from({ length: each }, (_, i) => `${tag}${i}`));
    }
    const h = await watcher.e.history('race', { limit: -1 });
    expect(h.publications.map((pub) => pub.offset)).toEqual(pubs.slice(-100).map((x) => x.offset));
    expect(watcher.rec.insufficient).toEqual([]);
  });

  it('shards channels over several Redis by a stable hash', async () => {
    const other = url.replace(/\/(\d+)$/, '/3');
    const urls = [url, other === url ? `${url}/3` : other];
    const p = prefix('shards');
    const a = await node(p, urls);
    const b = await node(p, urls);
    const channels = Array.from({ length: 20 }, (_, i) => `ch${i}`);
    const where = channels.map((ch) => shardIndex(ch, 2));
    expect(new Set(where)).toEqual(new Set([0, 1]));
    // Stable: the same answer every time, from any node.
    expect(channels.map((ch) => shardIndex(ch, 2))).toEqual(where);
    for (const ch of channels) await b.e.subscribe(ch);
    for (const ch of channels) await a.e.publish(ch, { data: ch }, HISTORY);
    await until(() => b.rec.publications.length === channels.length);
    const first = new Redis(urls[0] as string);
    try {
      for (const [i, ch] of channels.entries()) {
        expect(await first.exists(`${p}.meta.${ch}`)).toBe(where[i] === 0 ? 1 : 0);
      }
    } finally {
      first.disconnect();
    }
    await deleteKeys(urls[1] as string, p);
  });
});

describeWithRedis('redis engine, Redis going away', () => {
  it('fails publishes while Redis is down, then resubscribes and reports what may be missed', async () => {
    const redis = await OwnRedis.start();
    const a = new RedisEngine({ urls: [redis.url], prefix: 'down', timeout: 1000 });
    const b = new RedisEngine({ urls: [redis.url], prefix: 'down', timeout: 1000 });
    const ra = new Recorder();
    const rb = new Recorder();
    try {
      await a.start(ra);
      await b.start(rb);
      await b.subscribe('ch');
      await a.publish('ch', { data: 1 }, HISTORY);
      await until(() => rb.publications.length === 1);
      await b.subscribe('gone');
      await redis.stop();
      // Left while Redis is away: not listened to again when it is back.
      await b.unsubscribe('gone');
      await expect(a.publish('ch', { data: 2 }, HISTORY)).rejects.toThrow();
      await expect(a.history('ch', { limit: -1 })).rejects.toThrow();
      await expect(a.ping()).rejects.toThrow();
      await redis.startAgain();
      // Back: the subscriber reconnects and re-subscribes; the stream was lost with the
      // restart (no persistence), so the node is told its subscribers must recover.
      await until(() => rb.insufficient.length === 1, 10_000);
      expect(rb.insufficient).toEqual(['ch']);
      await retry(() => a.ping());
      await retry(() => b.publish('ch', { data: 3 }, HISTORY));
      await until(() => rb.publications.length === 2, 10_000);
      expect(rb.publications[1]?.[1]).toMatchObject({ data: 3, offset: 1 });
      const spy = new Redis(redis.url);
      try {
        const numsub = async () =>
          ((await spy.pubsub('NUMSUB', 'down.c.gone')) as [string, number])[1];
        for (let i = 0; i < 50 && (await numsub()) > 0; i++) await delayMs(20);
        expect(await numsub()).toBe(0);
      } finally {
        spy.disconnect();
      }
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });

  it('finds the master through Redis Sentinel', async () => {
    const master = await OwnRedis.start();
    const sentinel = await OwnRedis.sentinel(master);
    const url = `redis+sentinel://127.0.0.1:${sentinel.port}/main`;
    const a = new RedisEngine({ urls: [url], prefix: 'sentinel', timeout: 2000 });
    const rec = new Recorder();
    try {
      await a.start(rec);
      await a.subscribe('ch');
      expect(await a.publish('ch', { data: 1 }, HISTORY)).toMatchObject({ offset: 1 });
      await until(() => rec.publications.length === 1);
      const direct = new Redis(master.url);
      try {
        expect(await direct.exists('sentinel.meta.ch')).toBe(1);
      } finally {
        direct.disconnect();
      }
    } finally {
      await a.close();
      await sentinel.stop();
      await master.stop();
    }
  });

  it('refuses to start when Redis cannot be reached, naming it', async () => {
    const redis = await OwnRedis.start();
    await redis.stop();
    const e = new RedisEngine({ urls: [redis.url], timeout: 500 });
    await expect(e.start(new Recorder())).rejects.toThrow(
      `Redis at redis://127.0.0.1:${redis.port} is unreachable`,
    );
  });
});
