import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { seedDemoContent } from './seed.js';

/**
 * `npm run seed`: migrate and seed the configured database without starting the server (the
 * server does the same at start; this is for preparing a database ahead of time).
 */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const migrations = await migrateToLatest(database.db);
  console.log(migrations.length ? `migrated: ${migrations.join(', ')}` : 'schema up to date');
  const report = await seedDemoContent(database.db, {
    mediaDir: config.mediaDir,
    timeZone: config.timeZone,
    log: (line) => console.log(line),
  });
  console.log(report);
} finally {
  await database.close();
}
