import type { Publication, StreamPosition } from './engine/types.js';

/**
 * Recovery math, kept pure so it can be tested without a server: given what history still
 * holds after the client's offset, decide whether the client gets exactly what it missed.
 */
export interface RecoveryOutcome {
  recovered: boolean;
  /** What to deliver: all the missed publications when recovered, none otherwise. */
  publications: Publication[];
}

/**
 * @param since where the client stopped. An empty epoch means "any epoch" (the client never
 *   saw one, e.g. it subscribed before the channel had a stream).
 * @param top the stream's current position.
 * @param after the publications history holds with an offset above `since.offset`, oldest first.
 */
export function recover(
  since: StreamPosition,
  top: StreamPosition,
  after: readonly Publication[],
): RecoveryOutcome {
  if (since.epoch !== '' && since.epoch !== top.epoch)
    return { recovered: false, publications: [] };
  if (since.offset > top.offset) return { recovered: false, publications: [] };
  const missed = top.offset - since.offset;
  if (missed === 0) return { recovered: true, publications: [] };
  // Recovered only if history still holds every offset from since+1 to top: offsets are
  // consecutive integers, so the count and the first offset settle it.
  const first = after[0]?.offset;
  if (after.length !== missed || first !== since.offset + 1) {
    return { recovered: false, publications: [] };
  }
  return { recovered: true, publications: [...after] };
}
