import type { FeedLeague } from '../feed/schemas.js';

/** How a simulated match unfolds. */
export type Scenario =
  /** 90 minutes and added time: finished. */
  | 'regular'
  /** A cup tie level after 90 minutes, decided in extra time: finished_overtime. */
  | 'extraTime'
  /** A cup tie level after 120 minutes, decided on penalties: finished_penalty. */
  | 'penalties'
  /** Called off shortly before kick-off: postponed. */
  | 'postponed';

export interface SimTeam {
  name: string;
  abbr?: string;
  /** "" keeps the image the server holds. */
  img: string;
}

/** A match the simulator plays: what the feed sends about it before kick-off. */
export interface SimFixture {
  slug: string;
  league: FeedLeague;
  home: SimTeam;
  away: SimTeam;
  /** A knock-out tie: a draw goes to extra time and penalties. */
  knockout: boolean;
  /** Forces how it unfolds; otherwise `assignScenarios` decides. */
  scenario?: Scenario;
}

/**
 * A match day with every ending: knock-out ties alternate between extra time and penalties
 * (the first one of the day changes with each cycle), the middle league match of the day is
 * postponed when there are at least three, every other match is played to the end.
 */
export function assignScenarios(fixtures: readonly SimFixture[], cycle: number): Scenario[] {
  const league = fixtures.flatMap((f, index) => (!f.knockout && !f.scenario ? [index] : []));
  const postponed = league.length >= 3 ? league[Math.floor(league.length / 2)] : undefined;
  let knockouts = cycle;
  return fixtures.map((fixture, index) => {
    if (fixture.scenario) return fixture.scenario;
    if (fixture.knockout) return knockouts++ % 2 === 0 ? 'penalties' : 'extraTime';
    return index === postponed ? 'postponed' : 'regular';
  });
}
