import type { StageLabelKey } from '../statusLabel.js';

/** Event types the details list names; any other type reads as `other`. */
export type EventLabelKey =
  | 'goal'
  | 'ownGoal'
  | 'penaltyGoal'
  | 'missedPenalty'
  | 'yellowCard'
  | 'redCard'
  | 'substitution'
  | 'varReview'
  | 'other';

/**
 * Every word the widget shows or says, per language. A dictionary that misses a key does not
 * compile. Templates use `{name}` placeholders (see interpolate.ts).
 */
export interface LiveScoreDictionary {
  /** Status pill words (spec 4.5); plan shows nothing and an unknown stage '?', in every language. */
  stages: Record<StageLabelKey, string>;
  /** Spec 8.2. */
  notices: {
    /** No live and no scheduled matches: also the default empty text. */
    noMatches: string;
    /** Placeholders: {date} {time} {home} {away}. */
    closestMatch: string;
    /** Details not yet available. */
    detailsLater: string;
    /** No connection after the time-out (spec 9.8); the widget keeps trying. */
    connectionTimeout: string;
    /** The browser is offline; the widget resumes when it is back. */
    offline: string;
  };
  widget: {
    /** The widget's accessible name. */
    label: string;
    /** The loader bar's accessible name. */
    loading: string;
    /** Alt text of a team logo. Placeholder: {team}. */
    logoAlt: string;
    /** The score read as a sentence. Placeholders: {home} {homeScore} {away} {awayScore}. */
    scoreSummary: string;
    /** Read instead of '-' when a side has no score. */
    noScore: string;
    /** Announced politely when the score changes. Same placeholders as scoreSummary. */
    scoreChanged: string;
    /** The details toggle. */
    details: string;
  };
  events: Record<EventLabelKey, string>;
}
