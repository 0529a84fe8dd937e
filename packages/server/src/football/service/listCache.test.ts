import { describe, expect, it, vi } from 'vitest';
import { createListCache } from './listCache.js';

describe('createListCache', () => {
  it('shares one load between concurrent and later requests until invalidated', async () => {
    const cache = createListCache<number>();
    const load = vi.fn(async () => 1);
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a load that was in flight when the data changed', async () => {
    const cache = createListCache<string>();
    let release: (value: string) => void = () => {};
    const first = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    cache.invalidate();
    release('stale');
    expect(await first).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('serves an answer for ttlMs at most (another node may have taken the write)', async () => {
    let clock = 0;
    const cache = createListCache<number>({ ttlMs: 2000, now: () => clock });
    const load = vi.fn(async () => clock);
    await cache.get('k', load);
    clock = 1999;
    expect(await cache.get('k', load)).toBe(0);
    clock = 2000;
    expect(await cache.get('k', load)).toBe(2000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets failures', async () => {
    const cache = createListCache<string>();
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
