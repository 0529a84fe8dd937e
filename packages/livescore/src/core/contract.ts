/**
 * The data contract between the score feed, the server's match service and the widget
 * (spec 3.6, 3.7, 7.3). The server sends these shapes over the real-time connection; the
 * widget derives its display fields from them.
 */

/** One side of a match as the feed and the match service send it (spec 3.6). */
export interface MatchTeam {
  /** Logo URL. */
  img: string;
  /** Three-letter code; when the feed omits it, the first 3 letters of the name in upper case. */
  abbr: string;
  /** Default '?'. */
  name: string;
  /** Goals per period, e.g. `{ "1": 1, "2": 0 }`. */
  periods: Record<string, number>;
  /** Null before kick-off (displayed as '-'). */
  score: number | null;
}

export interface MatchLeague {
  slug: string;
  /** Localized in the requested language. */
  name: string;
  /** Localized in the requested language. */
  country: string;
  img: string;
}

/** A match event (goal, card, substitution, period change…); its body is not displayed. */
export interface MatchEvent {
  type: string;
  minute: string | null;
  side: 'home' | 'away' | null;
  body: unknown;
}

/** A match as the RPC `getMatches` returns it (spec 3.6). */
export interface Match {
  /** Kick-off, unix seconds. */
  date: number;
  stage: string;
  /** The match key. Default '?'. */
  slug: string;
  /** The minute of play: a number or a text such as "45+2"; null when not started. */
  matchTime: number | string | null;
  home: MatchTeam;
  away: MatchTeam;
  league: MatchLeague;
}

/** A match with its events, as `getMatchDetail` returns it. */
export interface MatchDetail extends Match {
  details: { events: MatchEvent[] };
}

/** A live update published on the sport channel (spec 3.7). Every field but slug is optional. */
export interface MatchUpdate {
  slug: string;
  matchTime?: number | string;
  stage?: string;
  home?: { score?: number; periods?: Record<string, number> };
  away?: { score?: number; periods?: Record<string, number> };
}

/** The periods the widget asks for, in this order, stopping at the first non-empty (spec 4.7). */
export const PERIODS = ['live', 'today', 'tomorrow'] as const;
export type Period = (typeof PERIODS)[number];

/** RPC method names and payloads over the real-time connection (design.md section 3). */
export const RPC_GET_MATCHES = 'getMatches';
export const RPC_GET_MATCH_DETAIL = 'getMatchDetail';

export interface GetMatchesRequest {
  lang: string;
  period: Period;
}

export interface GetMatchesResponse {
  data: Match[];
}

export interface GetMatchDetailRequest {
  slug: string;
  lang: string;
}

/** The sport of this widget and the channel its live updates are published on (spec 3.8). */
export const SPORT = 'football';
/** Spec 3.8: a second name derived from the channel name, for match details. */
export function detailChannelName(rpcSport: string): string {
  return `${rpcSport}Detail`;
}
