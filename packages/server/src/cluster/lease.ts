import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Work that only one node may do at a time (the demo's match simulator): whoever holds the
 * Redis key runs it, renews it every third of its lifetime, and stops if it loses it. When the
 * holder dies, the key expires and another node takes over within `ttlMs`.
 */
export interface LeaseOptions {
  redis: Redis;
  key: string;
  ttlMs: number;
  /** Called when this node gets the lease. */
  onAcquired: () => void;
  /** Called when this node loses it (Redis away long enough, or another holder). */
  onLost: () => void;
  onError?: (error: unknown) => void;
}

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1]) else return 0 end`;

export interface Lease {
  readonly held: boolean;
  /** Stops trying; gives the lease back when held. */
  release(): Promise<void>;
}

export function holdLease(options: LeaseOptions): Lease {
  const me = randomUUID();
  let held = false;
  let stopped = false;
  let heldSince = 0;
  const { redis, key, ttlMs } = options;
  const tick = async () => {
    if (stopped) return;
    // Taken before the command: the key's expiry counts from a moment after this one.
    const sentAt = Date.now();
    try {
      if (held) {
        const renewed = Number(await redis.eval(RENEW, 1, key, me, ttlMs));
        if (renewed === 1) heldSince = sentAt;
        else lose();
      } else if ((await redis.set(key, me, 'PX', ttlMs, 'NX')) === 'OK') {
        if (stopped) {
          await redis.eval(RELEASE, 1, key, me);
          return;
        }
        held = true;
        heldSince = sentAt;
        options.onAcquired();
      }
    } catch (error) {
      options.onError?.(error);
      // Unable to renew: stop well before the key can expire and another node take it (one
      // failed renewal is tolerated, the second one, two thirds into the lease, stops).
      if (held && Date.now() - heldSince >= ttlMs / 2) lose();
    }
  };
  const lose = () => {
    held = false;
    options.onLost();
  };
  const timer = setInterval(() => void tick(), Math.max(50, Math.floor(ttlMs / 3)));
  timer.unref();
  void tick();
  return {
    get held() {
      return held;
    },
    async release() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      if (held) {
        held = false;
        await redis.eval(RELEASE, 1, key, me).catch(() => {});
      }
    },
  };
}
