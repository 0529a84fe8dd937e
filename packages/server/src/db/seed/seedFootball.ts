import { LANGUAGES } from '@tribune/site';
import type { Transaction } from 'kysely';
import { defaultAbbr } from '../../football/teamIdentity.js';
import {
  addDays,
  dateInZone,
  formatCalendarDate,
  zonedTimeToInstant,
} from '../../time/zonedTime.js';
import type { Database } from '../schema.js';
import type { SeedFixture, SeedLeague, SeedTeam } from './content/types.js';
import type { GeneratedImage } from './imageGenerator.js';
import { matchStateAt } from './matchState.js';

export interface FootballSeed {
  leagues: SeedLeague[];
  teams: SeedTeam[];
  fixtures: SeedFixture[];
}

// The spec's abbreviation rule lives with the feed, which applies it too.
export { defaultAbbr };

/**
 * Leagues, clubs and the programme of today and tomorrow in the site's time zone. Matches are
 * keyed by a slug that includes the date, so seeding on a later day adds that day's matches.
 */
export async function seedFootball(
  trx: Transaction<Database>,
  seed: FootballSeed,
  assets: { leagueBadges: Map<string, GeneratedImage>; crests: Map<string, string> },
  options: { now: Date; timeZone: string },
): Promise<number> {
  const nowIso = options.now.toISOString();
  for (const league of seed.leagues) {
    const badge = assets.leagueBadges.get(league.img.key);
    const smallest = badge?.variants
      .filter((v) => v.format === 'webp')
      .sort((a, b) => a.width - b.width)[0];
    // A league the feed already renamed keeps the feed's text; the region code is the seed's
    // to give (databases seeded before migration 0002 get it on the next start).
    await trx
      .insertInto('leagues')
      .values({
        slug: league.slug,
        img: smallest ? `/media/${smallest.fileName}` : '',
        name: league.text.en.name,
        country: league.text.en.country,
        countryCode: league.countryCode ?? null,
      })
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet({ countryCode: league.countryCode ?? null }),
      )
      .execute();
    const { id } = await trx
      .selectFrom('leagues')
      .select('id')
      .where('slug', '=', league.slug)
      .executeTakeFirstOrThrow();
    const countries = Object.entries(league.countryNames ?? {}).map(([lang, country]) => ({
      leagueId: id,
      lang,
      name: league.text.en.name,
      country,
    }));
    await trx
      .insertInto('leagueTranslations')
      .values([
        ...LANGUAGES.map((lang) => ({ leagueId: id, lang, ...league.text[lang] })),
        ...countries,
      ])
      .onConflict((oc) => oc.columns(['leagueId', 'lang']).doNothing())
      .execute();
  }

  for (const team of seed.teams) {
    await trx
      .insertInto('teams')
      .values({
        slug: team.slug,
        name: team.name,
        abbr: team.abbr ?? defaultAbbr(team.name),
        img: `/media/${assets.crests.get(team.slug) ?? ''}`,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }

  const leagueIds = new Map(
    (await trx.selectFrom('leagues').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]),
  );
  const teamIds = new Map(
    (await trx.selectFrom('teams').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]),
  );
  const today = dateInZone(options.now, options.timeZone);
  let inserted = 0;
  for (const fixture of seed.fixtures) {
    const day = addDays(today, fixture.dayOffset);
    const [hour, minute] = fixture.kickOff.split(':').map(Number) as [number, number];
    const kickOff = zonedTimeToInstant(day, { hour, minute }, options.timeZone);
    const slug = `${fixture.home}-${fixture.away}-${formatCalendarDate(day)}`;
    const leagueId = leagueIds.get(fixture.leagueSlug);
    const homeTeamId = teamIds.get(fixture.home);
    const awayTeamId = teamIds.get(fixture.away);
    if (leagueId === undefined || homeTeamId === undefined || awayTeamId === undefined) {
      throw new Error(`Fixture ${slug}: unknown league or team`);
    }
    const state = matchStateAt(slug, kickOff, options.now);
    const result = await trx
      .insertInto('matches')
      .values({
        slug,
        leagueId,
        homeTeamId,
        awayTeamId,
        date: Math.floor(kickOff.getTime() / 1000),
        stage: state.stage,
        matchTime: state.matchTime,
        homeScore: state.homeScore,
        awayScore: state.awayScore,
        homePeriods: JSON.stringify(state.homePeriods),
        awayPeriods: JSON.stringify(state.awayPeriods),
        updatedAt: nowIso,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}
