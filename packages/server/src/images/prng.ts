/**
 * A tiny seeded pseudo-random generator. Generated artwork must be byte-identical from one seed
 * run to the next (content-hashed file names, cache hits, reproducible screenshots), so scenes
 * never call Math.random(): every choice flows from a seed derived from `(scene, variant)`.
 */

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /**
   * An independent stream for one part of a composition. Forking per layer means adding a star
   * to the sky does not reshuffle the crowd: tweaks to one layer leave the others untouched.
   */
  fork(label: string): Rng;
}

/** FNV-1a, 32-bit: turns a text seed into a well-spread integer. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: 32 bits of state, fast, good enough for picking colours and positions. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: string): Rng {
  const next = mulberry32(hashSeed(seed));
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability) => next() < probability,
    fork: (label) => createRng(`${seed}/${label}`),
  };
  return rng;
}
