import { SEED_LEAGUES } from '../../db/seed/content/leagues.js';
import { SEED_TEAMS } from '../../db/seed/content/teams.js';
import type { Scenario, SimFixture } from './fixture.js';

/**
 * The CLI's match day: six matches between the demo's clubs, under slugs of their own
 * (`sim-…`, so the seeded programme is left alone), one of each ending: three played to full
 * time, one postponed, a cup tie decided in extra time and one decided on penalties. Images
 * are sent empty: the server keeps the crests and badges it holds.
 */
const PAIRINGS: Array<[league: string, home: string, away: string, scenario: Scenario]> = [
  ['ligue-elite', 'olympique-valmont', 'as-rivemont', 'regular'],
  ['premier-division', 'kingsbridge-united', 'harrowgate-city', 'regular'],
  ['coupe-des-clubs-champions', 'girondins-de-merval', 'westhaven-fc', 'extraTime'],
  ['liga-iberica', 'real-valdoria', 'atletico-serrano', 'postponed'],
  ['ligue-elite', 'stade-de-lorveze', 'racing-montclair', 'regular'],
  ['coupe-des-clubs-champions', 'sporting-castellar', 'durnford-albion', 'penalties'],
];

export function cliFixtures(): SimFixture[] {
  return PAIRINGS.map(([leagueSlug, home, away, scenario]) => {
    const league = SEED_LEAGUES.find((l) => l.slug === leagueSlug)!;
    const team = (slug: string) => {
      const t = SEED_TEAMS.find((candidate) => candidate.slug === slug)!;
      return { name: t.name, ...(t.abbr ? { abbr: t.abbr } : {}), img: '' };
    };
    return {
      slug: `sim-${home}-${away}`,
      league: {
        slug: league.slug,
        name: league.text.en.name,
        country: league.text.en.country,
        img: '',
        ...(league.countryCode ? { countryCode: league.countryCode } : {}),
      },
      home: team(home),
      away: team(away),
      knockout: league.competition === 'cup',
      scenario,
    };
  });
}
