import { resolveAsset } from './connectionUrl.js';
import type { MatchEvent } from './contract.js';
import type { EventLabelKey } from './i18n/dictionary.js';
import { interpolate, type Translation } from './i18n/index.js';
import { formatKickoff, type Kickoff } from './kickoff.js';
import { isRecord, type WidgetMatch } from './matchModel.js';
import type { Notice } from './notice.js';
import { isScore, leader, scoreText } from './score.js';
import type { MatchMarks, ScoreMark } from './scoreMarks.js';
import { type StatusLabel, statusLabel } from './statusLabel.js';

/** One side of the card, ready to render. */
export interface TeamView {
  name: string;
  abbr: string;
  logo: string;
  logoAlt: string;
  /** The goals, or '-'. */
  score: string;
  /** The leading side (spec 4.5: highlighted green). */
  leading: boolean;
  mark: ScoreMark | null;
}

/** The match card's words and flags, in the reader's language (no React, no DOM). */
export interface MatchView {
  slug: string;
  kickoff: Kickoff;
  /** `{date} {time} | {country} | {league name}` (spec 2.2), empty parts left out. */
  title: string;
  /** The title's parts: `{date} {time}`, then country and league name when known. */
  titleParts: string[];
  live: boolean;
  stage: string;
  status: StatusLabel;
  /** The pill's text: '' for plan, '?' for a stage without label. */
  statusText: string;
  home: TeamView;
  away: TeamView;
  /** The score as a sentence, for assistive technology. */
  scoreSummary: string;
}

export interface ViewContext {
  translation: Translation;
  /** IANA time zone for date and time; the reader's own when omitted. */
  timeZone?: string | undefined;
  /**
   * Origin that relative image URLs of the data are relative to (the data connection's), so a
   * widget embedded on another site still finds the logos. Left relative when omitted.
   */
  assetBase?: string | undefined;
}

export function describeMatch(
  match: WidgetMatch,
  marks: MatchMarks,
  context: ViewContext,
): MatchView {
  const { dictionary, locale } = context.translation;
  const kickoff = formatKickoff(match.date, locale, context.timeZone);
  const leading = leader(match);
  const side = (which: 'home' | 'away'): TeamView => {
    const team = match[which];
    return {
      name: team.name,
      abbr: team.abbr,
      logo: resolveAsset(team.img, context.assetBase),
      logoAlt: interpolate(dictionary.widget.logoAlt, { team: team.name }),
      score: scoreText(match.stage, team.score),
      leading: leading === which,
      mark: marks[which],
    };
  };
  const home = side('home');
  const away = side('away');
  const status = statusLabel(match.stage, match.matchTime);
  const titleParts = [
    `${kickoff.date} ${kickoff.time}`,
    match.league.country,
    match.league.name,
  ].filter((part) => part !== '');
  return {
    slug: match.slug,
    kickoff,
    title: titleParts.join(' | '),
    titleParts,
    live: match.live,
    stage: match.stage,
    status,
    statusText: statusText(status, context.translation),
    home,
    away,
    scoreSummary: scoreSentence(dictionary.widget.scoreSummary, match, context.translation),
  };
}

export function statusText(status: StatusLabel, translation: Translation): string {
  switch (status.kind) {
    case 'empty':
      return '';
    case 'minute':
      return status.text;
    case 'stage':
      return translation.dictionary.stages[status.key];
    case 'unknown':
      return '?';
  }
}

/** The notice's sentence (spec 8.2), or null when there is none. */
export function noticeText(notice: Notice, context: ViewContext): string | null {
  const { dictionary, locale } = context.translation;
  if (notice.kind === 'none') return null;
  if (notice.kind === 'noMatches') return dictionary.notices.noMatches;
  const { match } = notice;
  const kickoff = formatKickoff(match.date, locale, context.timeZone);
  return interpolate(dictionary.notices.closestMatch, {
    date: kickoff.date,
    time: kickoff.time,
    home: match.home.name,
    away: match.away.name,
  });
}

/** What the polite live region says when the shown match's score changes. */
export function announcementText(match: WidgetMatch, translation: Translation): string {
  return scoreSentence(translation.dictionary.widget.scoreChanged, match, translation);
}

function scoreSentence(template: string, match: WidgetMatch, translation: Translation): string {
  const read = (score: number | null) =>
    match.stage !== 'plan' && isScore(score)
      ? String(score)
      : translation.dictionary.widget.noScore;
  return interpolate(template, {
    home: match.home.name,
    homeScore: read(match.home.score),
    away: match.away.name,
    awayScore: read(match.away.score),
  });
}

const EVENT_KEYS: Readonly<Record<string, EventLabelKey>> = {
  goal: 'goal',
  own_goal: 'ownGoal',
  penalty_goal: 'penaltyGoal',
  penalty: 'penaltyGoal',
  missed_penalty: 'missedPenalty',
  penalty_missed: 'missedPenalty',
  yellow_card: 'yellowCard',
  red_card: 'redCard',
  second_yellow: 'redCard',
  yellow_red_card: 'redCard',
  substitution: 'substitution',
  var: 'varReview',
};

/** An event's name; a stage name (a period event) reads as its pill label. */
export function eventLabel(event: MatchEvent, translation: Translation): string {
  const key = EVENT_KEYS[event.type];
  if (key) return translation.dictionary.events[key];
  const status = statusLabel(event.type, null);
  if (status.kind === 'stage' && status.key !== 'live')
    return translation.dictionary.stages[status.key];
  return translation.dictionary.events.other;
}

/** The player an event names (a goal's scorer, a card's player), when the feed sent one. */
export function eventPlayer(event: MatchEvent): string | null {
  const player = isRecord(event.body) ? event.body.player : undefined;
  return typeof player === 'string' && player.trim() !== '' ? player.trim() : null;
}
