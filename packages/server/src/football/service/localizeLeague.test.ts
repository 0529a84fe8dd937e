import { describe, expect, it } from 'vitest';
import { type LeagueTexts, localizeLeague } from './localizeLeague.js';

const cup: LeagueTexts = {
  name: 'Champions Club Cup',
  country: 'Europe',
  countryCode: '150',
  translated: { name: null, country: null },
  english: { name: 'Champions Club Cup', country: 'Europe' },
};

describe('localizeLeague', () => {
  it('prefers the translation of the requested language', () => {
    const french = { ...cup, translated: { name: 'Coupe des Clubs Champions', country: 'Europe' } };
    expect(localizeLeague('fr', french)).toEqual({
      name: 'Coupe des Clubs Champions',
      country: 'Europe',
    });
  });

  it('names the country from its region code and the league in English otherwise', () => {
    expect(localizeLeague('de', cup)).toEqual({ name: 'Champions Club Cup', country: 'Europa' });
    expect(localizeLeague('ka', cup).country).toBe('ევროპა');
  });

  it('falls back to English, then to the feed, when no code names the country', () => {
    const england = { ...cup, countryCode: null, english: { name: 'Premier', country: 'England' } };
    expect(localizeLeague('pl', england)).toEqual({ name: 'Premier', country: 'England' });
    const feedOnly = { ...england, english: { name: null, country: null } };
    expect(localizeLeague('pl', feedOnly)).toEqual({
      name: 'Champions Club Cup',
      country: 'Europe',
    });
  });
});
