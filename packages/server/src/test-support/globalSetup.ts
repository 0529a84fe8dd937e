import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
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
  }
}

/** Seeds one template database per test run; test files copy it. */
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
  project.provide('seededDatabase', file);
  project.provide('mediaDir', testMediaCache);
  project.provide('seededAt', now.toISOString());
  return () => rmSync(dir, { recursive: true, force: true });
}
