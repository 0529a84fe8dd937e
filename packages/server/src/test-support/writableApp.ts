import { Migrator, sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.js';
import { parseDatabaseUrl } from '../db/databaseUrl.js';
import { migrations } from '../db/migrations/index.js';
import { seedDemoContent } from '../db/seed/seed.js';
import { testMediaCache } from './paths.js';
import { createTestApp, type TestApp, type TestDatabaseKind } from './testApp.js';

export interface WritableAppOptions {
  /** Environment on top of the test defaults. */
  env?: Record<string, string>;
  /**
   * PostgreSQL: fill the private schema with the demo content, as the shared database has it
   * (a few seconds). Default: migrated and empty. An SQLite copy always has the content.
   */
  seeded?: boolean;
}

/**
 * The app on a database the test may write to: a private copy of the seeded SQLite file, or a
 * PostgreSQL schema of its own next to the shared seeded one (which tests must not write to),
 * migrated, seeded when asked, and dropped at close.
 */
export async function createWritableApp(
  kind: TestDatabaseKind,
  { env = {}, seeded = false }: WritableAppOptions = {},
): Promise<TestApp> {
  if (kind === 'sqlite') return createTestApp(env);
  const base = inject('postgresUrl');
  if (!base) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
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
    if (seeded) {
      await seedDemoContent(own.db, {
        mediaDir: testMediaCache,
        timeZone: 'Europe/Paris',
        now: new Date(inject('seededAt')),
      });
    }
  } finally {
    await own.close();
  }
  const t = await createTestApp({ ...env, DATABASE_URL: url });
  return {
    ...t,
    async close() {
      await t.close();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  };
}
