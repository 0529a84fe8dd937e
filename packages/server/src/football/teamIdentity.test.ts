import { describe, expect, it } from 'vitest';
import { SEED_TEAMS } from '../db/seed/content/teams.js';
import { defaultAbbr, teamSlug } from './teamIdentity.js';

describe('defaultAbbr (spec 3.6)', () => {
  it.each([
    ['Westhaven FC', 'WES'],
    ['Millbrook Athletic', 'MIL'],
    ['FC Port-Sainte-Anne', 'FCP'],
    ['Atlético Serrano', 'ATL'],
    ['Ümraniyespor', 'ÜMR'],
    ['AS', 'AS'],
  ])('%s → %s', (name, abbr) => {
    expect(defaultAbbr(name)).toBe(abbr);
  });
});

describe('teamSlug', () => {
  it('gives every seeded club its own slug, so the feed updates the seeded rows', () => {
    for (const team of SEED_TEAMS) expect(teamSlug(team.name)).toBe(team.slug);
  });

  it('drops accents and punctuation', () => {
    expect(teamSlug('  Racing Almadén (B) ')).toBe('racing-almaden-b');
  });

  it('keys a name without Latin letters by its code points', () => {
    expect(teamSlug('浦和')).toBe('team-6d66-548c');
  });
});
