import type { WidgetMatch } from './matchModel.js';
import { PREFERRED_LIVE_STAGES } from './stages.js';

/** The outcome of spec 4.6 for one list of matches. */
export interface Selection {
  /** The match to show; null only for an empty list. */
  slug: string | null;
  /** What to keep under `matchSlug` afterwards; null removes the key. */
  stored: string | null;
  /** Rule 2: the stored match went out of scope, so the caller refetches the list (once). */
  refetch: boolean;
}

/** Rule 3's second choice: a match being played, with results only, or scheduled. */
const SECOND_CHOICE: ReadonlySet<string> = new Set(['live', 'results_only', 'plan']);

/** "In the live or scheduled set": the live flag, or the plan stage. */
function inScope(match: WidgetMatch): boolean {
  return match.live || match.stage === 'plan';
}

/** The live match to switch to: one really being played first, else one with results only. */
function firstLive(matches: readonly WidgetMatch[]): WidgetMatch | undefined {
  return matches.find((m) => PREFERRED_LIVE_STAGES.has(m.stage)) ?? matches.find((m) => m.live);
}

/**
 * Spec 4.6, in its order. `matches` is expected in kick-off order, so "first" is "earliest".
 * Beyond the spec: when no match is live or scheduled (a day of finished matches only), the
 * first match is still shown, with the "no live and no scheduled matches" notice, but it is
 * not remembered, since it would be out of scope at the next load.
 */
export function selectMatch(matches: readonly WidgetMatch[], storedSlug: string | null): Selection {
  let refetch = false;
  if (storedSlug !== null) {
    const stored = matches.find((m) => m.slug === storedSlug);
    if (stored && inScope(stored)) {
      // Rule 1: keep it, unless it is only scheduled while something is being played.
      const live = stored.live ? undefined : firstLive(matches);
      const chosen = live ?? stored;
      return { slug: chosen.slug, stored: chosen.slug, refetch: false };
    }
    // Rule 2: it finished, was cancelled or postponed, or is no longer in the list.
    refetch = true;
  }
  // Rule 3, then rule 4.
  const chosen =
    matches.find((m) => PREFERRED_LIVE_STAGES.has(m.stage)) ??
    matches.find((m) => SECOND_CHOICE.has(m.stage));
  if (chosen) return { slug: chosen.slug, stored: chosen.slug, refetch };
  return { slug: matches[0]?.slug ?? null, stored: null, refetch };
}
