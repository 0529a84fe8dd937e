import { deriveAbbr } from './abbr.js';
import type { Match, MatchEvent, MatchLeague, MatchTeam } from './contract.js';
import { isKnownStage, isLiveStage } from './stages.js';

/** The details of spec 3.6: fetched on demand, shown on demand. */
export interface MatchDetails {
  /** A getMatchDetail call is in flight. */
  loading: boolean;
  /** The reader opened the details. */
  show: boolean;
  /** null until a detail call has answered; an empty list means "nothing yet". */
  events: MatchEvent[] | null;
}

/** A match as the widget holds it: the contract's fields plus the ones derived on the client. */
export interface WidgetMatch extends Match {
  /** Spec 4.5: true when the stage is in the live set. */
  live: boolean;
  details: MatchDetails;
}

export const EMPTY_DETAILS: MatchDetails = { loading: false, show: false, events: null };

/**
 * Turns whatever the server sent into a WidgetMatch with the spec's defaults (slug and name
 * '?', abbr derived), so the rest of the widget never meets a missing field. Returns null for
 * something that is not a match at all, which the caller drops.
 */
export function normalizeMatch(
  raw: unknown,
  onUnknownStage?: (stage: string) => void,
): WidgetMatch | null {
  if (!isRecord(raw)) return null;
  const stage = typeof raw.stage === 'string' ? raw.stage : '';
  if (!isKnownStage(stage)) onUnknownStage?.(stage);
  const events =
    isRecord(raw.details) && Array.isArray(raw.details.events) ? raw.details.events : null;
  return {
    date: typeof raw.date === 'number' && Number.isFinite(raw.date) ? raw.date : 0,
    stage,
    slug: typeof raw.slug === 'string' && raw.slug !== '' ? raw.slug : '?',
    matchTime:
      typeof raw.matchTime === 'number' || typeof raw.matchTime === 'string' ? raw.matchTime : null,
    home: normalizeTeam(raw.home),
    away: normalizeTeam(raw.away),
    league: normalizeLeague(raw.league),
    live: isLiveStage(stage),
    details: {
      ...EMPTY_DETAILS,
      events: events ? events.filter(isRecord).map(normalizeEvent) : null,
    },
  };
}

function normalizeTeam(raw: unknown): MatchTeam {
  const team = isRecord(raw) ? raw : {};
  const name = typeof team.name === 'string' && team.name !== '' ? team.name : '?';
  return {
    img: typeof team.img === 'string' ? team.img : '',
    abbr: deriveAbbr(name, typeof team.abbr === 'string' ? team.abbr : null),
    name,
    periods: normalizePeriods(team.periods),
    score: typeof team.score === 'number' && Number.isFinite(team.score) ? team.score : null,
  };
}

export function normalizePeriods(raw: unknown): Record<string, number> {
  const periods: Record<string, number> = {};
  if (!isRecord(raw)) return periods;
  for (const [period, goals] of Object.entries(raw)) {
    if (typeof goals === 'number' && Number.isFinite(goals)) periods[period] = goals;
  }
  return periods;
}

function normalizeLeague(raw: unknown): MatchLeague {
  const league = isRecord(raw) ? raw : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    slug: text(league.slug),
    name: text(league.name),
    country: text(league.country),
    img: text(league.img),
  };
}

function normalizeEvent(raw: Record<string, unknown>): MatchEvent {
  return {
    type: typeof raw.type === 'string' ? raw.type : '',
    minute:
      typeof raw.minute === 'string' || typeof raw.minute === 'number' ? String(raw.minute) : null,
    side: raw.side === 'home' || raw.side === 'away' ? raw.side : null,
    body: raw.body,
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
