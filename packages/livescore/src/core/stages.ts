/**
 * Match stages (spec 4.5). The feed may send others: they are logged and kept as they are.
 */
export const KNOWN_STAGES = [
  'plan',
  'live',
  'results_only',
  'cancelled',
  'postponed',
  'finished',
  'finished_overtime',
  'finished_penalty',
  'finished_technical_defeat',
  'halftime',
  'pause',
  '1st_quarter',
  '2nd_quarter',
  '3rd_quarter',
  '4th_quarter',
  'break_time',
  'overtime',
  'extra_time_halftime',
  'penalties',
] as const;

export type KnownStage = (typeof KNOWN_STAGES)[number];

/** Stages in which the live flag is true. */
export const LIVE_STAGES: ReadonlySet<string> = new Set([
  'live',
  'results_only',
  'halftime',
  'pause',
  '1st_quarter',
  '2nd_quarter',
  '3rd_quarter',
  '4th_quarter',
  'overtime',
  'break_time',
  'extra_time_halftime',
  'penalties',
]);

/** The live set without results_only: a match really being played. */
export const PREFERRED_LIVE_STAGES: ReadonlySet<string> = new Set(
  [...LIVE_STAGES].filter((stage) => stage !== 'results_only'),
);

export function isKnownStage(stage: string): stage is KnownStage {
  return (KNOWN_STAGES as readonly string[]).includes(stage);
}

export function isLiveStage(stage: string): boolean {
  return LIVE_STAGES.has(stage);
}

/** Stages after which a match will not be played again today (over, called off or put off). */
export const FINAL_STAGES: ReadonlySet<string> = new Set([
  'finished',
  'finished_overtime',
  'finished_penalty',
  'finished_technical_defeat',
  'cancelled',
  'postponed',
]);

export function isFinalStage(stage: string): boolean {
  return FINAL_STAGES.has(stage);
}
