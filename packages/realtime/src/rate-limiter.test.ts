import { describe, expect, it } from 'vitest';
import { TokenBucket } from './rate-limiter.js';

describe('token bucket', () => {
  it('allows a burst, then refills at the rate', () => {
    const b = new TokenBucket(2, 3, 0);
    expect([b.take(0), b.take(0), b.take(0), b.take(0)]).toEqual([true, true, true, false]);
    expect(b.take(400)).toBe(false);
    expect(b.take(500)).toBe(true);
    expect(b.take(500)).toBe(false);
  });

  it('never holds more than the burst however long it waited', () => {
    const b = new TokenBucket(10, 2, 0);
    expect([b.take(60_000), b.take(60_000), b.take(60_000)]).toEqual([true, true, false]);
  });

  it('ignores a clock going backwards', () => {
    const b = new TokenBucket(1, 1, 1000);
    expect(b.take(1000)).toBe(true);
    expect(b.take(0)).toBe(false);
  });
});
