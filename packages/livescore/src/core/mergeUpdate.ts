import type { MatchTeam } from './contract.js';
import { isRecord, normalizePeriods, type WidgetMatch } from './matchModel.js';
import { isScore } from './score.js';
import { isKnownStage, isLiveStage } from './stages.js';

export type UpdateOutcome =
  /** Nothing to apply: "Update is empty...". */
  | { kind: 'empty' }
  /** No match with that slug in the list: "Match is absent". */
  | { kind: 'absent'; slug: unknown }
  | {
      kind: 'applied';
      previous: WidgetMatch;
      match: WidgetMatch;
      /** The stage is not one of spec 4.5's: logged, but applied all the same. */
      unknownStage: string | null;
    };

const FIELDS = ['matchTime', 'stage', 'home', 'away'] as const;

/**
 * Spec 4.8 as a pure function of the list and one update from the sport channel: returns the
 * new list (the old one untouched) and what happened, and leaves logging and timers to the
 * store. Anything that is not an object with at least one field besides slug is empty.
 */
export function applyUpdate(
  matches: readonly WidgetMatch[],
  update: unknown,
): { matches: readonly WidgetMatch[]; outcome: UpdateOutcome } {
  if (!isRecord(update) || !FIELDS.some((field) => update[field] !== undefined)) {
    return { matches, outcome: { kind: 'empty' } };
  }
  const index = matches.findIndex((m) => m.slug === update.slug);
  const previous = matches[index];
  if (!previous) return { matches, outcome: { kind: 'absent', slug: update.slug } };

  const match: WidgetMatch = { ...previous };
  let unknownStage: string | null = null;
  if (typeof update.stage === 'string') {
    if (!isKnownStage(update.stage)) unknownStage = update.stage;
    match.stage = update.stage;
    match.live = isLiveStage(update.stage);
  }
  if (typeof update.matchTime === 'number' || typeof update.matchTime === 'string') {
    match.matchTime = update.matchTime;
  } else if (update.matchTime === null) {
    match.matchTime = null;
  }
  match.home = mergeSide(previous.home, update.home);
  match.away = mergeSide(previous.away, update.away);

  const next = matches.slice();
  next[index] = match;
  return { matches: next, outcome: { kind: 'applied', previous, match, unknownStage } };
}

/** A side changes only when the update carries a score: then periods merge into the old ones. */
function mergeSide(team: MatchTeam, side: unknown): MatchTeam {
  if (!isRecord(side) || !isScore(side.score)) return team;
  return {
    ...team,
    score: side.score,
    periods: { ...team.periods, ...normalizePeriods(side.periods) },
  };
}
