import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { runImportCommand } from '../src/slider/importCommand.js';
import { createSliderService } from '../src/slider/moduleService.js';
import { type Cause, scoreWidth, type WidthScore } from './compare.js';
import {
  launchReadmeChromium,
  openModulePage,
  placeholderPath,
  readmeContext,
  type ScriptBytes,
  WIDTHS,
} from './environment.js';
import { measureWidth, type ProbeTiming, README_TIMING } from './probe.js';
import { type RealModule, readRealModules, type WidthMeasure } from './reference.js';

/**
 * The fidelity run: every real module imported with the import command into a fresh database,
 * served by the real app, measured at the README's four widths in its environment, and scored
 * against the original runtime's reference.
 */

export interface ImportOutcome {
  ok: boolean;
  /** What the command printed (its error line when refused). */
  lines: string[];
}

export interface ModuleResult {
  name: string;
  kind: string;
  imported: ImportOutcome;
  /** The scripts the page downloaded at 1280 px (gzip as served), React apart. */
  bytes?: ScriptBytes;
  widths: Record<
    string,
    { ours: WidthMeasure | null; first: WidthScore; next: WidthScore | null; errors: string[] }
  >;
}

export interface FidelityOptions {
  dir: string;
  /** Only these modules (default: all with a reference). */
  only?: string[];
  widths?: readonly number[];
  /** Measure the next slide too (reported, not scored). Default true. */
  withNext?: boolean;
  /** Pages measured at once (each width of a module is a page). Default 2. */
  concurrency?: number;
  timing?: ProbeTiming;
  log?: (line: string) => void;
}

export async function runFidelity(options: FidelityOptions): Promise<ModuleResult[]> {
  const {
    dir,
    widths = WIDTHS,
    withNext = true,
    concurrency = 2,
    timing = README_TIMING,
  } = options;
  const log = options.log ?? (() => {});
  const modules = readRealModules(dir).filter(
    (m) => !options.only || options.only.includes(m.name),
  );
  const work = mkdtempSync(join(tmpdir(), 'tribune-fidelity-'));
  const file = join(work, 'fidelity.sqlite');
  const database = await openDatabase({ kind: 'sqlite', filename: file });
  let browser: Browser | undefined;
  try {
    await migrateToLatest(database.db);
    const imports = new Map<string, ImportOutcome>();
    const service = createSliderService({ db: database.db });
    for (const module of modules) {
      imports.set(module.name, await importOne(module, service));
      log(`${module.name}: ${imports.get(module.name)?.ok ? 'imported' : 'refused'}`);
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: `sqlite:${file}`,
      MEDIA_DIR: join(work, 'media'),
      LOG_LEVEL: 'silent',
      DEMO_FEED: 'false',
    });
    const app = await buildApp(config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    browser = await launchReadmeChromium();
    const placeholder = placeholderPath(dir);
    const results: ModuleResult[] = modules.map((m) => ({
      name: m.name,
      kind: m.reference.engine.runtime,
      imported: imports.get(m.name) ?? { ok: false, lines: [] },
      widths: {},
    }));
    const jobs = results.flatMap((result, i) =>
      widths.map((width) => ({ result, module: modules[i] as RealModule, width })),
    );
    const opened = browser;
    // A first page warms the browser (compiling the embed, its chunks, the server's routes):
    // the measured pages then start as a reader's would on a second visit.
    const warm = modules.find((m) => imports.get(m.name)?.ok);
    if (warm) {
      const { context } = await readmeContext(opened, { origin, width: 1280, placeholder });
      try {
        const page = await openModulePage(context, origin, warm.name);
        await measureWidth(page.page, { withNext: false, timing });
      } catch {
        // Only a warm-up: the measured run says what fails.
      } finally {
        await context.close();
      }
    }
    await pool(jobs, concurrency, async ({ result, module, width }) => {
      const reference = module.reference.widths[String(width)];
      if (!reference) return;
      let ours: WidthMeasure | null = null;
      let errors: string[] = [];
      let failure: Cause = 'not imported';
      if (result.imported.ok) {
        failure = 'not rendered';
        const { context } = await readmeContext(opened, { origin, width, placeholder });
        try {
          const page = await openModulePage(context, origin, module.name);
          errors = page.errors;
          ours = await measureWidth(page.page, {
            withNext: withNext && reference.next !== undefined,
            timing,
          });
          if (width === widths[0]) result.bytes = await page.scripts();
        } catch (error) {
          errors.push(`probe: ${(error as Error).message}`);
        } finally {
          await context.close();
        }
      }
      const { first, next } = scoreWidth(reference, ours, failure);
      // Without --next the next slide is not measured: nothing to report beside the score.
      result.widths[String(width)] = { ours, first, next: withNext ? next : null, errors };
      log(`${module.name} @${width}: ${first.matched}/${first.checks}`);
    });
    await app.close();
    return results;
  } finally {
    await browser?.close();
    await database.close().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
}

async function importOne(
  module: RealModule,
  service: ReturnType<typeof createSliderService>,
): Promise<ImportOutcome> {
  const lines: string[] = [];
  const code = await runImportCommand(
    [module.file, '--alias', module.name, '--replace'],
    async () => ({
      importModule: (data, options) => service.importModule(data, options),
      close: async () => {},
    }),
    {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
      readFile: (path) => import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8')),
      writeFile: async () => {},
    },
  );
  return { ok: code === 0, lines };
}

/** Runs `task` over `items`, `size` at a time. */
async function pool<T>(items: T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, size) }, worker));
}
