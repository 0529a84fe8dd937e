import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { aliasesStartingWith } from './sliderQueries.js';

/** Aliases are at most 100 characters (`ALIAS_PATTERN`). */
const MAX_ALIAS = 100;

/**
 * An alias no module has, made from a taken one the way people number copies: `slider-1` →
 * `slider-1-2`, then `-3`, …: what a refusal for a taken alias proposes instead.
 */
export async function freeAlias(
  db: Kysely<Database> | Transaction<Database>,
  taken: string,
): Promise<string> {
  const used = new Set(await aliasesStartingWith(db, taken.slice(0, MAX_ALIAS - 6)));
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${taken.slice(0, MAX_ALIAS - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
