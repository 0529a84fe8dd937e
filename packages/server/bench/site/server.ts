/**
 * The Tribune server for `npm run bench:site`, in its own process so the load generator's CPU
 * is not counted against it: the production build on a fresh SQLite file with the demo content
 * (images from the test cache, so only the first run encodes them), simulator off.
 *
 * It also serves, from the same Fastify instance and through the same plugins (security
 * headers, compression), a static copy of each benchmarked page under /__static/: the ceiling
 * a page route could reach if rendering cost nothing.
 *
 * Over IPC: sends `{ port, pages }` (the benchmarked paths and their static twins) and closes
 * on `{ cmd: 'stop' }`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoContent } from '../../src/db/seed/seed.js';
import { testMediaCache } from '../../src/test-support/paths.js';

export interface BenchPage {
  name: string;
  path: string;
  staticPath: string;
}

const dir = mkdtempSync(join(tmpdir(), 'tribune-bench-site-'));
const staticDir = join(dir, 'static');
mkdirSync(staticDir);
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: `sqlite:${join(dir, 'tribune.sqlite')}`,
  MEDIA_DIR: testMediaCache,
  DEMO_FEED: 'false',
  // This machine cannot reach the public tile servers; an empty URL is the documented fallback.
  MAP_TILE_URL: '',
  LOG_LEVEL: 'warn',
  SITE_URL: process.env.BENCH_SITE_URL ?? 'http://127.0.0.1:3999',
  PORT: process.env.BENCH_PORT ?? '3999',
});
const database = await openDatabase(config.database);
await migrateToLatest(database.db);
await seedDemoContent(database.db, {
  mediaDir: config.mediaDir,
  timeZone: config.timeZone,
  log: (line) => process.stderr.write(`[seed] ${line}\n`),
});
const app = await buildApp(config, { database });
app.addHook('onClose', () => database.close());
await app.register(fastifyStatic, {
  root: staticDir,
  prefix: '/__static/',
  decorateReply: false,
  index: false,
});
await app.listen({ port: config.port, host: '127.0.0.1' });

// The newest French article (the one readers land on most) and the first gallery.
const article = await database.db
  .selectFrom('articleTranslations')
  .innerJoin('articles', 'articles.id', 'articleTranslations.articleId')
  .select('articleTranslations.slug')
  .where('articleTranslations.lang', '=', 'fr')
  .where('articles.status', '=', 'published')
  .orderBy('articles.publishedAt', 'desc')
  .executeTakeFirstOrThrow();
const gallery = await database.db
  .selectFrom('galleryTranslations')
  .select('slug')
  .where('lang', '=', 'fr')
  .orderBy('galleryId')
  .executeTakeFirstOrThrow();
const paths = {
  home: '/fr/',
  article: `/fr/article/${article.slug}`,
  gallery: `/fr/gallery/${gallery.slug}`,
};
const pages: BenchPage[] = [];
for (const [name, path] of Object.entries(paths)) {
  const response = await app.inject({ method: 'GET', url: path });
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  writeFileSync(join(staticDir, `${name}.html`), response.body);
  pages.push({ name, path, staticPath: `/__static/${name}.html` });
}

process.on('message', (message: { cmd: string }) => {
  if (message.cmd !== 'stop') return;
  void app.close().then(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
process.send?.({ port: config.port, pages });
