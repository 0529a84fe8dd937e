import type { MatchUpdate } from './contract.js';

/**
 * The stage set of spec 4.8 that triggers a refetch of the full selected match (RPC
 * getMatchDetail). The spec leaves its contents to us; these are the moments a feed rewrites
 * more than a score: period boundaries (half time, the break before extra time and its half
 * time, a pause), the penalty shoot-out (whose kicks arrive as periods) and every ending
 * (the final periods, an awarded result, a cancellation or postponement). Entering one of
 * these stages refetches, and so does the first update after it (the match resumes or a
 * result is corrected), so the card and its events are whole again at each turn of the match.
 */
export const REFETCH_STAGES: ReadonlySet<string> = new Set([
  'halftime',
  'pause',
  'break_time',
  'extra_time_halftime',
  'penalties',
  'finished',
  'finished_overtime',
  'finished_penalty',
  'finished_technical_defeat',
  'cancelled',
  'postponed',
]);

/**
 * Spec 4.8: refetch when the selected match's current stage is in the set, or the update
 * carries a stage in it, or a matchTime naming one (some feeds write "halftime" there).
 */
export function needsRefetch(
  currentStage: string,
  update: Pick<MatchUpdate, 'stage' | 'matchTime'>,
  stages: ReadonlySet<string> = REFETCH_STAGES,
): boolean {
  if (stages.has(currentStage)) return true;
  if (typeof update.stage === 'string' && stages.has(update.stage)) return true;
  return typeof update.matchTime === 'string' && stages.has(update.matchTime);
}
