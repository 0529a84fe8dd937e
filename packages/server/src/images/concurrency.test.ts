import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './concurrency.js';

describe('mapWithConcurrency', () => {
  it('keeps input order and never exceeds the limit', async () => {
    let running = 0;
    let peak = 0;
    const result = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (ms, i) => {
      running++;
      peak = Math.max(peak, running);
      await sleep(ms * 3);
      running--;
      return i * 10;
    });
    expect(result).toEqual([0, 10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
  });

  it('stops starting tasks after a failure and rethrows it', async () => {
    const started: number[] = [];
    await expect(
      mapWithConcurrency([0, 1, 2, 3, 4, 5], 1, async (n) => {
        started.push(n);
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
    expect(started).toEqual([0, 1, 2]);
  });
});
