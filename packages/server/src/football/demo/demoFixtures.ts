import { SEED_LEAGUES } from '../../db/seed/content/leagues.js';
import type { MatchService } from '../service/matchService.js';
import type { SimFixture } from '../simulator/fixture.js';

const CUPS: ReadonlySet<string> = new Set(
  SEED_LEAGUES.filter((league) => league.competition === 'cup').map((league) => league.slug),
);

/**
 * The demo plays the matches of today (site time zone) as the database holds them. Images are
 * sent empty, which keeps the stored artwork; cups of the demo content play knock-out ties.
 */
export async function todaysFixtures(matches: MatchService): Promise<SimFixture[]> {
  const today = await matches.getMatches('today', 'en');
  return today.map((match) => ({
    slug: match.slug,
    league: {
      slug: match.league.slug,
      name: match.league.name,
      country: match.league.country,
      img: '',
    },
    home: { name: match.home.name, abbr: match.home.abbr, img: '' },
    away: { name: match.away.name, abbr: match.away.abbr, img: '' },
    knockout: CUPS.has(match.league.slug),
  }));
}
