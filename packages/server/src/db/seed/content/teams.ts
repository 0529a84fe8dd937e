import type { SeedTeam } from './types.js';

/**
 * The fictional clubs. A few have no `abbr` on purpose: the site then shows the first three
 * letters of the name in upper case (Westhaven FC → WES).
 */
export const SEED_TEAMS: SeedTeam[] = [
  // Ligue Élite
  {
    slug: 'olympique-valmont',
    name: 'Olympique Valmont',
    abbr: 'OVA',
    leagueSlug: 'ligue-elite',
    colors: ['#5DADE2', '#FFFFFF'],
  },
  {
    slug: 'as-rivemont',
    name: 'AS Rivemont',
    abbr: 'ASR',
    leagueSlug: 'ligue-elite',
    colors: ['#C8102E', '#1A1A1A'],
  },
  {
    slug: 'stade-de-lorveze',
    name: 'Stade de Lorvèze',
    abbr: 'LOR',
    leagueSlug: 'ligue-elite',
    colors: ['#0B6E4F', '#F2C230'],
  },
  {
    slug: 'fc-port-sainte-anne',
    name: 'FC Port-Sainte-Anne',
    abbr: 'PSA',
    leagueSlug: 'ligue-elite',
    colors: ['#0097A7', '#FFFFFF'],
  },
  {
    slug: 'racing-montclair',
    name: 'Racing Montclair',
    abbr: 'RCM',
    leagueSlug: 'ligue-elite',
    colors: ['#6A1B9A', '#F5F5F5'],
  },
  {
    slug: 'us-belcastel',
    name: 'US Belcastel',
    abbr: 'USB',
    leagueSlug: 'ligue-elite',
    colors: ['#F28C28', '#1C1C1C'],
  },
  {
    slug: 'sc-aubrac',
    name: 'SC Aubrac',
    abbr: 'SCA',
    leagueSlug: 'ligue-elite',
    colors: ['#7A1F2B', '#D9C8A0'],
  },
  {
    slug: 'girondins-de-merval',
    name: 'Girondins de Merval',
    abbr: 'GDM',
    leagueSlug: 'ligue-elite',
    colors: ['#14213D', '#FFFFFF'],
  },

  // Premier Division
  {
    slug: 'ashford-rovers',
    name: 'Ashford Rovers',
    abbr: 'ASH',
    leagueSlug: 'premier-division',
    colors: ['#1E4D8C', '#FFFFFF'],
  },
  {
    slug: 'kingsbridge-united',
    name: 'Kingsbridge United',
    abbr: 'KBU',
    leagueSlug: 'premier-division',
    colors: ['#B22222', '#FFFFFF'],
  },
  {
    slug: 'harrowgate-city',
    name: 'Harrowgate City',
    abbr: 'HGC',
    leagueSlug: 'premier-division',
    colors: ['#7FB3D5', '#0B1F3A'],
  },
  {
    // No abbr: shown as MIL.
    slug: 'millbrook-athletic',
    name: 'Millbrook Athletic',
    leagueSlug: 'premier-division',
    colors: ['#FFD100', '#111111'],
  },
  {
    // No abbr: shown as WES.
    slug: 'westhaven-fc',
    name: 'Westhaven FC',
    leagueSlug: 'premier-division',
    colors: ['#6D1A36', '#7EC8E3'],
  },
  {
    slug: 'durnford-albion',
    name: 'Durnford Albion',
    abbr: 'DUR',
    leagueSlug: 'premier-division',
    colors: ['#006B3F', '#FFFFFF'],
  },

  // Liga Ibérica
  {
    slug: 'real-valdoria',
    name: 'Real Valdoria',
    abbr: 'RVA',
    leagueSlug: 'liga-iberica',
    colors: ['#FFFFFF', '#C9A227'],
  },
  {
    slug: 'atletico-serrano',
    name: 'Atlético Serrano',
    abbr: 'ATS',
    leagueSlug: 'liga-iberica',
    colors: ['#CB3524', '#FFFFFF'],
  },
  {
    slug: 'cd-almonte',
    name: 'CD Almonte',
    abbr: 'ALM',
    leagueSlug: 'liga-iberica',
    colors: ['#1F7A3A', '#FFFFFF'],
  },
  {
    // No abbr: shown as SPO.
    slug: 'sporting-castellar',
    name: 'Sporting Castellar',
    leagueSlug: 'liga-iberica',
    colors: ['#003DA5', '#FFFFFF'],
  },
  {
    slug: 'ud-marisol',
    name: 'UD Marisol',
    abbr: 'UDM',
    leagueSlug: 'liga-iberica',
    colors: ['#FFD23F', '#0057B8'],
  },
  {
    slug: 'racing-almaden',
    name: 'Racing Almadén',
    abbr: 'RAL',
    leagueSlug: 'liga-iberica',
    colors: ['#2B2B2B', '#C0C0C0'],
  },
];
