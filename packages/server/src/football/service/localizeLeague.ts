import { regionName } from '../countries.js';

/** A league as stored, with its translations in the requested language and in English. */
export interface LeagueTexts {
  /** The feed's own name and country. */
  name: string;
  country: string;
  countryCode: string | null;
  translated: { name: string | null; country: string | null };
  english: { name: string | null; country: string | null };
}

/**
 * The league's name and country in `lang` (a widget language). The name: its translation, else
 * the English one, else the feed's. The country: its translation, else the runtime's name for
 * the league's region code in that language, else English, else the feed's.
 */
export function localizeLeague(
  lang: string,
  league: LeagueTexts,
): { name: string; country: string } {
  return {
    name: league.translated.name ?? league.english.name ?? league.name,
    country:
      league.translated.country ??
      regionName(lang, league.countryCode) ??
      league.english.country ??
      league.country,
  };
}
