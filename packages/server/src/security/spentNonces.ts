/**
 * The single-use nonces already spent, kept until they expire so a replayed form is refused.
 *
 * A client can spend one nonce per request (every refusal hands back a fresh one), so this set
 * must neither be scanned per request nor grow without bound. Entries are grouped by expiry
 * into buckets of `lifetime / BUCKETS`: a lookup reads one bucket (the nonce carries its expiry),
 * and expiring drops whole buckets, so the work per check is at most BUCKETS + 1 buckets, never
 * the entries. Past `max` entries, the bucket expiring soonest is dropped and its nonces from
 * then on count as expired: memory stays bounded and a dropped nonce still cannot be replayed
 * (under such a flood, old forms are refused early; the reader resends with a fresh nonce).
 */
/** Where spent nonces are remembered: this process (below) or Redis (cluster/spentNoncesRedis.ts). */
export interface SpentNonceStore {
  /** Null after spending the nonce; 'replayed' when it was spent before. Rejects when the store is away. */
  spend(nonce: string, expiry: number): Promise<'replayed' | 'expired' | null>;
}

export interface SpentNonces {
  /** Why the nonce cannot be spent ('replayed', or 'expired' when its bucket was dropped), or null after spending it. */
  spend(nonce: string, expiry: number): 'replayed' | 'expired' | null;
  /** Entries held (for tests and metrics). */
  readonly size: number;
}

const BUCKETS = 64;

export function createSpentNonces(options: {
  lifetimeMs: number;
  max: number;
  now: () => number;
}): SpentNonces {
  const width = Math.max(1, Math.ceil(options.lifetimeMs / BUCKETS));
  const buckets = new Map<number, Set<string>>();
  let size = 0;
  /** Nonces expiring before this were in a dropped bucket. */
  let floor = 0;

  const drop = (key: number) => {
    size -= buckets.get(key)?.size ?? 0;
    buckets.delete(key);
  };

  return {
    spend(nonce, expiry) {
      const time = options.now();
      for (const key of buckets.keys()) if ((key + 1) * width <= time) drop(key);
      if (expiry < floor) return 'expired';
      const key = Math.floor(expiry / width);
      let bucket = buckets.get(key);
      if (bucket?.has(nonce)) return 'replayed';
      if (!bucket) {
        bucket = new Set();
        buckets.set(key, bucket);
      }
      bucket.add(nonce);
      size++;
      while (size > options.max) {
        const oldest = Math.min(...buckets.keys());
        drop(oldest);
        floor = Math.max(floor, (oldest + 1) * width);
      }
      return expiry < floor ? 'expired' : null;
    },
    get size() {
      return size;
    },
  };
}
