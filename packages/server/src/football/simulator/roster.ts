import { createRng } from '../../images/prng.js';

/**
 * Invented surnames the simulated players carry (the demo world is fictional: no real player
 * is named). French, Spanish and a few other origins, as a French league's squads have.
 */
const SURNAMES = [
  'Morvan',
  'Lacombe',
  'Deschamps',
  'Ferrand',
  'Oukili',
  'Barrière',
  'Tessier',
  'Marchal',
  'Kouadio',
  'Delorme',
  'Vasseur',
  'Rigaud',
  'Sanogo',
  'Aubert',
  'Galvan',
  'Herrera',
  'Quintana',
  'Iturbe',
  'Cassagne',
  'Mbemba',
  'Lemaire',
  'Texier',
  'Carvalho',
  'Pellegrin',
  'Ndiaye',
  'Rouvière',
  'Benali',
  'Castagné',
  'Lavigne',
  'Ortega',
  'Fournel',
  'Diallo',
  'Roussel',
  'Mendy',
  'Arnaud',
  'Valverde',
  'Séverac',
  'Brunel',
  'Koné',
  'Lefebvre',
] as const;

/** Eleven players of a team, the same at every run for the same team name. */
export function rosterOf(teamName: string): string[] {
  const rng = createRng(`roster/${teamName}`);
  const pool = [...SURNAMES];
  const players: string[] = [];
  while (players.length < 11) {
    const [name] = pool.splice(rng.int(0, pool.length - 1), 1);
    if (name) players.push(name);
  }
  return players;
}

/** The player an event of `teamName` names, picked by the event's id (stable across runs). */
export function playerFor(teamName: string, eventId: string, roster = rosterOf(teamName)): string {
  // Goals come from the attackers (the last five) three times in four.
  const rng = createRng(`player/${teamName}/${eventId}`);
  const from = rng.chance(0.75) ? 6 : 1;
  return roster[rng.int(from, 10)] ?? roster[0] ?? '?';
}
