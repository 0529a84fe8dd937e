import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { RedisUnavailableError } from './cluster/redisClient.js';
import { type Config, ConfigError, loadConfig } from './config/config.js';
import { DatabaseUnavailableError, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoContent } from './db/seed/seed.js';
import { MissingBuildError } from './ssr/productionAssets.js';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Start-up: configuration, database (migrated and seeded), then listen. Anything that stops the
 * start is reported in one line with exit code 1: a person should not have to read a stack
 * trace to learn that a variable is wrong or a server is down.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const devServer = process.argv.includes('--dev');
  const database = await openDatabase(config.database);
  let app: FastifyInstance | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    const report = await seedDemoContent(database.db, {
      mediaDir: config.mediaDir,
      timeZone: config.timeZone,
      log: (line) => console.log(`[seed] ${line}`),
    });
    app = await buildApp(config, { database, devServer });
    app.addHook('onClose', () => database.close());
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    app.log.info(report, 'demo content ready');
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  installShutdown(app);
  const address = await app.listen({ port: config.port, host: config.host });
  reportGeneratedSecrets(app, config);
  console.log(`Tribune is serving ${config.siteUrl}/fr/ (listening on ${address})`);
}

function reportGeneratedSecrets(app: FastifyInstance, config: Config): void {
  if (config.feedTokenGenerated) {
    if (config.env === 'production') {
      app.log.warn(
        'FEED_TOKEN is not set: the feed ingest API accepts only this process’s random token',
      );
    } else {
      console.log(
        `FEED_TOKEN is not set; this run accepts the development token: ${config.feedToken}`,
      );
    }
  }
  if (config.realtimeSecretGenerated && config.env === 'production') {
    app.log.warn('REALTIME_SECRET is not set: connection tokens last only as long as this process');
  }
}

function installShutdown(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error during shutdown:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

const EXPECTED = [ConfigError, DatabaseUnavailableError, MissingBuildError, RedisUnavailableError];

main().catch((error: unknown) => {
  if (EXPECTED.some((kind) => error instanceof kind)) {
    console.error(`Tribune cannot start: ${(error as Error).message}`);
  } else if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Tribune cannot start: ${error.message}. Set PORT to a free port.`);
  } else {
    console.error('Tribune cannot start:', error);
  }
  process.exit(1);
});
