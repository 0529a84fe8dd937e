import { describe, expect, it, vi } from 'vitest';
import { recentResults } from './recentResults.js';

describe('recentResults', () => {
  it('computes a key once and answers it again from memory', () => {
    const compute = vi.fn(() => ({ upper: 'GOAL' }));
    const lookUp = recentResults<{ upper: string }>(10);
    const first = lookUp('goal', compute);
    expect(lookUp('goal', compute)).toBe(first);
    expect(first).toEqual({ upper: 'GOAL' });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps at most `limit` results, forgetting the oldest first', () => {
    const compute = vi.fn(() => 1);
    const lookUp = recentResults<number>(2);
    lookUp('a', compute);
    lookUp('bb', compute);
    lookUp('ccc', compute); // forgets 'a'
    lookUp('bb', compute);
    lookUp('ccc', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    lookUp('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('remembers a result that is undefined or falsy', () => {
    const compute = vi.fn((): undefined => undefined);
    const lookUp = recentResults<undefined>(4);
    lookUp('x', compute);
    lookUp('x', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
