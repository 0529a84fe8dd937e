import { createHash } from 'node:crypto';
import {
  formatIssue,
  type ModuleIssue,
  migrateV6Module,
  needsStream,
  type SliderModule,
  type StreamItem,
  sanitizeModuleHtml,
  sourceLabel,
  toText,
  validateModule,
} from '@tribune/slider';
import { serverSanitize } from '@tribune/slider/sanitize';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { localise } from './localise.js';
import { checkModule } from './moduleCheck.js';
import { absoluteMediaUrls, applyImages, imageRefs } from './moduleImages.js';
import { type ImportOptions, type ImportResult, importModule } from './moduleImport.js';
import { type SaveOptions, type SaveResult, saveModule } from './moduleSave.js';
import { type ModuleBody, type ModuleDocument, moduleDocument } from './serialise.js';
import { type SliderError, sliderError } from './sliderErrors.js';
import {
  findModule,
  type IdKind,
  idMapOf,
  imagesByKey,
  type ModuleRef,
  type ModuleRow,
  nextId,
  type SlideRow,
  slideByKey,
  slidesOf,
} from './sliderQueries.js';
import { type StoredModule, storedModule } from './storedModule.js';
import { type StoredV6Module, storedV6Module } from './storedV6Module.js';
import type { StreamService } from './stream/streamService.js';

/**
 * Slider modules in the database: load (normalised, translated, pictures resolved), one slide,
 * the `.json` document, modal settings, strict save, new ids. The routes and client actions are
 * thin layers over this; page code (server rendering of a module) uses it as `app.sliders`.
 *
 * Storage keeps what was saved (`raw=true` gives it back): the settings, each slide's `slide`
 * object and its `layers` as JSON, with the `@lang` translations and image keys. Serving
 * normalises once per module version and language and keeps the result (a small in-process
 * cache keyed by id, `updated_at` and language), so the strict parse (a few ms for a large
 * module) is not paid per request.
 */
export interface SliderServiceOptions {
  db: Kysely<Database>;
  /** Warnings about stored data that no longer validates. Default: nothing. */
  log?: { warn(object: object, message: string): void };
  /** Prepared modules kept in memory. Default 100. */
  cacheSize?: number;
  /** Default: the system clock. */
  now?: () => Date;
  /**
   * Called after a module was saved or imported: pages that render modules on the server
   * (the home's hero, the demo pages) drop their cached copies. Default: nothing.
   */
  onChange?: (id: number) => void;
  /** Stream modules' items (feeds); without it they are served unfilled and have no items. */
  streams?: StreamService;
}

export interface LoadOptions {
  /** A site language (`fr`, `en`, `es`); other values serve the saved texts. */
  lang?: string;
  /** Only this slide (lazy slide content, spec 4.1). */
  slideId?: string;
  /** The stored data as saved (no normalisation, translation or picture variants). */
  raw?: boolean;
  /**
   * The engine asking (`srengine`, ajax `version`). With 6, `slideId` is an engine-6 slide id
   * and goes through the module's v6→v7 id table first. Default 7.
   */
  engine?: 6 | 7;
}

/** A served answer: the body, its JSON text and an ETag over that text. */
export type Served<T> =
  | { ok: true; body: T; json: string; etag: string; lang?: string; module?: ModuleRow }
  | { ok: false; error: SliderError };

/** What `get_modal_settings` answers (spec 7.1). */
export interface ModalSettingsBody {
  success: true;
  id: number;
  alias: string;
  /** Opening speed, ms (default 1000). */
  sp: number;
  /** Backdrop colour (default "transparent"). */
  bg: string;
  /** As saved; `null` when the module does not set it (the spec gives no default). */
  pS: unknown;
  /** Vertical position (default "middle"). */
  v: string;
  /** Horizontal position (default "center"). */
  h: string;
  v6v7ids: { n: Record<string, string> };
  /** Engine-6 transition and navigation libraries; engine-7 data carries its own: empty. */
  trans: Record<string, unknown>;
  navs: Record<string, unknown>;
}

/** What `get_stream_data` and `GET /sliders/stream/{id}` answer (spec 7.1, 3.5). */
export interface StreamBody {
  success: true;
  /** The module the items are for; null for a wp-gallery asked by its ids alone. */
  id: number | null;
  alias: string | null;
  /** The source type (`gallery`, `wp-gallery`, `photo-feed`). */
  type: string;
  /** The stream items; empty when the source has nothing to show. */
  data: StreamItem[];
}

/** `streamData` options: the texts' language, and for a wp-gallery the ids asked for. */
export interface StreamOptions {
  lang?: string | undefined;
  /** wp-gallery source ids sent in place of the module's own (spec 7.1). */
  sourceIds?: string | undefined;
}

/**
 * The stored data as `raw=true` gives it back: the saved engine-7 shape, or for a module kept
 * as engine 6 saved it, the engine-6 full object (`slider_params`, `slides`, …).
 */
export type RawBody = (StoredModule | StoredV6Module) & {
  success: true;
  alias: string;
  v6v7ids: { n: Record<string, string> };
};

/** A module ready for server rendering: the engine's model, in one language. */
export interface PageModule {
  /** Shared with the cache: read it, do not change it. */
  module: SliderModule;
  /** The module in the shape the browser's parser reads (what `GET /sliders/…` answers). */
  document: ModuleDocument;
  lang?: string;
}

export interface SliderService {
  load(ref: ModuleRef, options?: LoadOptions): Promise<Served<ModuleBody | RawBody>>;
  /** For pages that render a module on the server. */
  forPage(
    ref: ModuleRef,
    options?: { lang?: string },
  ): Promise<({ ok: true } & PageModule) | { ok: false; error: SliderError }>;
  /** The self-contained `.json` document; `origin` makes its media URLs absolute. */
  document(
    ref: ModuleRef,
    options: { lang?: string; origin: string },
  ): Promise<Served<ModuleDocument>>;
  modalSettings(ref: ModuleRef): Promise<Served<ModalSettingsBody>>;
  /**
   * The stream items of a module fed by a stream (feeds, spec 3.5), or for `ref` null a
   * wp-gallery's items by `sourceIds` alone.
   */
  streamData(ref: ModuleRef | null, options?: StreamOptions): Promise<Served<StreamBody>>;
  /** Every problem of the data (strict reading, translations, image keys), or none. */
  validate(data: unknown, alias?: string): Promise<ModuleIssue[]>;
  /** Saves in one transaction; invalid data changes nothing. */
  save(data: unknown, options?: SaveOptions): Promise<SaveResult>;
  /** A module or slide id never handed out before (`get_moduleid`, `get_slideid`). */
  newId(kind: IdKind): Promise<number>;
  /**
   * Imports an engine-7 or engine-6 module (the `import-module` command): engine-6 data is
   * migrated, its slides get engine-7 ids recorded in the v6→v7 table; invalid data changes
   * nothing.
   */
  importModule(data: unknown, options?: ImportOptions): Promise<ImportResult>;
}

interface Prepared extends PageModule {
  idMap: Record<string, string>;
  /** The full answer of `load`, made on first use. */
  full?: { json: string; etag: string; body: ModuleBody };
}

export function createSliderService(options: SliderServiceOptions): SliderService {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const cacheSize = options.cacheSize ?? 100;
  const cache = new Map<string, Prepared>();

  async function rowFor(ref: ModuleRef): Promise<ModuleRow | SliderError> {
    const row = await findModule(db, ref);
    if (!row) {
      return ref.by === 'id'
        ? sliderError('SLIDER_NOT_FOUND', { by: 'id', ref: ref.id })
        : sliderError('SLIDER_NOT_FOUND', { by: 'alias', ref: ref.alias });
    }
    return row;
  }

  /** The module normalised in one language, pictures resolved; cached per version. */
  async function prepare(
    row: ModuleRow,
    lang: string | undefined,
  ): Promise<Prepared | SliderError> {
    const key = `${row.id}|${row.updatedAt}|${lang ?? ''}`;
    const hit = cache.get(key);
    if (hit) {
      // Least recently used goes first: a hit moves to the end.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const [slides, table] = await Promise.all([slidesOf(db, row.id), idMapOf(db, row.id)]);
    let idMap = table;
    let localised: ReturnType<typeof localise>;
    let data: unknown;
    if (row.engineVersion === 6) {
      // Kept as engine 6 saved it: migrated here, once per version and language (spec 5).
      const stored = storedV6Module(row, slides);
      localised = localise(stored.module, lang);
      const migration = migrateV6Module(localised.value, {
        ids: { n: table },
        navigation: stored.navigation,
      });
      if (!migration.ok) {
        return sliderError('SLIDER_STORED_INVALID', { alias: row.alias, problem: migration.error });
      }
      const { dropped, approximated } = migration.report;
      if (dropped.length + approximated.length > 0) {
        options.log?.warn(
          { alias: row.alias, dropped: dropped.length, approximated: approximated.length },
          'engine-6 slider module served through the migration; some values were left out',
        );
      }
      data = migration.module;
      idMap = migration.ids.n;
    } else {
      localised = localise(storedModule(row, slides), lang);
      data = localised.value;
    }
    const read = readStored(row, data);
    if ('problem' in read) {
      return sliderError('SLIDER_STORED_INVALID', { alias: row.alias, problem: read.problem });
    }
    // Served data (REST, documents, server renders) carries its texts and navigation
    // templates as the sanitiser leaves them, once per module version and language.
    const module = sanitizeModuleHtml(read.module, serverSanitize);
    module.settings.alias = row.alias;
    module.settings.title ||= row.title;
    module.settings.dbid = String(row.id);
    const keys = imageRefs(module).map((ref) => ref.key);
    applyImages(module, await imagesByKey(db, keys));
    const ownLang = toText(module.settings.lang);
    const prepared: Prepared = {
      module,
      document: moduleDocument(module, row.id),
      lang: lang !== undefined && localised.languages.has(lang) ? lang : ownLang,
      idMap,
    };
    cache.set(key, prepared);
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
    return prepared;
  }

  /**
   * The engine's reading of stored data. What it leaves out was reported when the module was
   * saved or imported; should a later model refuse the data altogether, there is nothing to show.
   */
  function readStored(
    row: ModuleRow,
    data: unknown,
  ): { module: SliderModule } | { problem: string } {
    const read = validateModule(data);
    if (!read.ok) return { problem: read.issues.map(formatIssue).join('; ') };
    if (read.dropped.length > 0) {
      options.log?.warn(
        { alias: row.alias, dropped: read.dropped.length, first: read.dropped.slice(0, 5) },
        'stored slider module served without the fields the engine leaves out',
      );
    }
    return { module: read.module };
  }

  function invalidate(id: number) {
    for (const key of cache.keys()) if (key.startsWith(`${id}|`)) cache.delete(key);
    options.onChange?.(id);
  }

  async function preparedFor(ref: ModuleRef, lang: string | undefined) {
    const row = await rowFor(ref);
    if (!('id' in row)) return { ok: false as const, error: row };
    const prepared = await prepare(row, lang);
    if (!('document' in prepared)) return { ok: false as const, error: prepared };
    return { ok: true as const, row, prepared };
  }

  async function load(
    ref: ModuleRef,
    opts: LoadOptions = {},
  ): Promise<Served<ModuleBody | RawBody>> {
    if (opts.raw) {
      const row = await rowFor(ref);
      return 'id' in row ? loadRaw(row, opts.slideId, opts.engine) : { ok: false, error: row };
    }
    const found = await preparedFor(ref, opts.lang);
    if (!found.ok) return found;
    const { row, prepared } = found;
    const { document } = prepared;
    const body = (slides: ModuleDocument['slides']): ModuleBody => ({
      success: true,
      id: row.id,
      alias: row.alias,
      ...(prepared.lang ? { lang: prepared.lang } : {}),
      settings: document.settings,
      slides,
      addOns: document.addOns,
      v6v7ids: { n: prepared.idMap },
    });
    if (opts.slideId !== undefined) {
      const key = servedSlideKey(opts.slideId, prepared.idMap, opts.engine ?? 7, (k) =>
        Object.hasOwn(document.slides, k),
      );
      const entry = key === undefined ? undefined : document.slides[key];
      if (!entry) return { ok: false, error: slideNotFound(row, opts.slideId) };
      return served(body({ [entry.id]: entry }), row, prepared.lang);
    }
    prepared.full ??= jsonOf(body(document.slides));
    return { ok: true, ...prepared.full, lang: prepared.lang, module: row };
  }

  async function loadRaw(
    row: ModuleRow,
    slideId?: string,
    engine: 6 | 7 = 7,
  ): Promise<Served<RawBody>> {
    const idMap = await idMapOf(db, row.id);
    let rows: SlideRow[];
    if (slideId === undefined) rows = await slidesOf(db, row.id);
    else {
      // Engine-6 modules keep engine-6 keys; engine-7 modules the engine-7 ones.
      const candidates =
        row.engineVersion === 6
          ? [
              slideId,
              ...Object.entries(idMap)
                .filter(([, v7]) => v7 === slideId)
                .map(([v6]) => v6),
            ]
          : engine === 6
            ? [idMap[slideId] ?? slideId, slideId]
            : [slideId, idMap[slideId] ?? slideId];
      let found: SlideRow | undefined;
      for (const key of candidates) {
        found ??= await slideByKey(db, row.id, key);
      }
      rows = found ? [found] : [];
    }
    if (slideId !== undefined && rows.length === 0) {
      return { ok: false, error: slideNotFound(row, slideId) };
    }
    const stored =
      row.engineVersion === 6 ? storedV6Module(row, rows).module : storedModule(row, rows);
    return served(
      { success: true, alias: row.alias, ...stored, v6v7ids: { n: idMap } } satisfies RawBody,
      row,
    );
  }

  async function forPage(ref: ModuleRef, opts: { lang?: string } = {}) {
    const found = await preparedFor(ref, opts.lang);
    if (!found.ok) return found;
    const { lang } = found.prepared;
    let { module, document } = found.prepared;
    // A stream module's page shows its items (or the error slide) in the server HTML.
    if (options.streams && needsStream(module)) {
      const { row } = found;
      module = await options.streams.fill(
        { module, id: row.id, engineVersion: row.engineVersion },
        opts.lang,
      );
      document = moduleDocument(module, row.id);
    }
    return { ok: true as const, module, document, ...(lang ? { lang } : {}) };
  }

  async function document(
    ref: ModuleRef,
    opts: { lang?: string; origin: string },
  ): Promise<Served<ModuleDocument>> {
    const found = await preparedFor(ref, opts.lang);
    if (!found.ok) return found;
    const copy = structuredClone(found.prepared.document);
    absoluteMediaUrls(copy, opts.origin);
    return served(copy, found.row, found.prepared.lang);
  }

  async function modalSettings(ref: ModuleRef): Promise<Served<ModalSettingsBody>> {
    const found = await preparedFor(ref, undefined);
    if (!found.ok) return found;
    const { row, prepared } = found;
    const { settings } = prepared.document;
    if (!settings.useAsModal) {
      return { ok: false, error: sliderError('SLIDER_NOT_MODAL', { alias: row.alias }) };
    }
    const modal = settings.modal;
    return served(
      {
        success: true,
        id: row.id,
        alias: row.alias,
        sp: modal.sp,
        bg: modal.bg,
        pS: modal.pS ?? null,
        v: modal.v,
        h: modal.h,
        v6v7ids: { n: prepared.idMap },
        trans: {},
        navs: {},
      },
      row,
    );
  }

  async function streamData(
    ref: ModuleRef | null,
    opts: StreamOptions = {},
  ): Promise<Served<StreamBody>> {
    const wpIds =
      opts.sourceIds === undefined ? undefined : { type: 'wp-gallery', sourceids: opts.sourceIds };
    let owner: { module: SliderModule; row: ModuleRow } | null = null;
    if (ref) {
      const found = await preparedFor(ref, opts.lang);
      if (!found.ok) return found;
      owner = { module: found.prepared.module, row: found.row };
      if (!wpIds && !found.prepared.module.settings.source?.type) {
        return { ok: false, error: sliderError('SLIDER_NO_STREAM', { alias: found.row.alias }) };
      }
    }
    const alias = owner?.row.alias ?? null;
    const result = await (options.streams?.items(
      owner && { module: owner.module, id: owner.row.id, engineVersion: owner.row.engineVersion },
      { lang: opts.lang, ...(wpIds ? { source: wpIds } : {}) },
    ) ?? {
      ok: false as const,
      type: wpIds?.type ?? owner?.module.settings.source?.type ?? '',
      reason: 'no-adapter' as const,
      message: 'streams are not served',
    });
    if (!result.ok) {
      return {
        ok: false,
        error:
          result.reason === 'failed'
            ? sliderError('SLIDER_STREAM_FAILED', {
                label: sourceLabel(result.type),
                alias: alias ?? result.type,
                problem: result.message,
              })
            : sliderError('SLIDER_STREAM_TYPE', {
                alias: alias ?? result.type,
                type: result.type,
                known: options.streams?.types().join(', ') ?? 'none',
              }),
      };
    }
    const body: StreamBody = {
      success: true,
      id: owner?.row.id ?? null,
      alias,
      type: result.type,
      data: result.items,
    };
    return { ok: true, ...jsonOf(body), ...(owner ? { module: owner.row } : {}) };
  }

  async function save(data: unknown, opts: SaveOptions = {}): Promise<SaveResult> {
    const result = await db.transaction().execute((trx) => saveModule(trx, data, opts, now()));
    if (result.ok) invalidate(result.id);
    return result;
  }

  return {
    load,
    forPage,
    document,
    modalSettings,
    streamData,
    validate: async (data, alias) => (await checkModule(db, data, alias)).issues,
    save,
    newId: (kind) => nextId(db, kind),
    async importModule(data, opts = {}) {
      const result = await importModule(db, data, opts, now());
      if (result.ok) invalidate(result.id);
      return result;
    },
  };
}

/**
 * The served key of a requested slide. An engine-6 request names the slide by its engine-6 id,
 * translated through the module's table; an engine-7 request names it by its engine-7 id, and
 * an old id still found in the table is translated as well (links of pages made for engine 6).
 */
export function servedSlideKey(
  requested: string,
  idMap: Record<string, string>,
  engine: 6 | 7,
  exists: (key: string) => boolean,
): string | undefined {
  const mapped = Object.hasOwn(idMap, requested) ? idMap[requested] : undefined;
  const order = engine === 6 ? [mapped, requested] : [requested, mapped];
  return order.find((key): key is string => key !== undefined && exists(key));
}

function slideNotFound(row: ModuleRow, slide: string): SliderError {
  return sliderError('SLIDER_SLIDE_NOT_FOUND', { alias: row.alias, slide });
}

function served<T>(body: T, module: ModuleRow, lang?: string): Served<T> {
  return { ok: true, ...jsonOf(body), lang, module };
}

function jsonOf<T>(body: T): { body: T; json: string; etag: string } {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { body, json, etag };
}
