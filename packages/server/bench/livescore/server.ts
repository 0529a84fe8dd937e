/**
 * The Tribune server for `npm run bench:livescore`, in its own process so that the readers'
 * CPU (50 jsdom windows, Chromium) is not counted against it. The real app on a fresh SQLite
 * file (migrated, no demo content: the bench feeds its own match), in production mode, with
 * the simulator off.
 *
 * Over IPC: sends `{ ready, port }`; answers `{ cmd: 'direct', update }` by publishing the
 * update straight on the sport channel (no HTTP, no validation, no database: the floor the
 * ingest path is compared with), and `{ cmd: 'stop' }` by closing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MatchUpdate } from '@tribune/livescore';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

const dir = mkdtempSync(join(tmpdir(), 'tribune-bench-livescore-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: `sqlite:${join(dir, 'tribune.sqlite')}`,
  MEDIA_DIR: join(dir, 'media'),
  FEED_TOKEN: requiredEnv('BENCH_FEED_TOKEN'),
  DEMO_FEED: 'false',
  // The throughput phase is one client posting as fast as it can: far past the per-client
  // limit that protects the site from a runaway feed (600 a minute by default).
  FEED_RATE_LIMIT: '100000000',
  LOG_LEVEL: 'warn',
  SITE_URL: 'http://127.0.0.1',
});
const database = await openDatabase(config.database);
await migrateToLatest(database.db);
const app = await buildApp(config, { database });
app.addHook('onClose', () => database.close());
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message: { cmd: string; update?: MatchUpdate }) => {
  if (message.cmd === 'direct' && message.update) {
    void app.realtime.publish('football', message.update);
  } else if (message.cmd === 'stop') {
    void app.close().then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
process.send?.({ ready: true, port });

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set by the bench driver`);
  return value;
}
