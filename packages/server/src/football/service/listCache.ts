export interface ListCacheOptions {
  /**
   * How long an answer may be served, in ms. Default 2000: the ingest service invalidates on
   * every commit in this process, so the limit matters only when another node (REDIS_URL)
   * took the feed's write.
   */
  ttlMs?: number;
  /** Default 200 entries (3 periods × 21 languages, two days). */
  maxEntries?: number;
  /** Default: Date.now. */
  now?: () => number;
}

/**
 * Remembers answers until told they are stale. Match lists change only when the feed commits,
 * so the ingest service invalidates the cache after every commit; meanwhile thousands of
 * widgets reconnecting at once (a deploy, a network blip) cost one query per list, not one
 * each. Concurrent requests for the same key share one query.
 */
export function createListCache<T>(options: ListCacheOptions = {}) {
  const ttl = options.ttlMs ?? 2000;
  const maxEntries = options.maxEntries ?? 200;
  const now = options.now ?? Date.now;
  let entries = new Map<string, { promise: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && cached.expires > now()) return cached.promise;
      const owner = entries;
      const promise = load();
      if (owner.size >= maxEntries) owner.clear();
      const entry = { promise, expires: now() + ttl };
      owner.set(key, entry);
      // A failure is not remembered: the next request tries again.
      promise.catch(() => {
        if (owner.get(key) === entry) owner.delete(key);
      });
      return promise;
    },
    /** Drops everything; loads in flight finish for their callers but are not kept. */
    invalidate(): void {
      entries = new Map();
    },
  };
}
