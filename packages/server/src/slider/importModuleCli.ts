import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { runImportCommand } from './importCommand.js';
import { createSliderService } from './moduleService.js';

/**
 * `npm run import-module -- <file> [options]` (see importCommand.ts): imports a module file into
 * the configured database (DATABASE_URL), migrating it to the latest schema first.
 */
process.exitCode = await runImportCommand(process.argv.slice(2), async () => {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const service = createSliderService({ db: database.db });
  return {
    importModule: (data, options) => service.importModule(data, options),
    close: () => database.close(),
  };
});
