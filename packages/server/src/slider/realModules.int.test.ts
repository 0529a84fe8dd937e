import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ModuleReport, parseModule } from '@tribune/slider';
import { renderModuleHtml } from '@tribune/slider/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { findFontPackages } from '../fonts/fontPackages.js';
import { sharedSliderFixtures } from '../test-support/paths.js';
import { type CommandIo, runImportCommand } from './importCommand.js';
import { createSliderService, type SliderService } from './moduleService.js';

/**
 * Issue 24 item 1: every real engine-7 module of the shared fixtures (saved by the original
 * editor, unedited) imports with `npm run import-module` into a fresh database, with a report,
 * and is then served and rendered.
 */
const realDir = join(sharedSliderFixtures, 'real');
const names = existsSync(realDir)
  ? readdirSync(realDir)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.reference.json'))
      .sort()
  : [];

let database: DatabaseHandle;
let service: SliderService;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tribune-real-'));
  database = await openDatabase({ kind: 'sqlite', filename: join(dir, 'fresh.sqlite') });
  await migrateToLatest(database.db);
  service = createSliderService({ db: database.db });
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const written = new Map<string, string>();
  const io: CommandIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: (path) => Promise.resolve(readFileSync(path, 'utf8')),
    writeFile: async (path, text) => {
      written.set(path, text);
    },
  };
  const importer = async () => ({
    importModule: service.importModule,
    close: async () => {},
  });
  // The font step on an empty font folder, downloading nothing (tests never do).
  const fonts = () => ({
    packages: findFontPackages(),
    fontsDir: join(dir, 'fonts'),
    downloader: (): never => {
      throw new Error('no download with --no-font-download');
    },
  });
  const code = await runImportCommand([...argv, '--no-font-download'], importer, io, fonts);
  fontLines.push(...out.filter((line) => line.startsWith('import-module: fonts: ')));
  return { code, out, err, written };
}

/** The font step's lines of every import. */
const fontLines: string[] = [];

describe.skipIf(names.length === 0)('the real engine-7 modules (fixtures/slider/real)', () => {
  it('are all there', () => {
    expect(names).toHaveLength(22);
  });

  it.each(names)('%s imports with a report, is served whole and renders', async (file) => {
    const alias = file.replace(/\.json$/, '');
    const reportFile = join(dir, `${alias}.report.json`);
    const result = await run(join(realDir, file), '--alias', alias, '--report', reportFile);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out[2]).toMatch(
      new RegExp(
        `^import-module: saved "${alias}" as module \\d+ \\(created; engine-7 data\\); slides `,
      ),
    );
    expect(result.out[3]).toMatch(
      /^ {2}read: \d+ slide\(s\), \d+ static slide\(s\), \d+ layer\(s\)/,
    );
    expect(result.out).toContain(`import-module: full report written to ${reportFile}`);
    const report = JSON.parse(result.written.get(reportFile) ?? '{}') as ModuleReport;
    expect(report.source.format).toBe('engine-7');
    const { values } = report;
    expect(values.total).toBe(
      values.supported + values.unused + values.ignored + values.approximated + values.dropped,
    );

    // Served as the engine reads it (nothing more to leave out), with every slide of the file.
    const served = await service.load({ by: 'alias', alias });
    expect(served.ok).toBe(true);
    if (!served.ok) return;
    const { module, dropped } = parseModule(JSON.parse(served.json));
    expect(dropped).toEqual([]);
    const data = JSON.parse(readFileSync(join(realDir, file), 'utf8')) as { slides: object };
    expect(module!.slides.length + module!.statics.length).toBe(Object.keys(data.slides).length);

    const page = await service.forPage({ by: 'alias', alias });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    // The server's HTML has the module's first slide (its layers, unless it has only a video,
    // drawn by the media part in the browser, or only a background).
    const html = await renderModuleHtml(page.module, { lang: 'en' });
    expect(html).toContain(`data-slide-id="${module!.slides[0]!.id}"`);
  });

  it("have their web fonts served from @fontsource packages, but the site's own and two others", () => {
    const notServed = fontLines.filter(
      (line) => !/ from @fontsource\/[a-z-]+ \(OFL-1\.1\)$/.test(line),
    );
    expect(notServed.map((line) => /^import-module: fonts: (.+?) [1-9]00/.exec(line)?.[1])).toEqual(
      ['SVN-Gilroy', 'proxima-nova', 'montserrat-arabic-re', 'reey', 'reey', 'gta'],
    );
    expect(notServed.filter((line) => line.includes("is the site's own font"))).toHaveLength(3);
    expect(
      notServed.filter((line) => line.includes('not downloaded (--no-font-download)')),
    ).toHaveLength(3);
    // Every one of the twelve installed packages serves some real module.
    const families = new Set(
      fontLines.map((line) => / from (@fontsource\/[a-z-]+)/.exec(line)?.[1]).filter(Boolean),
    );
    expect(families.size).toBe(12);
  });

  it('imported again without --replace: refused, with a free alias to use instead', async () => {
    const result = await run(join(realDir, 'gomba.json'), '--alias', 'gomba');
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      `import-module: ${join(realDir, 'gomba.json')}: A module with the alias "gomba" exists already; import with --replace to overwrite it, or with --alias gomba-2 to import it beside it. Nothing was saved.`,
    ]);
  });
});
