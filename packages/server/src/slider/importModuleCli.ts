import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createFontDownloader } from '../fonts/fontDownload.js';
import { findFontPackages } from '../fonts/fontPackages.js';
import { sliderFontsDir } from '../ssr/siteLocation.js';
import { nodeIo, runImportCommand } from './importCommand.js';
import { createSliderService } from './moduleService.js';

/**
 * `npm run import-module -- <file> [options]` (see importCommand.ts): imports a module file into
 * the configured database (DATABASE_URL), migrating it to the latest schema first, then sees
 * to the module's web fonts in the configured font folder (FONTS_DIR).
 */
process.exitCode = await runImportCommand(
  process.argv.slice(2),
  async () => {
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
  },
  nodeIo,
  () => ({
    packages: findFontPackages(),
    // The database opened, so the configuration reads.
    fontsDir: loadConfig().fontsDir ?? sliderFontsDir,
    downloader: (api) => createFontDownloader({ api }),
  }),
);
