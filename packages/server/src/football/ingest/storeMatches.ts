import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { regionCodeFor } from '../countries.js';
import type { FeedMatch } from '../feed/schemas.js';
import { encodeMatchTime } from '../matchTime.js';
import { defaultAbbr, teamSlug } from '../teamIdentity.js';
import { chunks } from './chunks.js';
import { EVENT_ROWS_PER_STATEMENT, eventRow, withoutDuplicateIds } from './eventRows.js';

/** An empty image from the feed keeps the stored one (the feed may not have our artwork). */
function keepStoredWhenEmpty(table: 'leagues' | 'teams') {
  return sql<string>`case when excluded.img = '' then ${sql.ref(`${table}.img`)} else excluded.img end`;
}

/**
 * Stores whole matches (POST /api/feed/matches) inside the caller's transaction: leagues and
 * teams first (upserted by slug, one statement each), then the matches (upserted by slug, one
 * statement), then, for the matches that carry `events`, their events replaced. The batch has
 * already been reduced to one entry per slug.
 */
export async function storeMatches(
  trx: Kysely<Database>,
  matches: readonly FeedMatch[],
  nowIso: string,
): Promise<void> {
  const leagues = new Map(matches.map((m) => [m.league.slug, m.league]));
  const leagueIds = new Map<string, number>();
  for (const part of chunks([...leagues.values()], 500)) {
    const rows = await trx
      .insertInto('leagues')
      .values(
        part.map((league) => ({
          slug: league.slug,
          img: league.img,
          name: league.name,
          country: league.country,
          countryCode: league.countryCode ?? regionCodeFor(league.country) ?? null,
        })),
      )
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          country: eb.ref('excluded.country'),
          img: keepStoredWhenEmpty('leagues'),
          countryCode: eb.fn.coalesce('excluded.countryCode', 'leagues.countryCode'),
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    for (const row of rows) leagueIds.set(row.slug, row.id);
  }

  const teams = new Map(
    matches.flatMap((m) => [m.home, m.away]).map((team) => [teamSlug(team.name), team]),
  );
  const teamIds = new Map<string, number>();
  for (const part of chunks([...teams], 500)) {
    const rows = await trx
      .insertInto('teams')
      .values(
        part.map(([slug, team]) => ({
          slug,
          name: team.name,
          abbr: team.abbr ?? defaultAbbr(team.name),
          img: team.img,
        })),
      )
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          abbr: eb.ref('excluded.abbr'),
          img: keepStoredWhenEmpty('teams'),
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    for (const row of rows) teamIds.set(row.slug, row.id);
  }

  const matchIds = new Map<string, number>();
  for (const part of chunks(matches, 500)) {
    const rows = await trx
      .insertInto('matches')
      .values(
        part.map((match) => ({
          slug: match.slug,
          leagueId: leagueIds.get(match.league.slug)!,
          homeTeamId: teamIds.get(teamSlug(match.home.name))!,
          awayTeamId: teamIds.get(teamSlug(match.away.name))!,
          date: match.date,
          stage: match.stage,
          matchTime: encodeMatchTime(match.matchTime),
          homeScore: match.home.score ?? null,
          awayScore: match.away.score ?? null,
          homePeriods: JSON.stringify(match.home.periods ?? {}),
          awayPeriods: JSON.stringify(match.away.periods ?? {}),
          updatedAt: nowIso,
        })),
      )
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          leagueId: eb.ref('excluded.leagueId'),
          homeTeamId: eb.ref('excluded.homeTeamId'),
          awayTeamId: eb.ref('excluded.awayTeamId'),
          date: eb.ref('excluded.date'),
          stage: eb.ref('excluded.stage'),
          matchTime: eb.ref('excluded.matchTime'),
          homeScore: eb.ref('excluded.homeScore'),
          awayScore: eb.ref('excluded.awayScore'),
          homePeriods: eb.ref('excluded.homePeriods'),
          awayPeriods: eb.ref('excluded.awayPeriods'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    for (const row of rows) matchIds.set(row.slug, row.id);
  }

  const snapshots = matches.filter((m) => m.events !== undefined);
  if (snapshots.length === 0) return;
  const ids = snapshots.map((m) => matchIds.get(m.slug)!);
  for (const part of chunks(ids, 500)) {
    await trx.deleteFrom('matchEvents').where('matchId', 'in', part).execute();
  }
  const rows = withoutDuplicateIds(
    snapshots.flatMap((m) =>
      (m.events ?? []).map((e) => eventRow(matchIds.get(m.slug)!, e, nowIso)),
    ),
  );
  for (const part of chunks(rows, EVENT_ROWS_PER_STATEMENT)) {
    await trx.insertInto('matchEvents').values(part).execute();
  }
}
