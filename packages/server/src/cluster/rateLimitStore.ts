import type { FastifyInstance } from 'fastify';

/**
 * @fastify/rate-limit options that make a limit count on every node: its Redis store on the
 * shared connection. While Redis is away the limit is skipped rather than every request
 * failing (the limits guard against floods; an outage must not take the forms down).
 * Without Redis (one node): nothing, the plugin's in-memory store.
 */
export function sharedRateLimitStore(app: FastifyInstance) {
  const redis = app.hasDecorator('cluster') ? app.cluster.redis : null;
  if (!redis) return {};
  return { redis, nameSpace: `${app.cluster.prefix}:rate:`, skipOnError: true };
}
