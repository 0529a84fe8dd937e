import { describe, expect, it, vi } from 'vitest';
import { recentResults } from './recentResults.js';

describe('recentResults', () => {
  it('computes a key once and answers it again from memory', () => {
    const compute = vi.fn((key: string) => ({ upper: key.toUpperCase() }));
    const lookUp = recentResults(10, compute);
    const first = lookUp('goal');
    expect(lookUp('goal')).toBe(first);
    expect(first).toEqual({ upper: 'GOAL' });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps at most `limit` results, forgetting the oldest first', () => {
    const compute = vi.fn((key: string) => key.length);
    const lookUp = recentResults(2, compute);
    lookUp('a');
    lookUp('bb');
    lookUp('ccc'); // forgets 'a'
    lookUp('bb');
    lookUp('ccc');
    expect(compute).toHaveBeenCalledTimes(3);
    lookUp('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('remembers a result that is undefined or falsy', () => {
    const compute = vi.fn((): undefined => undefined);
    const lookUp = recentResults(4, compute);
    lookUp('x');
    lookUp('x');
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
