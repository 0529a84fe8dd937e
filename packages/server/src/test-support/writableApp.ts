import { inject } from 'vitest';
import { testMediaCache } from './paths.js';
import { privateSchema } from './privateSchema.js';
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
  const schema = await privateSchema(
    base,
    'test',
    seeded ? { mediaDir: testMediaCache, now: new Date(inject('seededAt')) } : undefined,
  );
  const t = await createTestApp({ ...env, DATABASE_URL: schema.url });
  return {
    ...t,
    async close() {
      await t.close();
      await schema.drop();
    },
  };
}
