/**
 * The status pill's content per stage (spec 4.5). The core answers with a dictionary key or a
 * minute text; the words come from the i18n dictionaries, so this file holds no language.
 */
export type StageLabelKey =
  | 'live'
  | 'halftime'
  | 'pause'
  | 'breakTime'
  | 'extraTimeHalftime'
  | 'penalties'
  | 'resultsOnly'
  | 'finished'
  | 'finishedOvertime'
  | 'finishedPenalty'
  | 'awarded'
  | 'cancelled'
  | 'postponed';

export type StatusLabel =
  /** plan: the pill is empty. */
  | { kind: 'empty' }
  /** A minute of play such as `45'`, `90+'` or `45+2'`: digits, the same in every language. */
  | { kind: 'minute'; text: string }
  /** A localized word. */
  | { kind: 'stage'; key: StageLabelKey }
  /** A stage the spec does not name a label for: '?'. */
  | { kind: 'unknown' };

const STAGE_KEYS: Readonly<Record<string, StageLabelKey>> = {
  halftime: 'halftime',
  pause: 'pause',
  break_time: 'breakTime',
  extra_time_halftime: 'extraTimeHalftime',
  penalties: 'penalties',
  results_only: 'resultsOnly',
  finished: 'finished',
  finished_overtime: 'finishedOvertime',
  finished_penalty: 'finishedPenalty',
  finished_technical_defeat: 'awarded',
  cancelled: 'cancelled',
  postponed: 'postponed',
};

/**
 * The stages whose pill shows the minute. Spec 4.5 names exactly these three; 3rd_quarter,
 * 4th_quarter and overtime fall under "any other" and show '?', as the spec's table says.
 */
const MINUTE_STAGES: ReadonlySet<string> = new Set(['live', '1st_quarter', '2nd_quarter']);

/** The minute cap of spec 9.8: beyond it the pill shows `90+'`. */
export const MINUTE_CAP = 90;

export function statusLabel(stage: string, matchTime: unknown): StatusLabel {
  if (stage === 'plan') return { kind: 'empty' };
  if (MINUTE_STAGES.has(stage)) return minuteLabel(matchTime);
  const key = STAGE_KEYS[stage];
  return key ? { kind: 'stage', key } : { kind: 'unknown' };
}

/**
 * N'; above 90 → 90+' unless the value already holds '+' (the feed's own "45+2" is kept);
 * a negative, missing or unreadable minute → 'Live'.
 */
export function minuteLabel(matchTime: unknown): StatusLabel {
  const live: StatusLabel = { kind: 'stage', key: 'live' };
  if (typeof matchTime === 'string') {
    // A trailing apostrophe is the feed's formatting, not part of the value.
    const text = matchTime.trim().replace(/['’]+$/, '');
    if (text.includes('+')) return /^\d+\s*\+\s*\d*$/.test(text) ? minuteText(text) : live;
    if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return live;
    return minuteLabel(Number(text));
  }
  if (typeof matchTime !== 'number' || !Number.isFinite(matchTime) || matchTime < 0) return live;
  const minute = Math.floor(matchTime);
  return minute > MINUTE_CAP ? minuteText(`${MINUTE_CAP}+`) : minuteText(String(minute));
}

function minuteText(value: string): StatusLabel {
  return { kind: 'minute', text: `${value.replace(/\s+/g, '')}'` };
}
