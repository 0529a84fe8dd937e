import type { SeedFixture } from './types.js';

/**
 * Today's and tomorrow's programme. No club plays twice over the two days, and the clubs whose
 * matches the articles have just reported (Olympique Valmont and AS Rivemont after the derby,
 * Kingsbridge United and Real Valdoria after their European night) are left out, as are pairings
 * the articles give as already played (SC Aubrac–US Belcastel, Racing Montclair–Girondins de
 * Merval). That leaves sixteen clubs, hence eight matches.
 */
export const SEED_FIXTURES: SeedFixture[] = [
  // Today
  {
    leagueSlug: 'premier-division',
    home: 'millbrook-athletic',
    away: 'durnford-albion',
    dayOffset: 0,
    kickOff: '13:30',
  },
  {
    leagueSlug: 'ligue-elite',
    home: 'girondins-de-merval',
    away: 'sc-aubrac',
    dayOffset: 0,
    kickOff: '15:00',
  },
  {
    leagueSlug: 'liga-iberica',
    home: 'cd-almonte',
    away: 'ud-marisol',
    dayOffset: 0,
    kickOff: '17:15',
  },
  {
    leagueSlug: 'ligue-elite',
    home: 'fc-port-sainte-anne',
    away: 'us-belcastel',
    dayOffset: 0,
    kickOff: '19:00',
  },
  {
    leagueSlug: 'coupe-des-clubs-champions',
    home: 'sporting-castellar',
    away: 'ashford-rovers',
    dayOffset: 0,
    kickOff: '21:00',
  },

  // Tomorrow
  {
    leagueSlug: 'premier-division',
    home: 'westhaven-fc',
    away: 'harrowgate-city',
    dayOffset: 1,
    kickOff: '14:00',
  },
  {
    leagueSlug: 'liga-iberica',
    home: 'atletico-serrano',
    away: 'racing-almaden',
    dayOffset: 1,
    kickOff: '18:30',
  },
  {
    leagueSlug: 'ligue-elite',
    home: 'racing-montclair',
    away: 'stade-de-lorveze',
    dayOffset: 1,
    kickOff: '20:45',
  },
];
