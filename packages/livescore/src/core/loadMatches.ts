import { PERIODS, type Period } from './contract.js';
import { isRecord, normalizeMatch, type WidgetMatch } from './matchModel.js';
import { callWithRetry, type RetryPolicy } from './rpcRetry.js';

export interface LoadResult {
  /** In kick-off order; empty when every period was empty (or failed). */
  matches: WidgetMatch[];
  /** The period the list came from, or null. */
  period: Period | null;
}

/**
 * Spec 4.7: ask for live, then today, then tomorrow, and stop at the first useful answer.
 *
 * "Useful" means holding a match that is live or scheduled. A list of finished matches only
 * (the usual "today" of an evening) does not stop the sequence: otherwise tomorrow's matches
 * would never be asked for and the widget would claim there is nothing scheduled for 2 days.
 * When no period has a live or scheduled match, the first non-empty list is the answer.
 */
export async function loadMatches(
  fetchPeriod: (period: Period) => Promise<unknown>,
  policy: RetryPolicy,
  onUnknownStage: (stage: string) => void,
): Promise<LoadResult> {
  let fallback: LoadResult | null = null;
  for (const period of PERIODS) {
    const response = await callWithRetry(
      `getMatches ${period}`,
      () => fetchPeriod(period),
      null,
      policy,
    );
    const matches = readMatches(response, onUnknownStage);
    if (matches.some((m) => m.live || m.stage === 'plan')) return { matches, period };
    if (matches.length > 0) fallback ??= { matches, period };
  }
  return fallback ?? { matches: [], period: null };
}

/** The response's `data` array (spec 7.3), normalized, sorted by kick-off, one per slug. */
export function readMatches(
  response: unknown,
  onUnknownStage?: (stage: string) => void,
): WidgetMatch[] {
  const data = isRecord(response) && Array.isArray(response.data) ? response.data : [];
  const bySlug = new Map<string, WidgetMatch>();
  for (const raw of data) {
    const match = normalizeMatch(raw, onUnknownStage);
    // Matches are keyed by slug (spec 3.6): a duplicate replaces the earlier entry.
    if (match) bySlug.set(match.slug, match);
  }
  // Array.prototype.sort is stable: equal kick-offs keep the server's order.
  return [...bySlug.values()].sort((a, b) => a.date - b.date);
}
