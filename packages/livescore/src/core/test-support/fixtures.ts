import type { Match } from '../contract.js';
import { normalizeMatch, type WidgetMatch } from '../matchModel.js';

/** 14/03/2026 20:45 in Paris (19:45 UTC). */
export const KICKOFF = Date.UTC(2026, 2, 14, 19, 45) / 1000;

let counter = 0;

/** A match as the server sends it, with sensible defaults. */
export function rawMatch(overrides: Partial<Match> & { slug?: string } = {}): Match {
  counter += 1;
  return {
    date: KICKOFF,
    stage: 'plan',
    slug: `match-${counter}`,
    matchTime: null,
    home: { img: '/media/home.png', abbr: 'MON', name: 'Montclair', periods: {}, score: null },
    away: { img: '/media/away.png', abbr: 'LOR', name: 'Lorvèze', periods: {}, score: null },
    league: { slug: 'ligue-elite', name: 'Ligue Élite', country: 'France', img: '' },
    ...overrides,
  };
}

export function liveMatch(overrides: Partial<Match> = {}): Match {
  return rawMatch({
    stage: 'live',
    matchTime: 23,
    home: { img: '/media/home.png', abbr: 'MON', name: 'Montclair', periods: { '1': 1 }, score: 1 },
    away: { img: '/media/away.png', abbr: 'LOR', name: 'Lorvèze', periods: { '1': 0 }, score: 0 },
    ...overrides,
  });
}

export function widgetMatch(overrides: Partial<Match> = {}): WidgetMatch {
  return normalizeMatch(rawMatch(overrides))!;
}
