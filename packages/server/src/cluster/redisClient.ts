import { createRedis, redactRedisUrl } from '@tribune/realtime';
import type { Redis } from 'ioredis';

/** Redis could not be reached at start: the process stops with this one line. */
export class RedisUnavailableError extends Error {
  constructor(url: string, why: string) {
    super(`Invalid REDIS_URL: Redis at ${redact(url)} is unreachable (${why})`);
    this.name = 'RedisUnavailableError';
  }
}

/** A URL fit for logs: no password. */
export const redact = redactRedisUrl;

/**
 * A connection for the app's shared state. Commands fail at once while Redis is away (never
 * queued for later): a request must not hang on it, and callers decide what an outage means.
 */
export async function connectRedis(url: string, timeoutMs = 3000): Promise<Redis> {
  const redis = createRedis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  // Outages show in /readyz and in failed calls; without a listener ioredis prints each one.
  let cause: Error | null = null;
  redis.on('error', (error: Error) => {
    cause ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    // The first socket error says more than "Connection is closed".
    throw new RedisUnavailableError(url, (cause ?? (error as Error)).message);
  }
  return redis;
}
