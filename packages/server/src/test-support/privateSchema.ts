import { Migrator, sql } from 'kysely';
import { openDatabase } from '../db/database.js';
import { parseDatabaseUrl } from '../db/databaseUrl.js';
import { migrations } from '../db/migrations/index.js';
import { seedDemoContent } from '../db/seed/seed.js';

export interface PrivateSchema {
  /** `base` with its search path set to the schema. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A PostgreSQL schema of its own on the test database, migrated (and seeded with the demo
 * content when `seed` is given), for tests that write: the shared seeded schema stays untouched.
 */
export async function privateSchema(
  base: string,
  tag: string,
  seed?: { mediaDir: string; now: Date },
): Promise<PrivateSchema> {
  const schema = `${tag}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase(parseDatabaseUrl(base, process.cwd()));
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const separator = base.includes('?') ? '&' : '?';
  const url = `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const own = await openDatabase(parseDatabaseUrl(url, process.cwd()));
  try {
    // The shared database's public schema has Kysely's migration tables too: name ours.
    const migrator = new Migrator({
      db: own.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: schema,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    if (seed) await seedDemoContent(own.db, { ...seed, timeZone: 'Europe/Paris' });
  } finally {
    await own.close();
  }
  return {
    url,
    async drop() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  };
}
