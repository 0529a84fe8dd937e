import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config/config.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and deletes its database copy. */
  close(): Promise<void>;
}

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** The databases this run can test against: SQLite always, PostgreSQL with TEST_DATABASE_URL. */
export function testDatabases(): TestDatabaseKind[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * The real application with the production renderer (what `npm start` serves, minus the
 * listening socket), on a private copy of the seeded SQLite database or on the seeded
 * PostgreSQL test database (shared, so tests on it must not write), its live-score clock
 * starting at the instant the database was seeded.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  kind: TestDatabaseKind = 'sqlite',
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'tribune-app-'));
  const file = join(dir, 'tribune.sqlite');
  if (kind === 'sqlite') copyFileSync(inject('seededDatabase'), file);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: kind === 'postgres' ? (inject('postgresUrl') ?? '') : `sqlite:${file}`,
    MEDIA_DIR: inject('mediaDir'),
    SITE_URL: 'https://tribune.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  // The seeded matches are "today" and "tomorrow" of the seeding instant: the app's clock
  // starts there and runs, or a run that passes midnight in the site's zone loses them.
  const behind = Date.now() - new Date(inject('seededAt')).getTime();
  const app = await buildApp(config, { now: () => new Date(Date.now() - behind) });
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
