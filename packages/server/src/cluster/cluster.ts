import { type Engine, RedisEngine } from '@tribune/realtime';
import type { Redis } from 'ioredis';
import type { SpentNonceStore } from '../security/spentNonces.js';
import { type ClusterBus, createLocalBus, createRedisBus } from './bus.js';
import { holdLease } from './lease.js';
import { connectRedis, RedisUnavailableError, redact } from './redisClient.js';
import { createRedisSpentNonces } from './spentNoncesRedis.js';

/**
 * What the nodes of one site share (issue 25). Without REDIS_URL: one node, everything in this
 * process. With it: the real-time engine, spent nonces, rate limits, invalidations and the
 * simulator's lease live in Redis, so any number of nodes behave as one site.
 */
export interface Cluster {
  /** Of every key and channel this site uses in Redis. */
  readonly prefix: string;
  /** The shared connection (the first REDIS_URL), or null on a single node. */
  readonly redis: Redis | null;
  /** The real-time engine for several nodes; undefined: the in-memory one. */
  readonly engine: Engine | undefined;
  /** Redis URLs the real-time channels are sharded over (passwords hidden). */
  readonly shards: string[];
  readonly bus: ClusterBus;
  /** Where spent nonces go; undefined: this process's memory. */
  readonly spentNonces: SpentNonceStore | undefined;
  /**
   * Runs a job on one node at a time: `start` when this node gets the lease, `stop` when it
   * loses it or closes. On a single node, it just runs.
   */
  runOnOneNode(
    name: string,
    ttlMs: number,
    job: { start(): void; stop(): Promise<void> },
  ): { release(): Promise<void> };
  /** For /readyz: rejects naming Redis when it does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** Prefix of every Redis key and channel, so sites (or tests) can share a Redis. Default `tribune`. */
  prefix?: string;
}

export async function createCluster(
  urls: readonly string[],
  onError: (error: unknown, what: string) => void,
  options: ClusterOptions = {},
): Promise<Cluster> {
  const prefix = options.prefix ?? 'tribune';
  const PREFIX = `${prefix}:`;
  const first = urls[0];
  if (!first) return singleNode(prefix);
  // Every shard must answer now: a node that starts without them would split the site.
  const probes = await Promise.allSettled(urls.map((url) => connectRedis(url)));
  const failed = probes.find((p) => p.status === 'rejected');
  const connected = probes.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
  if (failed) {
    for (const r of connected) r.disconnect();
    throw failed.reason;
  }
  const [redis, ...others] = connected as [Redis, ...Redis[]];
  for (const r of others) r.disconnect();
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => {});
  const bus = await createRedisBus(redis, subscriber, `${PREFIX}bus`, (e) =>
    onError(e, 'cluster message not sent'),
  );
  const engine = new RedisEngine({ urls, prefix });
  const leases: { release(): Promise<void> }[] = [];
  return {
    prefix,
    redis,
    engine,
    shards: engine.shards,
    bus,
    spentNonces: createRedisSpentNonces(redis, `${PREFIX}nonce:`),
    runOnOneNode(name, ttlMs, job) {
      let running = false;
      const lease = holdLease({
        redis,
        key: `${PREFIX}lease:${name}`,
        ttlMs,
        onAcquired: () => {
          running = true;
          job.start();
        },
        onLost: () => {
          running = false;
          job.stop().catch((e) => onError(e, `${name} did not stop`));
        },
        onError: (e) => onError(e, `${name} lease`),
      });
      const handle = {
        async release() {
          await lease.release();
          if (running) {
            running = false;
            await job.stop();
          }
        },
      };
      leases.push(handle);
      return handle;
    },
    async ping() {
      try {
        await redis.ping();
      } catch (error) {
        throw new Error(`Redis at ${redact(first)} does not answer (${(error as Error).message})`);
      }
    },
    async close() {
      for (const l of leases) await l.release();
      await bus.close();
      await engine.close();
      redis.disconnect();
    },
  };
}

function singleNode(prefix: string): Cluster {
  const handles: { release(): Promise<void> }[] = [];
  return {
    prefix,
    redis: null,
    engine: undefined,
    shards: [],
    bus: createLocalBus(),
    spentNonces: undefined,
    runOnOneNode(_name, _ttl, job) {
      let running = true;
      const handle = {
        async release() {
          if (!running) return;
          running = false;
          await job.stop();
        },
      };
      handles.push(handle);
      job.start();
      return handle;
    },
    async ping() {},
    async close() {
      for (const h of handles) await h.release();
    },
  };
}

export { RedisUnavailableError };
