import { isRecord } from '../model/Normalise.js';
import { formatIssue, parseModule } from '../model/ParseModule.js';
import { validateModule } from '../model/ValidateModule.js';
import type { Json, MigrationContext } from './Context.js';
import { migrateSettings } from './MigrateSettings.js';
import { migrateSlide, type SlideEntry } from './MigrateSlide.js';
import { resolveLayerTargets } from './MigrateTargets.js';
import { type MigrationReport, ReportBuilder } from './Report.js';
import { assignSlideIds } from './SlideIds.js';
import { readV6Envelope, type V6IdMap } from './V6Module.js';

export interface MigrateOptions {
  /**
   * The slide id table to use (the database's `v6v7ids` for this module): its entries win over
   * the table the data carries. Slides in neither keep their engine-6 id.
   */
  ids?: V6IdMap;
  /** The navigation library of an export (`navigation.txt`, parsed). */
  navigation?: unknown;
}

/** Engine-7 module data as the engine saves it: what the core's parser and the server read. */
export interface MigratedModule {
  settings: Json;
  slides: Record<string, SlideEntry>;
  addOns: unknown[];
}

export type MigrationResult =
  | {
      ok: true;
      module: MigratedModule;
      report: MigrationReport;
      /** The id table used: engine-6 id → engine-7 id of regular (`n`) and static (`s`) slides. */
      ids: { n: Record<string, string>; s: Record<string, string> };
    }
  | { ok: false; error: string; report: MigrationReport };

/**
 * Engine-6 module data (an export or a full object) as engine-7 data. Pure and synchronous:
 * the same input and options give the same output. Never throws on bad input: it answers
 * `ok: false` with a sentence, or `ok: true` with data the core's reader reads whole (nothing
 * left out), and in both cases a report of what was mapped, rewritten, approximated and
 * dropped.
 */
export function migrateV6Module(input: unknown, options: MigrateOptions = {}): MigrationResult {
  const builder = new ReportBuilder();
  const report = builder.report;
  try {
    const read = readV6Envelope(input, options.navigation);
    if (!read.ok) return { ok: false, error: read.message, report };
    const { envelope } = read;
    report.source = {
      format: envelope.format,
      ...(envelope.version ? { version: envelope.version } : {}),
      ...(envelope.id ? { id: envelope.id } : {}),
      ...(envelope.alias ? { alias: envelope.alias } : {}),
    };
    const ids = assignSlideIds(envelope, options.ids, builder);
    const ctx: MigrationContext = { report: builder, ids, envelope };
    const settings = migrateSettings(ctx);
    const slides: Record<string, SlideEntry> = {};
    envelope.slides.forEach((source, i) => {
      const entry = migrateSlide(ctx, source, i, 'slide');
      if (!entry) return;
      slides[entry.id] = entry;
      report.counts.slides++;
    });
    envelope.statics.forEach((source, i) => {
      const entry = migrateSlide(ctx, source, i, 'static');
      if (!entry) return;
      slides[entry.id] = entry;
      report.counts.staticSlides++;
    });
    resolveLayerTargets(builder, slides);
    envelope.root.leftovers(builder, 'no engine-7 equivalent in Tribune; left out');
    const module: MigratedModule = { settings, slides, addOns: [] };
    const checked = keepValidPart(module, builder);
    if (!checked.ok) return { ok: false, error: checked.error, report };
    return {
      ok: true,
      module,
      report,
      ids: {
        n: Object.fromEntries([...ids.regular].filter(([v6]) => !v6.includes('#'))),
        s: Object.fromEntries(ids.statics),
      },
    };
  } catch (error) {
    // Only a bug lands here; the caller still gets an answer, not an exception.
    return { ok: false, error: `the migration failed: ${String(error)}`, report };
  }
}

/**
 * The engine-7 reader is the judge of what was produced: whatever it leaves out (a value the
 * mapping could not make readable) is removed and reported, so the result reads whole.
 */
function keepValidPart(
  module: MigratedModule,
  builder: ReportBuilder,
): { ok: true } | { ok: false; error: string } {
  for (let round = 0; round < 5; round++) {
    const { dropped } = parseModule(module);
    if (dropped.length === 0) break;
    for (const drop of dropped) {
      builder.drop(`(engine 7) ${drop.removed}`, `refused by the engine-7 parser: ${drop.message}`);
      removeV7Path(module, drop.removed);
    }
  }
  const read = validateModule(module);
  if (read.ok) return { ok: true };
  const first = read.issues[0];
  return {
    ok: false,
    error: first ? `the migrated module is not valid: ${formatIssue(first)}` : 'no slide to show',
  };
}

/** Parser paths name slide fields directly (`slides.K.title`); the data nests them in `slide`. */
function removeV7Path(module: MigratedModule, path: string): void {
  const parts = path.split('.');
  if (parts[0] === 'settings') {
    removeAt(module.settings, parts.slice(1));
    return;
  }
  if (parts[0] !== 'slides' || parts[1] === undefined) return;
  const entry = module.slides[parts[1]];
  if (!entry) return;
  if (parts.length === 2) {
    delete module.slides[parts[1]];
    return;
  }
  if (parts[2] === 'layers') {
    if (parts.length === 4 && parts[3] !== undefined) delete entry.layers[parts[3]];
    else if (parts[3] !== undefined && entry.layers[parts[3]])
      removeAt(entry.layers[parts[3]] as Json, parts.slice(4));
    return;
  }
  removeAt(entry.slide, parts.slice(2));
}

function removeAt(root: Json, parts: string[]): void {
  let node: unknown = root;
  for (const part of parts.slice(0, -1)) {
    node = Array.isArray(node) ? node[Number(part)] : isRecord(node) ? node[part] : undefined;
  }
  const last = parts[parts.length - 1];
  if (last === undefined) return;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else if (isRecord(node)) delete node[last];
}
