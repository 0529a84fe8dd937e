import type { Match, MatchDetail, MatchEvent } from '@tribune/livescore';
import { LIVE_STAGES } from '@tribune/livescore';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FALLBACK_LANGUAGE, type WidgetLanguage } from '../languages.js';
import { decodeMatchTime } from '../matchTime.js';
import type { DayRange } from '../periods.js';
import { parseBody, parsePeriods } from '../storedJson.js';
import { localizeLeague } from './localizeLeague.js';

/** A list never holds more: a widget shows one match, and a day of football fits easily. */
export const MAX_MATCHES_PER_LIST = 300;

export type MatchFilter = { live: true } | { live?: false; day: DayRange };

/**
 * Matches with their teams and league, localized, in one query: the league's translation in
 * the requested language and in English come from two left joins, so a list costs one round
 * trip whatever its length.
 */
function matchQuery(db: Kysely<Database>, lang: WidgetLanguage) {
  return db
    .selectFrom('matches as m')
    .innerJoin('leagues as l', 'l.id', 'm.leagueId')
    .innerJoin('teams as h', 'h.id', 'm.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'm.awayTeamId')
    .leftJoin('leagueTranslations as tl', (join) =>
      join.onRef('tl.leagueId', '=', 'l.id').on('tl.lang', '=', lang),
    )
    .leftJoin('leagueTranslations as te', (join) =>
      join.onRef('te.leagueId', '=', 'l.id').on('te.lang', '=', FALLBACK_LANGUAGE),
    )
    .select([
      'm.id',
      'm.slug',
      'm.date',
      'm.stage',
      'm.matchTime',
      'm.homeScore',
      'm.awayScore',
      'm.homePeriods',
      'm.awayPeriods',
      'h.name as homeName',
      'h.abbr as homeAbbr',
      'h.img as homeImg',
      'a.name as awayName',
      'a.abbr as awayAbbr',
      'a.img as awayImg',
      'l.slug as leagueSlug',
      'l.img as leagueImg',
      'l.name as leagueName',
      'l.country as leagueCountry',
      'l.countryCode as leagueCountryCode',
      'tl.name as translatedName',
      'tl.country as translatedCountry',
      'te.name as englishName',
      'te.country as englishCountry',
    ]);
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchQuery>['executeTakeFirstOrThrow']>>;

function toMatch(row: MatchRow, lang: WidgetLanguage): Match {
  const league = localizeLeague(lang, {
    name: row.leagueName,
    country: row.leagueCountry,
    countryCode: row.leagueCountryCode,
    translated: { name: row.translatedName, country: row.translatedCountry },
    english: { name: row.englishName, country: row.englishCountry },
  });
  return {
    date: Number(row.date),
    stage: row.stage,
    slug: row.slug,
    matchTime: decodeMatchTime(row.matchTime),
    home: {
      img: row.homeImg,
      abbr: row.homeAbbr,
      name: row.homeName,
      periods: parsePeriods(row.homePeriods),
      score: row.homeScore,
    },
    away: {
      img: row.awayImg,
      abbr: row.awayAbbr,
      name: row.awayName,
      periods: parsePeriods(row.awayPeriods),
      score: row.awayScore,
    },
    league: {
      slug: row.leagueSlug,
      name: league.name,
      country: league.country,
      img: row.leagueImg,
    },
  };
}

/** The live matches (stage in the live set of spec 4.5) or those of one day, by kick-off. */
export async function findMatches(
  db: Kysely<Database>,
  filter: MatchFilter,
  lang: WidgetLanguage,
): Promise<Match[]> {
  let query = matchQuery(db, lang);
  query = filter.live
    ? query.where('m.stage', 'in', [...LIVE_STAGES])
    : query.where('m.date', '>=', filter.day.from).where('m.date', '<', filter.day.to);
  const rows = await query.orderBy('m.date').orderBy('m.id').limit(MAX_MATCHES_PER_LIST).execute();
  return rows.map((row) => toMatch(row, lang));
}

/** One match with its events in the order they were received, or undefined. */
export async function findMatchDetail(
  db: Kysely<Database>,
  slug: string,
  lang: WidgetLanguage,
): Promise<MatchDetail | undefined> {
  const row = await matchQuery(db, lang).where('m.slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  const events = await db
    .selectFrom('matchEvents')
    .select(['type', 'minute', 'side', 'body'])
    .where('matchId', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    ...toMatch(row, lang),
    details: {
      events: events.map(
        (event): MatchEvent => ({
          type: event.type,
          minute: event.minute,
          side: event.side,
          body: parseBody(event.body),
        }),
      ),
    },
  };
}
