import type { WidgetMatch } from './matchModel.js';

/** The notice above the card when the shown match is not live (spec 2.2, 8.2). */
export type Notice =
  | { kind: 'none' }
  /** "…no Live matches and there are no scheduled matches for the next 2 days." */
  | { kind: 'noMatches' }
  /** "…the closest match is {date} {time} {home} - {away}." */
  | { kind: 'closest'; match: WidgetMatch };

/**
 * The selection shows a scheduled match only when nothing is live, and a match that is neither
 * live nor scheduled only when the two days hold no scheduled match: the shown match alone
 * tells which notice applies.
 */
export function noticeFor(selected: WidgetMatch | null): Notice {
  if (!selected || selected.live) return { kind: 'none' };
  if (selected.stage === 'plan') return { kind: 'closest', match: selected };
  return { kind: 'noMatches' };
}
