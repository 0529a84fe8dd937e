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

/**
 * The real application on a private copy of the seeded demo database (SQLite), with the
 * production renderer: what `npm start` serves, minus the listening socket.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'tribune-app-'));
  const file = join(dir, 'tribune.sqlite');
  copyFileSync(inject('seededDatabase'), file);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${file}`,
    MEDIA_DIR: inject('mediaDir'),
    SITE_URL: 'https://tribune.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config);
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
