import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { createNonceService } from '../security/nonce.js';
import { deleteKeys, describeWithRedis, uniquePrefix } from '../test-support/redis.js';
import { type Cluster, createCluster } from './cluster.js';

async function closedPort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const address = srv.address();
  await new Promise((r) => srv.close(r));
  return typeof address === 'object' && address ? address.port : 1;
}

async function eventually(probe: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

it('without REDIS_URL: one node, everything here', async () => {
  const single = await createCluster([], () => {});
  expect(single.redis).toBeNull();
  expect(single.engine).toBeUndefined();
  let heard = 0;
  single.bus.on('x', () => heard++);
  single.bus.emit('x');
  expect(heard).toBe(1);
  let running = false;
  single.runOnOneNode('job', 1000, { start: () => (running = true), stop: async () => {} });
  expect(running).toBe(true);
  await single.close();
});

it('refuses to start when a Redis of REDIS_URL cannot be reached, in one line naming the variable', async () => {
  const port = await closedPort();
  await expect(createCluster([`redis://:secret@127.0.0.1:${port}/0`], () => {})).rejects.toThrow(
    new RegExp(
      `^Invalid REDIS_URL: Redis at redis://:\\*\\*\\*@127.0.0.1:${port}/0 is unreachable`,
    ),
  );
});

describeWithRedis('two nodes on one Redis', (url) => {
  const open: Cluster[] = [];
  const prefix = uniquePrefix('cluster');
  afterAll(async () => {
    for (const c of open) await c.close();
    await deleteKeys(url, prefix);
  });
  async function node(): Promise<Cluster> {
    const c = await createCluster([url], () => {}, { prefix });
    open.push(c);
    return c;
  }

  it('hears every message once on every node, its own included', async () => {
    const [a, b] = [await node(), await node()];
    const heard = { a: 0, b: 0 };
    a.bus.on('page-cache-clear', () => heard.a++);
    b.bus.on('page-cache-clear', () => heard.b++);
    a.bus.emit('page-cache-clear');
    expect(heard.a).toBe(1);
    await eventually(() => heard.b === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual({ a: 1, b: 1 });
  });

  it('a nonce spent on one node is refused on the other', async () => {
    const [a, b] = [await node(), await node()];
    const secret = 's'.repeat(32);
    const onA = createNonceService({ secret, ...(a.spentNonces ? { spent: a.spentNonces } : {}) });
    const onB = createNonceService({ secret, ...(b.spentNonces ? { spent: b.spentNonces } : {}) });
    const nonce = onA.issue('comment');
    expect(await onA.spend('comment', nonce)).toBeNull();
    expect(await onB.spend('comment', nonce)).toBe('replayed');
    expect(await onB.spend('comment', onB.issue('comment'))).toBeNull();
    const raw = new Redis(url);
    try {
      const ttl = await raw.pttl(`${prefix}:nonce:${nonce}`);
      expect(ttl).toBeGreaterThan(11 * 3600_000);
    } finally {
      raw.disconnect();
    }
  });

  it('runs a job on one node at a time; another takes over when the holder dies', async () => {
    const [a, b] = [await node(), await node()];
    const log: string[] = [];
    const job = (name: string) => ({
      start: () => log.push(`${name} start`),
      stop: async () => {
        log.push(`${name} stop`);
      },
    });
    a.runOnOneNode('sim', 400, job('a'));
    await eventually(() => log.length === 1);
    b.runOnOneNode('sim', 400, job('b'));
    await new Promise((r) => setTimeout(r, 500));
    expect(log).toEqual(['a start']);
    // A dies: its connection goes, nothing renews the lease.
    a.redis?.disconnect();
    await eventually(() => log.includes('b start'), 3000);
    // Never both at once: the holder that cannot renew stops before its lease can expire.
    expect(log).toEqual(['a start', 'a stop', 'b start']);
  });
});
