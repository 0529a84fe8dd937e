import { isKnownStage } from '@tribune/livescore';
import type { FeedUpdate } from '../feed/schemas.js';

export interface SideState {
  score: number | null;
  periods: Record<string, number>;
}

/** What a live update can change in a stored match. */
export interface MatchState {
  stage: string;
  matchTime: number | string | null;
  home: SideState;
  away: SideState;
}

export interface MergeOutcome {
  state: MatchState;
  /** False when the update changed nothing (an empty update, or the same values again). */
  changed: boolean;
  /** The update's stage when it is not one of spec 4.5's: applied all the same. */
  unknownStage: string | undefined;
  /** Sides whose periods came without a score: ignored, as the widget ignores them (4.8). */
  ignoredPeriods: Array<'home' | 'away'>;
}

/**
 * Spec 4.8, the same rules the widget applies to what it receives: the stage is applied even
 * when unknown; matchTime is replaced when present; for each side, when the update carries a
 * score, the score is replaced and the update's periods merged into the stored ones.
 */
export function mergeUpdate(state: MatchState, update: FeedUpdate): MergeOutcome {
  const ignoredPeriods: Array<'home' | 'away'> = [];
  const side = (name: 'home' | 'away'): SideState => {
    const current = state[name];
    const incoming = update[name];
    if (incoming?.score === undefined) {
      if (incoming?.periods && Object.keys(incoming.periods).length > 0) ignoredPeriods.push(name);
      return current;
    }
    return { score: incoming.score, periods: { ...current.periods, ...incoming.periods } };
  };
  const next: MatchState = {
    stage: update.stage ?? state.stage,
    matchTime: update.matchTime !== undefined ? update.matchTime : state.matchTime,
    home: side('home'),
    away: side('away'),
  };
  return {
    state: next,
    changed: !sameState(state, next),
    unknownStage:
      update.stage !== undefined && !isKnownStage(update.stage) ? update.stage : undefined,
    ignoredPeriods,
  };
}

function sameState(a: MatchState, b: MatchState): boolean {
  return (
    a.stage === b.stage &&
    a.matchTime === b.matchTime &&
    sameSide(a.home, b.home) &&
    sameSide(a.away, b.away)
  );
}

function sameSide(a: SideState, b: SideState): boolean {
  if (a.score !== b.score) return false;
  const keys = Object.keys(a.periods);
  return (
    keys.length === Object.keys(b.periods).length &&
    keys.every((k) => a.periods[k] === b.periods[k])
  );
}
