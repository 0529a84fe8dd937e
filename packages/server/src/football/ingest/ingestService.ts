import type { MatchUpdate } from '@tribune/livescore';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FeedMatch, FeedUpdate } from '../feed/schemas.js';
import type { FootballLog } from '../log.js';
import { matchPublication, updatePublication } from './publications.js';
import { createSerialQueue } from './serialQueue.js';
import { storeMatches } from './storeMatches.js';
import { storeUpdates } from './storeUpdates.js';
import { unknownStageWarnings } from './warnings.js';

export interface IngestResult {
  /** Items of the batch that were stored. */
  accepted: number;
  /** Publications sent on the sport channel. */
  published: number;
  /** What was stored differently from what was sent, or not at all, with the field named. */
  warnings: string[];
}

export interface IngestService {
  /** Whole matches (spec 3.6): upserted by slug with their league and teams. */
  ingestMatches(matches: readonly FeedMatch[]): Promise<IngestResult>;
  /** Live updates (spec 3.7), merged by the rules of spec 4.8. */
  ingestUpdates(updates: readonly FeedUpdate[]): Promise<IngestResult>;
  /** Called after every committed batch, before its publications go out. */
  onCommit(listener: () => void): () => void;
}

export interface IngestServiceOptions {
  db: Kysely<Database>;
  /** PostgreSQL locks the rows an update batch reads; SQLite serializes writers anyway. */
  dialect: 'sqlite' | 'postgres';
  /** Sends one publication on the sport channel. */
  publish: (update: MatchUpdate) => Promise<unknown>;
  log: FootballLog;
  /** Default: the system clock. */
  now?: () => Date;
}

/**
 * Feed batches in, database and publications out. Each batch is one transaction; its
 * publications go out only after the commit, in batch order, and batches run one at a time so
 * that their publications keep the order of their commits. Nothing is published for a batch
 * that fails.
 */
export function createIngestService(options: IngestServiceOptions): IngestService {
  const { db, publish, log } = options;
  const now = options.now ?? (() => new Date());
  const queue = createSerialQueue();
  const listeners = new Set<() => void>();

  async function commitThenPublish(
    write: (trx: Kysely<Database>, nowIso: string) => Promise<MatchUpdate[]>,
  ): Promise<number> {
    const publications = await db.transaction().execute((trx) => write(trx, now().toISOString()));
    for (const listener of listeners) listener();
    let published = 0;
    for (const publication of publications) {
      try {
        await publish(publication);
        published++;
      } catch (error) {
        // Stored but not sent: the widget's 10-minute refresh still brings it.
        log.error({ err: error, slug: publication.slug }, 'feed: publication failed');
      }
    }
    return published;
  }

  return {
    ingestMatches(batch) {
      return queue.run(async () => {
        const { matches, warnings } = lastOfEachSlug(batch);
        const unknown = unknownStageWarnings(batch.map((m) => m.stage));
        if (unknown.stages.length > 0) {
          log.warn({ stages: unknown.stages }, 'unknown stages for match data:');
        }
        const published = await commitThenPublish(async (trx, nowIso) => {
          await storeMatches(trx, matches, nowIso);
          return matches.map(matchPublication);
        });
        return {
          accepted: batch.length,
          published,
          warnings: [...warnings, ...unknown.warnings],
        };
      });
    },

    ingestUpdates(batch) {
      return queue.run(async () => {
        const warnings: string[] = [];
        const published = await commitThenPublish(async (trx, nowIso) => {
          const applied = await storeUpdates(trx, batch, {
            nowIso,
            lockRows: options.dialect === 'postgres',
          });
          for (const { index, outcome } of applied) {
            for (const side of outcome.ignoredPeriods) {
              warnings.push(`[${index}].${side}.periods: ignored, the update carries no score`);
            }
          }
          return applied.filter((a) => a.outcome.changed).map((a) => updatePublication(a.update));
        });
        const unknown = unknownStageWarnings(batch.map((u) => u.stage));
        if (unknown.stages.length > 0) {
          log.warn({ stages: unknown.stages }, 'unknown stages for update data:');
        }
        return { accepted: batch.length, published, warnings: [...warnings, ...unknown.warnings] };
      });
    },

    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A batch naming a match twice stores the last one (one upsert per row and statement). */
function lastOfEachSlug(batch: readonly FeedMatch[]) {
  const last = new Map<string, number>();
  for (const [index, match] of batch.entries()) last.set(match.slug, index);
  const warnings: string[] = [];
  const matches = batch.filter((match, index) => {
    if (last.get(match.slug) === index) return true;
    warnings.push(
      `[${index}].slug: "${match.slug}" comes again later in the batch; the last is stored`,
    );
    return false;
  });
  return { matches, warnings };
}
