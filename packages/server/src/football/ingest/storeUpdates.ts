import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FeedError } from '../feed/errors.js';
import type { FeedUpdate } from '../feed/schemas.js';
import { decodeMatchTime, encodeMatchTime } from '../matchTime.js';
import { parsePeriods } from '../storedJson.js';
import { chunks } from './chunks.js';
import { EVENT_ROWS_PER_STATEMENT, eventRow, withoutDuplicateIds } from './eventRows.js';
import { type MatchState, type MergeOutcome, mergeUpdate } from './mergeUpdate.js';

export interface AppliedUpdate {
  /** Position in the batch, for warnings that name the field. */
  index: number;
  update: FeedUpdate;
  outcome: MergeOutcome;
}

/**
 * Applies live updates (POST /api/feed/updates) inside the caller's transaction: one read of
 * every match the batch names (locked on PostgreSQL, so two batches cannot lose each other's
 * periods), the merges in batch order in memory, one UPDATE per changed match, one insert of
 * the events. An update for a match that was never received fails the whole batch.
 */
export async function storeUpdates(
  trx: Kysely<Database>,
  updates: readonly FeedUpdate[],
  options: { nowIso: string; lockRows: boolean },
): Promise<AppliedUpdate[]> {
  const slugs = [...new Set(updates.map((u) => u.slug))].sort();
  const stored = new Map<string, { id: number; state: MatchState }>();
  for (const part of chunks(slugs, 500)) {
    const rows = await trx
      .selectFrom('matches')
      .select([
        'id',
        'slug',
        'stage',
        'matchTime',
        'homeScore',
        'awayScore',
        'homePeriods',
        'awayPeriods',
      ])
      .where('slug', 'in', part)
      .orderBy('slug')
      .$if(options.lockRows, (qb) => qb.forUpdate())
      .execute();
    for (const row of rows) {
      stored.set(row.slug, {
        id: row.id,
        state: {
          stage: row.stage,
          matchTime: decodeMatchTime(row.matchTime),
          home: { score: row.homeScore, periods: parsePeriods(row.homePeriods) },
          away: { score: row.awayScore, periods: parsePeriods(row.awayPeriods) },
        },
      });
    }
  }

  const unknown = updates.flatMap((update, index) =>
    stored.has(update.slug)
      ? []
      : [{ path: `[${index}].slug`, message: `no match "${update.slug}" is known` }],
  );
  if (unknown.length > 0) {
    const detail = unknown.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    throw new FeedError('FEED_UNKNOWN_MATCH', { detail }, unknown);
  }

  const applied: AppliedUpdate[] = [];
  const changed = new Set<string>();
  updates.forEach((update, index) => {
    const match = stored.get(update.slug)!;
    const outcome = mergeUpdate(match.state, update);
    match.state = outcome.state;
    if (outcome.changed) changed.add(update.slug);
    applied.push({ index, update, outcome });
  });

  for (const slug of changed) {
    const { id, state } = stored.get(slug)!;
    await trx
      .updateTable('matches')
      .set({
        stage: state.stage,
        matchTime: encodeMatchTime(state.matchTime),
        homeScore: state.home.score,
        awayScore: state.away.score,
        homePeriods: JSON.stringify(state.home.periods),
        awayPeriods: JSON.stringify(state.away.periods),
        updatedAt: options.nowIso,
      })
      .where('id', '=', id)
      .execute();
  }

  const events = withoutDuplicateIds(
    updates.flatMap((update) =>
      (update.events ?? []).map((event) =>
        eventRow(stored.get(update.slug)!.id, event, options.nowIso),
      ),
    ),
  );
  for (const part of chunks(events, EVENT_ROWS_PER_STATEMENT)) {
    await trx
      .insertInto('matchEvents')
      .values(part)
      .onConflict((oc) => oc.columns(['matchId', 'externalId']).doNothing())
      .execute();
  }
  return applied;
}
