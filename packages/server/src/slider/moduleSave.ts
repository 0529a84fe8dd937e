import { isRecord, type ModuleDrop, type SliderModule, toText } from '@tribune/slider';
import type { Transaction } from 'kysely';
import type { Database, SliderModuleType } from '../db/schema.js';
import { freeAlias } from './freeAlias.js';
import { checkModule, invalidModule } from './moduleCheck.js';
import { type SliderError, sliderError } from './sliderErrors.js';
import { findModule, moduleIdTaken, nextId, raiseCounter } from './sliderQueries.js';
import { entriesOf } from './storedModule.js';

export interface SaveOptions {
  /** Default: `settings.alias` of the data. */
  alias?: string;
  /** Default: `settings.title`, else the alias. */
  title?: string;
  /** Overwrite the module of the same alias (keeping its id). Default false. */
  replace?: boolean;
  /** A module id obtained from `get_moduleid`; default a new one. */
  id?: number;
}

export type SaveResult =
  | {
      ok: true;
      id: number;
      alias: string;
      created: boolean;
      slides: string[];
      /** The engine's reading of the saved data, in its own language. */
      module: SliderModule;
      /** What the engine's reading leaves out of the saved data (see `checkModule`). */
      dropped: ModuleDrop[];
    }
  | { ok: false; error: SliderError };

/**
 * Saves engine-7 module data as it was given (settings, `addOns`, each slide's `slide` object
 * and `layers`, with their `@lang` translations and image keys), after `checkModule` found no
 * problem. Every refusal is decided before the first write, so invalid data changes nothing;
 * the caller's transaction covers the rest (no half-written module if the database fails).
 */
export async function saveModule(
  trx: Transaction<Database>,
  data: unknown,
  options: SaveOptions,
  now: Date,
): Promise<SaveResult> {
  const alias =
    options.alias ??
    (isRecord(data) && isRecord(data.settings) ? toText(data.settings.alias) : undefined);
  const { issues, module, dropped } = await checkModule(trx, data, alias);
  if (issues.length > 0 || !module || !isRecord(data) || alias === undefined) {
    return { ok: false, error: invalidModule(issues) };
  }
  const existing = await findModule(trx, { by: 'alias', alias });
  if (existing && !options.replace) {
    const free = await freeAlias(trx, alias);
    return { ok: false, error: sliderError('SLIDER_ALIAS_TAKEN', { alias, free }) };
  }
  let id = existing?.id;
  if (id === undefined && options.id !== undefined) {
    if (await moduleIdTaken(trx, options.id)) {
      return {
        ok: false,
        error: invalidModule([{ path: 'id', message: `the module id ${options.id} is taken` }]),
      };
    }
    id = options.id;
    await raiseCounter(trx, 'module', id);
  }
  id ??= await nextId(trx, 'module');

  const title = options.title ?? (module.settings.title || alias);
  const stamp = now.toISOString();
  const values = {
    alias,
    title,
    type: storedType(module.settings.type),
    engineVersion: 7,
    settings: JSON.stringify({ ...(data.settings as Record<string, unknown>), alias, title }),
    addOns: JSON.stringify(data.addOns ?? []),
    updatedAt: stamp,
  };
  if (existing) {
    await trx.updateTable('sliderModules').set(values).where('id', '=', id).execute();
    await trx.deleteFrom('sliderSlides').where('moduleId', '=', id).execute();
  } else {
    await trx
      .insertInto('sliderModules')
      .values({ id, ...values, createdAt: stamp })
      .execute();
  }

  // The parser's reading decides ids, order and static slides; the rows keep the saved text.
  const position = new Map(
    [...module.slides, ...module.statics].map((slide, i) => [slide.id, i] as const),
  );
  const statics = new Set(module.statics.map((slide) => slide.id));
  const rows = entriesOf(data.slides).map(([key, entry]) => {
    const record = entry as Record<string, unknown>;
    const { layers, ...flat } = record;
    const slide = isRecord(record.slide) ? record.slide : flat;
    const slideKey = toText(record.id) ?? toText(slide.id) ?? key;
    return {
      moduleId: id,
      slideKey,
      position: position.get(slideKey) ?? 0,
      isStatic: statics.has(slideKey) ? 1 : 0,
      data: JSON.stringify(slide),
      layers: JSON.stringify(layers ?? {}),
    };
  });
  if (rows.length > 0) await trx.insertInto('sliderSlides').values(rows).execute();
  // Slide ids saved here must never come out of `get_slideid` later.
  const numeric = rows.filter((r) => /^\d{1,15}$/.test(r.slideKey)).map((r) => Number(r.slideKey));
  if (numeric.length > 0) await raiseCounter(trx, 'slide', Math.max(...numeric));
  return {
    ok: true,
    id,
    alias,
    created: !existing,
    slides: rows.map((r) => r.slideKey),
    module,
    dropped,
  };
}

/** The `type` column: the module types of spec 2.1 ("standard" for any other value). */
function storedType(type: string): SliderModuleType {
  return type === 'hero' || type === 'carousel' ? type : 'standard';
}
