import {
  isRecord,
  isV6Module,
  type MigrationReport,
  type ModuleIssue,
  type ModuleReport,
  migrateV6Module,
  readV6Envelope,
  reportModule,
  toText,
  type V6Envelope,
  v6SlideIds,
} from '@tribune/slider';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SliderModuleType } from '../db/schema.js';
import { freeAlias } from './freeAlias.js';
import { localise } from './localise.js';
import { checkModule, invalidModule } from './moduleCheck.js';
import { saveModule } from './moduleSave.js';
import { findModule, idMapOf, nextId } from './sliderQueries.js';
import { storedV6Module, v6Rows } from './storedV6Module.js';

/**
 * Importing a module file into the database (`npm run import-module`): engine-7 data is saved
 * as it is (the lenient save, with a report of what Tribune makes of each value); engine-6 data (an export or a full object) is migrated by the
 * core, its slides get engine-7 ids, and the v6→v7 id table (`slider_id_map`, spec 5) records
 * them. Everything happens in one transaction: a refusal at any step writes nothing, the id
 * counter included.
 */
export interface ImportOptions {
  /** Default: the data's own alias. */
  alias?: string;
  title?: string;
  /** Overwrite the module of the same alias (keeping its id and, for engine 6, its slide ids). */
  replace?: boolean;
  /**
   * Keep engine-6 data as it is (`engine_version` 6) and migrate it each time it is served,
   * instead of saving the migrated engine-7 data. Default false.
   */
  keepV6?: boolean;
  /** The navigation library of an engine-6 export (`navigation.txt`, parsed). */
  navigation?: unknown;
}

export type ImportKind = 'engine-7' | 'engine-6 migrated' | 'engine-6 kept';

export type ImportResult =
  | {
      ok: true;
      id: number;
      alias: string;
      created: boolean;
      kind: ImportKind;
      /** The slide ids served (engine 7's). */
      slides: string[];
      /** Engine-6 imports: engine-6 slide id → engine-7 id. */
      ids?: Record<string, string>;
      /**
       * What became of the data: engine 6's migration report, or for engine-7 data the report
       * of what Tribune supports, approximates and drops, value by value (`reportModule`).
       */
      report?: MigrationReport | ModuleReport;
    }
  | { ok: false; error: string; issues?: ModuleIssue[]; report?: MigrationReport };

/** A refusal inside the transaction: thrown to roll it back, answered as `ok: false`. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly issues?: ModuleIssue[],
  ) {
    super(message);
  }
}

export async function importModule(
  db: Kysely<Database>,
  data: unknown,
  options: ImportOptions,
  now: Date,
): Promise<ImportResult> {
  if (isV6Module(data)) return importV6(db, data, options, now);
  if (!isRecord(data) || !isRecord(data.settings) || data.slides === undefined) {
    return {
      ok: false,
      error:
        'not a slider module: expected engine-7 data ({settings, slides}) or engine-6 data (params or slider_params, with slides)',
    };
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const alias = options.alias ?? (isRecord(data.settings) ? toText(data.settings.alias) : '');
      await refuseTakenAlias(trx, alias, options.replace);
      const saved = await saveModule(
        trx,
        data,
        { alias: options.alias, title: options.title, replace: options.replace },
        now,
      );
      if (!saved.ok) throw new Refusal(saved.error.body.message, saved.error.body.issues);
      return {
        ok: true as const,
        id: saved.id,
        alias: saved.alias,
        created: saved.created,
        kind: 'engine-7' as const,
        slides: saved.slides,
        // Of the saved language's data: `@lang` siblings are Tribune's translations.
        report: reportModule(localise(data, undefined).value, saved),
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message, issues: error.issues };
    throw error;
  }
}

/**
 * An import does not overwrite a module unless told to (`--replace`); the refusal proposes a
 * free alias to import it under instead.
 */
async function refuseTakenAlias(
  trx: Trx,
  alias: string | undefined,
  replace: boolean | undefined,
): Promise<void> {
  if (!alias || replace || !(await findModule(trx, { by: 'alias', alias }))) return;
  const free = await freeAlias(trx, alias);
  throw new Refusal(
    `A module with the alias "${alias}" exists already; import with --replace to overwrite it, or with --alias ${free} to import it beside it.`,
  );
}

async function importV6(
  db: Kysely<Database>,
  data: unknown,
  options: ImportOptions,
  now: Date,
): Promise<ImportResult> {
  const read = readV6Envelope(data, options.navigation);
  if (!read.ok) return { ok: false, error: read.message };
  // A first migration without ids finds what cannot be migrated before anything is written.
  const trial = migrateV6Module(data, { navigation: options.navigation });
  if (!trial.ok) {
    return {
      ok: false,
      error: `the engine-6 data cannot be migrated: ${trial.error}`,
      report: trial.report,
    };
  }
  const alias = options.alias ?? read.envelope.alias ?? '';
  try {
    return await db.transaction().execute(async (trx) => {
      await refuseTakenAlias(trx, alias, options.replace);
      const existing = alias ? await findModule(trx, { by: 'alias', alias }) : undefined;
      const previous = existing ? await idMapOf(trx, existing.id) : {};
      return options.keepV6
        ? keepV6(trx, read.envelope, { ...options, alias }, previous, existing?.id, now)
        : saveMigrated(trx, data, read.envelope, { ...options, alias }, previous, now);
    });
  } catch (error) {
    if (error instanceof Refusal) {
      return { ok: false, error: error.message, issues: error.issues, report: trial.report };
    }
    throw error;
  }
}

type Trx = Transaction<Database>;

/**
 * Engine-7 ids for engine-6 slides: the module's previous table (a re-import keeps its ids),
 * then the table the data carries, then new ids from the slide counter (never handed out
 * before, as `get_slideid` gives them).
 */
async function allocate(
  trx: Trx,
  v6Ids: string[],
  carried: Record<string, string | number> | undefined,
  previous: Record<string, string>,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const taken = new Set<string>();
  for (const v6 of v6Ids) {
    if (Object.hasOwn(out, v6)) continue;
    let v7 = previous[v6] ?? toText(carried?.[v6]);
    if (v7 === undefined || taken.has(v7)) v7 = String(await nextId(trx, 'slide'));
    taken.add(v7);
    out[v6] = v7;
  }
  return out;
}

async function saveMigrated(
  trx: Trx,
  data: unknown,
  envelope: V6Envelope,
  options: ImportOptions & { alias: string },
  previous: Record<string, string>,
  now: Date,
): Promise<ImportResult> {
  const v6 = v6SlideIds(envelope);
  const n = await allocate(trx, v6.regular, envelope.idMap.n, previous);
  // Static slides are never referenced by id; they keep theirs (or the data's table's).
  const migration = migrateV6Module(data, { ids: { n }, navigation: options.navigation });
  if (!migration.ok) throw new Refusal(`the engine-6 data cannot be migrated: ${migration.error}`);
  const saved = await saveModule(
    trx,
    migration.module,
    { alias: options.alias, title: options.title, replace: options.replace },
    now,
  );
  if (!saved.ok) throw new Refusal(saved.error.body.message, saved.error.body.issues);
  await writeIdMap(trx, saved.id, migration.ids.n);
  return {
    ok: true,
    id: saved.id,
    alias: saved.alias,
    created: saved.created,
    kind: 'engine-6 migrated',
    slides: saved.slides,
    ids: { ...migration.ids.n, ...migration.ids.s },
    report: migration.report,
  };
}

/** Stores the engine-6 data itself (see `storedV6Module.ts`), checked through its migration. */
async function keepV6(
  trx: Trx,
  envelope: V6Envelope,
  options: ImportOptions & { alias: string },
  previous: Record<string, string>,
  existingId: number | undefined,
  now: Date,
): Promise<ImportResult> {
  const rows = v6Rows(envelope, options.navigation);
  const regularKeys = rows.slides.filter((r) => !r.isStatic).map((r) => r.slideKey);
  const n = await allocate(trx, regularKeys, envelope.idMap.n, previous);
  const title = options.title ?? read(envelope.title) ?? options.alias;
  // What will be served is the migration of the stored rows: check exactly that.
  const stored = storedV6Module(
    {
      id: existingId ?? 0,
      alias: options.alias,
      title,
      type: 'standard',
      engineVersion: 6,
      settings: rows.settings,
      addOns: '[]',
      createdAt: '',
      updatedAt: '',
    },
    rows.slides,
  );
  const migration = migrateV6Module(stored.module, { ids: { n }, navigation: stored.navigation });
  if (!migration.ok) throw new Refusal(`the engine-6 data cannot be migrated: ${migration.error}`);
  const checked = await checkModule(trx, migration.module, options.alias);
  if (checked.issues.length > 0) {
    throw new Refusal(invalidModule(checked.issues).body.message, checked.issues);
  }
  const stamp = now.toISOString();
  const values = {
    alias: options.alias,
    title,
    type: storedType(migration.module.settings.type),
    engineVersion: 6,
    settings: rows.settings,
    addOns: '[]',
    updatedAt: stamp,
  };
  let id = existingId;
  if (id !== undefined) {
    await trx.updateTable('sliderModules').set(values).where('id', '=', id).execute();
    await trx.deleteFrom('sliderSlides').where('moduleId', '=', id).execute();
  } else {
    id = await nextId(trx, 'module');
    await trx
      .insertInto('sliderModules')
      .values({ id, ...values, createdAt: stamp })
      .execute();
  }
  const moduleId = id;
  await trx
    .insertInto('sliderSlides')
    .values(rows.slides.map((row) => ({ ...row, moduleId })))
    .execute();
  await writeIdMap(trx, moduleId, migration.ids.n);
  return {
    ok: true,
    id: moduleId,
    alias: options.alias,
    created: existingId === undefined,
    kind: 'engine-6 kept',
    slides: Object.keys(migration.module.slides),
    ids: { ...migration.ids.n, ...migration.ids.s },
    report: migration.report,
  };
}

function read(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}

/** The module's v6→v7 table, replaced as a whole. */
async function writeIdMap(trx: Trx, moduleId: number, ids: Record<string, string>): Promise<void> {
  await trx.deleteFrom('sliderIdMap').where('moduleId', '=', moduleId).execute();
  const rows = Object.entries(ids).map(([v6Id, v7Id]) => ({ moduleId, v6Id, v7Id }));
  if (rows.length > 0) await trx.insertInto('sliderIdMap').values(rows).execute();
}

function storedType(type: unknown): SliderModuleType {
  return type === 'hero' || type === 'carousel' ? type : 'standard';
}
