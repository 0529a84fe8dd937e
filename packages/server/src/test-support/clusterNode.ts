// One Tribune node in a process of its own, for the multi-node tests (cluster/multiNode.int.test.ts):
// the app as main.ts builds it, on this process's environment, on a free loopback port. Prints
// {"port":N} once listening; a failed start prints main.ts's one line and exits 1.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';

try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  // The seeded matches are dated by the seeding instant (test-support/testApp.ts).
  const behind = Number(process.env.TEST_CLOCK_BEHIND_MS ?? 0);
  const app = await buildApp(config, { database, now: () => new Date(Date.now() - behind) });
  app.addHook('onClose', () => database.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.on('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
} catch (error) {
  process.stderr.write(`Tribune cannot start: ${(error as Error).message}\n`);
  process.exit(1);
}
