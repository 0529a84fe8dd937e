import { describe, expect, it } from 'vitest';
import { createRng, hashSeed } from './prng.js';

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng('stadium-night|3');
    const b = createRng('stadium-night|3');
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('gives different sequences for different seeds', () => {
    expect(createRng('a').next()).not.toBe(createRng('b').next());
    expect(hashSeed('trophy|1')).not.toBe(hashSeed('trophy|2'));
  });

  it('forks independent streams: drawing from one does not shift another', () => {
    const first = createRng('x');
    const skyA = first.fork('sky');
    const crowdA = first.fork('crowd');
    for (let i = 0; i < 10; i++) skyA.next();
    const second = createRng('x');
    second.fork('sky');
    expect(crowdA.next()).toBe(second.fork('crowd').next());
  });

  it('keeps int() within inclusive bounds and reaches both ends', () => {
    const rng = createRng('ints');
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rng.int(2, 5));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});
