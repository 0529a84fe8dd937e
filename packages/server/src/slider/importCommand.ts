import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatIssue,
  isV6Module,
  type MigrationReport,
  type ModuleReport,
  migrateV6Module,
  readV6Envelope,
  summariseModuleReport,
  summariseReport,
} from '@tribune/slider';
import type { FontDownloader } from '../fonts/fontDownload.js';
import type { FontPackages } from '../fonts/fontPackages.js';
import { describeFontOutcome, installModuleFonts } from '../fonts/moduleFonts.js';
import type { ImportOptions, ImportResult } from './moduleImport.js';

/**
 * `npm run import-module -- <file> [options]`: imports an engine-7 or engine-6 module file into
 * the database with a progress line per step and a summary of its report (engine 6: the
 * migration's; engine 7: what Tribune supports, approximates and drops), the whole report in
 * JSON with `--report file.json`. Then the module's web fonts: where each face will come from,
 * and a download into the font folder of the faces nothing has (`--no-font-download`: none;
 * `--font-api`: another CSS2-style API), see `fonts/moduleFonts.ts`.
 * A bad file gets one line on stderr, refused data a line naming the file and then each
 * problem on a line of its own; exit code 1, and nothing is written (the database is not even
 * opened before the file reads as a module).
 */
export const USAGE =
  'npm run import-module -- <file> [--alias <alias>] [--title <title>] [--replace] [--navigation <navigation.txt>] [--keep-v6] [--report <report.json>] [--no-font-download] [--font-api <url>]';

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
}

export const nodeIo: CommandIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readFile: (path) => readFile(path, 'utf8'),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
};

/**
 * Where module fonts come from (asked for once a module is saved): the installed `@fontsource`
 * packages, the font folder, and the downloader for faces neither has.
 */
export interface FontSetup {
  packages: FontPackages;
  fontsDir: string;
  /** A downloader asking `api` (`--font-api`; undefined: Google Fonts' CSS2 API). */
  downloader(api: string | undefined): FontDownloader;
}

/** Opens the database only once the file is read; closed by the command. */
export type OpenImporter = () => Promise<{
  importModule(data: unknown, options: ImportOptions): Promise<ImportResult>;
  close(): Promise<void>;
}>;

const NAME = 'import-module';

/**
 * Runs the command; resolves with the exit code. Never throws. Without `fonts` the module's
 * fonts are not looked at (callers that only import, and tests that must never download).
 */
export async function runImportCommand(
  argv: string[],
  open: OpenImporter,
  io: CommandIo = nodeIo,
  fonts?: () => FontSetup,
): Promise<number> {
  const fail = (where: string, message: string) => {
    io.err(`${NAME}: ${where}${oneLine(message)}`);
    return 1;
  };
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    return fail('', `${(error as Error).message}. Usage: ${USAGE}`);
  }
  const [file, ...extra] = args.positionals;
  if (args.values.help) {
    io.out(`Usage: ${USAGE}`);
    return 0;
  }
  if (!file || extra.length > 0) {
    return fail('', `give exactly one module file. Usage: ${USAGE}`);
  }
  const fontApi = args.values['font-api'];
  if (fontApi !== undefined && !/^https?:\/\/[^/\s]/i.test(fontApi)) {
    return fail(
      '',
      `--font-api must be an http(s) URL such as https://fonts.googleapis.com/css2, got "${fontApi}"`,
    );
  }
  const data = await readJson(io, file);
  if (!data.ok) return fail(`${file}: `, data.error);
  let navigation: unknown;
  if (args.values.navigation) {
    const nav = await readJson(io, args.values.navigation);
    if (!nav.ok) return fail(`${args.values.navigation}: `, nav.error);
    navigation = nav.value;
  }
  io.out(`${NAME}: read ${basename(file)} (${formatSize(data.size)})`);
  const kind = describeInput(data.value);
  if (!kind.ok) return fail(`${file}: `, kind.error);
  io.out(`${NAME}: ${kind.text}`);

  let importer: Awaited<ReturnType<OpenImporter>>;
  try {
    importer = await open();
  } catch (error) {
    return fail('', `cannot open the database: ${(error as Error).message}`);
  }
  let result: ImportResult;
  try {
    result = await importer.importModule(data.value, {
      alias: args.values.alias,
      title: args.values.title,
      replace: args.values.replace,
      keepV6: args.values['keep-v6'],
      navigation,
    });
  } catch (error) {
    return fail(`${file}: `, `the import failed, nothing was saved: ${(error as Error).message}`);
  } finally {
    await importer.close().catch(() => undefined);
  }
  if (result.report && args.values.report) {
    await io.writeFile(args.values.report, `${JSON.stringify(result.report, null, 2)}\n`);
  }
  if (!result.ok) {
    if (!result.issues?.length) return fail(`${file}: `, `${result.error} Nothing was saved.`);
    // Every problem on a line of its own, so a long list stays readable (and greppable).
    const count = result.issues.length;
    io.err(
      `${NAME}: ${file}: the module data has ${count === 1 ? '1 problem' : `${count} problems`}; nothing was saved:`,
    );
    for (const issue of result.issues) io.err(`  ${oneLine(formatIssue(issue))}`);
    return 1;
  }
  io.out(`${NAME}: ${savedLine(result)}`);
  if (result.report) {
    for (const line of summary(result.report)) io.out(`  ${line}`);
    if (args.values.report) io.out(`${NAME}: full report written to ${args.values.report}`);
  }
  if (fonts) {
    const download = !args.values['no-font-download'];
    for (const line of await fontLines(data.value, navigation, fonts, download, fontApi)) {
      io.out(`${NAME}: ${line}`);
    }
  }
  return 0;
}

/** The font step's lines; a failure of the step itself is one line, the import stands. */
async function fontLines(
  data: unknown,
  navigation: unknown,
  fonts: () => FontSetup,
  download: boolean,
  api: string | undefined,
): Promise<string[]> {
  try {
    const setup = fonts();
    // The fonts of engine-6 data are those of its migration (`googleFont` → `settings.fonts`).
    const migrated = isV6Module(data) ? migrateV6Module(data, { navigation }) : null;
    const module = migrated ? (migrated.ok ? migrated.module : null) : data;
    const outcomes = await installModuleFonts(module, {
      packages: setup.packages,
      fontsDir: setup.fontsDir,
      downloader: download ? setup.downloader(api) : null,
    });
    return outcomes.map((outcome) => describeFontOutcome(outcome, setup.fontsDir));
  } catch (error) {
    return [`fonts: not checked: ${oneLine((error as Error).message)}`];
  }
}

/** Engine-6 migrations and engine-7 reports sum up in their own words. */
function summary(report: MigrationReport | ModuleReport): string[] {
  return 'values' in report ? summariseModuleReport(report) : summariseReport(report);
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      alias: { type: 'string' },
      title: { type: 'string' },
      replace: { type: 'boolean', default: false },
      navigation: { type: 'string' },
      'keep-v6': { type: 'boolean', default: false },
      report: { type: 'string' },
      'no-font-download': { type: 'boolean', default: false },
      'font-api': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

async function readJson(
  io: CommandIo,
  path: string,
): Promise<{ ok: true; value: unknown; size: number } | { ok: false; error: string }> {
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      error:
        code === 'ENOENT' ? 'no such file' : `cannot read the file (${(error as Error).message})`,
    };
  }
  try {
    // Exports start with a byte order mark now and then.
    return {
      ok: true,
      value: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown,
      size: Buffer.byteLength(text),
    };
  } catch (error) {
    return { ok: false, error: `not JSON: ${(error as Error).message}` };
  }
}

function describeInput(data: unknown): { ok: true; text: string } | { ok: false; error: string } {
  if (isV6Module(data)) {
    const read = readV6Envelope(data);
    if (!read.ok) return { ok: false, error: read.message };
    const { envelope } = read;
    const format = envelope.format === 'v6-export' ? 'export' : 'full object';
    const version = envelope.version ? ` ${envelope.version}` : '';
    return {
      ok: true,
      text: `engine-6 ${format}${version}${envelope.alias ? ` "${envelope.alias}"` : ''}: migrating ${plural(envelope.slides.length, 'slide')} and ${plural(envelope.statics.length, 'static slide')} to engine 7…`,
    };
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (
    typeof record.settings === 'object' &&
    record.settings !== null &&
    record.slides !== undefined
  ) {
    const slides = record.slides;
    const count = Array.isArray(slides)
      ? slides.length
      : typeof slides === 'object' && slides
        ? Object.keys(slides).length
        : 0;
    return { ok: true, text: `engine-7 data: checking and saving ${plural(count, 'slide')}…` };
  }
  return {
    ok: false,
    error:
      'not a slider module: expected engine-7 data ({settings, slides}) or engine-6 data (params or slider_params, with slides)',
  };
}

function savedLine(result: Extract<ImportResult, { ok: true }>): string {
  const how = result.created ? 'created' : 'replaced';
  const what =
    result.kind === 'engine-7'
      ? 'engine-7 data'
      : result.kind === 'engine-6 migrated'
        ? 'engine-6 data migrated to engine 7'
        : 'engine-6 data kept, migrated when served';
  const ids = result.ids
    ? `; slide ids ${Object.entries(result.ids)
        .map(([v6, v7]) => `${v6}→${v7}`)
        .join(', ')}`
    : `; slides ${result.slides.join(', ')}`;
  return `saved "${result.alias}" as module ${result.id} (${how}; ${what})${ids}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
