import type { Insertable } from 'kysely';
import type { MatchEventsTable } from '../../db/schema.js';
import type { FeedEvent } from '../feed/schemas.js';
import { encodeMatchTime } from '../matchTime.js';

export type EventRow = Insertable<MatchEventsTable>;

/** A feed event as a row of match_events. */
export function eventRow(matchId: number, event: FeedEvent, createdAt: string): EventRow {
  return {
    matchId,
    type: event.type,
    minute: encodeMatchTime(event.minute),
    side: event.side ?? null,
    body: JSON.stringify(event.body ?? {}),
    createdAt,
    externalId: event.id ?? null,
  };
}

/** Keeps the first of the rows sharing a match and an id (the database would refuse the rest). */
export function withoutDuplicateIds(rows: readonly EventRow[]): EventRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (row.externalId === null || row.externalId === undefined) return true;
    const key = `${row.matchId}\u0000${row.externalId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 7 columns a row: 1,000 rows stay far below every database's parameter limit. */
export const EVENT_ROWS_PER_STATEMENT = 1000;
