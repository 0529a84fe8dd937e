/**
 * Which of several Redis instances holds a channel: FNV-1a (64-bit) of the channel name, then
 * jump consistent hashing (Lamping & Veach), so every node picks the same shard and adding a
 * shard moves only about 1/n of the channels.
 */

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;
const JUMP_MULTIPLIER = 2862933555777941757n;

export function fnv1a64(text: string): bigint {
  let h = FNV_OFFSET;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= BigInt(byte);
    h = (h * FNV_PRIME) & MASK;
  }
  return h;
}

export function jumpHash(key: bigint, buckets: number): number {
  let b = -1;
  let j = 0;
  let k = key;
  while (j < buckets) {
    b = j;
    k = (k * JUMP_MULTIPLIER + 1n) & MASK;
    j = Math.floor(((b + 1) * 2 ** 31) / Number((k >> 33n) + 1n));
  }
  return b;
}

/** The index of the shard that holds `channel` among `count` shards. */
export function shardIndex(channel: string, count: number): number {
  if (count <= 1) return 0;
  return jumpHash(fnv1a64(channel), count);
}
