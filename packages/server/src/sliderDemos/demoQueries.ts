import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DEMO_ALIAS_PREFIX, isDemoAlias } from './demoPaths.js';

export interface DemoModuleRow {
  alias: string;
  /** ISO timestamp of the module's last save. */
  updatedAt: string;
}

/** Every stored demo module (alias `demo-…`), in the order they were created. */
export async function listDemoModules(db: Kysely<Database>): Promise<DemoModuleRow[]> {
  const rows = await db
    .selectFrom('sliderModules')
    .select(['alias', 'updatedAt'])
    // LIKE narrows the scan; the exact, case-sensitive test is isDemoAlias (SQLite's LIKE
    // ignores ASCII case, PostgreSQL's does not).
    .where('alias', 'like', `${DEMO_ALIAS_PREFIX}%`)
    .orderBy('id', 'asc')
    .execute();
  return rows
    .filter((row) => isDemoAlias(row.alias))
    .map((row) => ({ alias: row.alias, updatedAt: String(row.updatedAt) }));
}
