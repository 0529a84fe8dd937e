import type { Redis } from 'ioredis';
import type { SpentNonceStore } from '../security/spentNonces.js';

/**
 * Spent nonces in Redis, so a form posted to one node cannot be replayed on another: SET NX
 * succeeds once per nonce, and the key expires with the nonce itself.
 */
export function createRedisSpentNonces(
  redis: Redis,
  prefix: string,
  now: () => number = Date.now,
): SpentNonceStore {
  return {
    async spend(nonce, expiry) {
      const ttl = expiry - now();
      if (ttl <= 0) return 'expired';
      const set = await redis.set(`${prefix}${nonce}`, '1', 'PX', ttl, 'NX');
      return set === 'OK' ? null : 'replayed';
    },
  };
}
