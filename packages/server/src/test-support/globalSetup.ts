import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { parseDatabaseUrl } from '../db/databaseUrl.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoContent } from '../db/seed/seed.js';
import { testMediaCache } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An SQLite file with the full demo content; copy it before writing to it. */
    seededDatabase: string;
    mediaDir: string;
    /** The instant the template was seeded at (article dates are relative to it). */
    seededAt: string;
    /** TEST_DATABASE_URL, migrated and seeded, when set (tests then run on PostgreSQL too). */
    postgresUrl: string | null;
  }
}

/**
 * Seeds one template SQLite database per test run; test files copy it. With TEST_DATABASE_URL
 * set, that PostgreSQL database is emptied, migrated and seeded too, and the integration tests
 * run against both. It must be a throw-away database.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'tribune-test-'));
  const file = join(dir, 'seeded.sqlite');
  const database = await openDatabase({ kind: 'sqlite', filename: file });
  const now = new Date();
  try {
    await migrateToLatest(database.db);
    await seedDemoContent(database.db, {
      mediaDir: testMediaCache,
      timeZone: 'Europe/Paris',
      now,
      log: (line) => process.stderr.write(`[test seed] ${line}\n`),
    });
  } finally {
    await database.close();
  }
  const postgresUrl = postgresUnderTest(process.env);
  if (postgresUrl) await seedPostgres(postgresUrl, now);
  project.provide('postgresUrl', postgresUrl);
  project.provide('seededDatabase', file);
  project.provide('mediaDir', testMediaCache);
  project.provide('seededAt', now.toISOString());
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * TEST_DATABASE_URL, or null on a developer's machine without it (the PostgreSQL runs are then
 * skipped, and this says so). Under CI (`CI` set, as `.ci/run` does) PostgreSQL is part of the
 * run: without it the run fails at once with how to get it, rather than passing on SQLite alone.
 */
export function postgresUnderTest(env: NodeJS.ProcessEnv): string | null {
  const url = env.TEST_DATABASE_URL || null;
  if (url) return url;
  if (env.CI) {
    throw new Error(
      'CI runs the integration tests on PostgreSQL too, and TEST_DATABASE_URL is not set. ' +
        'Run .ci/run, which installs PostgreSQL (apt-get install -y postgresql) and starts a ' +
        'throw-away server, or set TEST_DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/DB ' +
        '(a database the tests may empty).',
    );
  }
  process.stderr.write(
    '[test setup] TEST_DATABASE_URL is not set: integration tests run on SQLite only and the ' +
      'PostgreSQL ones are skipped (README, "Testing": how to run them).\n',
  );
  return null;
}

async function seedPostgres(url: string, now: Date): Promise<void> {
  const target = parseDatabaseUrl(url, process.cwd());
  if (target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL must be a postgres:// URL');
  const database = await openDatabase(target);
  try {
    await sql`drop schema if exists public cascade`.execute(database.db);
    await sql`create schema public`.execute(database.db);
    await migrateToLatest(database.db);
    await seedDemoContent(database.db, { mediaDir: testMediaCache, timeZone: 'Europe/Paris', now });
  } finally {
    await database.close();
  }
}
