import { type Clock, systemClock } from '../Clock.js';
import { DEFAULTS } from '../Defaults.js';
import { consoleLogger, type Logger, moduleDataDropped, moduleNotLoaded } from '../Messages.js';
import { isRecord } from '../model/Normalise.js';
import type { ModuleDrop, Slide, SliderModule } from '../model/ParseModule.js';
import { type FetchLike, fetchText, HttpError } from './Http.js';
import { type JsonRepair, parseJsonText } from './RepairJson.js';
import { resolveUrls } from './ResolveUrls.js';

/**
 * Module data from the server (spec 7.1, 7.2, 8.1): the REST route
 * `GET {restBase}/sliders/{idOrAlias}`, the ajax client actions `POST {ajaxUrl}` (form-encoded
 * `action=rs_ajax_action&client_action=…&data=…&version=7[&nonce=…]`), and `.json` files.
 * Loads never reject: a module that cannot be loaded logs "{alias} Could not be Loaded from
 * DB" and resolves `{ ok: false }`, so a broken server never throws into the host page.
 */
export interface DataClientOptions {
  fetch: FetchLike;
  /** REST namespace, e.g. "/api/slider" (design.md section 3). Default "/api/slider". */
  restBase?: string;
  /** The ajax endpoint. Default "/ajax". */
  ajaxUrl?: string;
  /** Sent with ajax calls when given (backend mode). */
  nonce?: string;
  clock?: Clock;
  logger?: Logger;
  /** Status-0 retries. Default 5. */
  retries?: number;
  /** Between retries, ms. Default 750. */
  retryDelay?: number;
  /**
   * The module reader. Default: the valid-part parser, imported on first use so a page whose
   * module arrives already normalised in the server HTML never downloads the schema (zod).
   */
  parser?: () => Promise<ModuleParser>;
}

/** What the data client needs from the model: `model/ParseModule.ts`. */
export interface ModuleParser {
  parseModule(input: unknown): { module: SliderModule | null; dropped: ModuleDrop[] };
  parseSlideEntry(
    key: string,
    entry: unknown,
    settings?: unknown,
  ): { slide: Slide | null; dropped: ModuleDrop[] };
}

const loadParser = () => import('../model/ParseModule.js');

export type ModuleLoad =
  | {
      ok: true;
      module: SliderModule;
      /** What the valid-part reading left out. */
      dropped: ModuleDrop[];
      /** Repairs the response text needed (see RepairJson.ts). */
      repairs: JsonRepair[];
      /** v6-to-v7 slide id table when the server sent one (part 2's migration uses it). */
      v6v7ids: unknown;
    }
  | { ok: false; reason: string };

export interface ModuleQuery {
  /** Look the module up by alias (`alias=true`). Default: by alias unless all digits. */
  byAlias?: boolean;
  /** Engine that saved the data: 6 or 7. Default 7. */
  engine?: 6 | 7;
  lang?: string;
  /** Only this slide's layers (lazy slide content). */
  slideId?: string;
  /** Unprocessed data (`raw=true`). */
  raw?: boolean;
}

export interface DataClient {
  /** REST: the module by id or alias. */
  getModule(idOrAlias: string, query?: ModuleQuery): Promise<ModuleLoad>;
  /** Ajax `get_full_slider_object`. */
  getFullSliderObject(request: { id: string; alias?: string; slideId?: string }): Promise<ModuleLoad>;
  /** Ajax `get_full_slider_object` with a slideid: that slide with its layers, or null. */
  getSlide(request: { id: string; alias?: string; slideId: string }): Promise<Slide | null>;
  /** Ajax `get_slideid` / `get_moduleid`: a new id from the server. */
  getNewId(type: 'slide' | 'module', module: string): Promise<unknown>;
  /** A module saved as a `.json` file, by GET. */
  getJsonModule(url: string, alias?: string): Promise<ModuleLoad>;
  /** Any client action; rejects with the status text or the server's message. */
  ajax(clientAction: string, data: unknown): Promise<Record<string, unknown>>;
  /**
   * REST: a modal's settings (`GET {restBase}/sliders/modal/{idOrAlias}`, the answer of
   * `get_modal_settings`); rejects with the status text when it cannot be had. REST rather
   * than ajax: it is readable from any origin, as the embed needs on other sites.
   */
  getModalSettings(idOrAlias: string): Promise<Record<string, unknown>>;
}

export function DataClient(options: DataClientOptions): DataClient {
  const restBase = (options.restBase ?? '/api/slider').replace(/\/$/, '');
  const ajaxUrl = options.ajaxUrl ?? '/ajax';
  const logger = options.logger ?? consoleLogger;
  const parser = options.parser ?? loadParser;
  const retry = {
    clock: options.clock ?? systemClock,
    retries: options.retries ?? DEFAULTS.ajaxRetries,
    retryDelay: options.retryDelay ?? DEFAULTS.ajaxRetryDelay,
  };

  async function getJson(url: string, init?: Parameters<FetchLike>[1]) {
    const text = await fetchText(options.fetch, url, init, retry);
    const parsed = parseJsonText(text);
    if (!parsed.ok) throw new Error(`unreadable response: ${parsed.error}`);
    // Its pictures, media and links are on the server that answered, not on the page's.
    resolveUrls(parsed.value, url);
    return parsed;
  }

  async function ajaxRaw(clientAction: string, data: unknown) {
    const body = new URLSearchParams({
      action: 'rs_ajax_action',
      client_action: clientAction,
      data: JSON.stringify(data ?? {}),
      version: String(DEFAULTS.engineVersion),
    });
    if (options.nonce) body.set('nonce', options.nonce);
    return getJson(ajaxUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: body.toString(),
      credentials: 'same-origin',
    });
  }

  async function ajax(clientAction: string, data: unknown): Promise<Record<string, unknown>> {
    const { value } = await ajaxRaw(clientAction, data);
    if (!isRecord(value)) throw new Error('unreadable response: not an object');
    if (value.success === false) {
      throw new Error(typeof value.message === 'string' ? value.message : 'success=false');
    }
    return value;
  }

  /** Runs a load; any failure becomes the spec's console line and `{ ok: false }`. */
  async function loadModule(alias: string, fetchBody: () => ReturnType<typeof getJson>) {
    try {
      const { value, repairs } = await fetchBody();
      if (!isRecord(value) || value.success === false) throw new Error('success=false');
      const { module, dropped } = (await parser()).parseModule(value);
      if (!module) throw new Error(dropped.map((d) => `${d.path}: ${d.message}`).join('; '));
      if (dropped.length > 0) logger.warn(moduleDataDropped(alias, dropped.length), dropped);
      return { ok: true, module, dropped, repairs, v6v7ids: value.v6v7ids } as ModuleLoad;
    } catch (error) {
      logger.error(moduleNotLoaded(alias));
      const reason = error instanceof HttpError ? error.statusText || error.message : String(error);
      return { ok: false, reason } as ModuleLoad;
    }
  }

  function getModule(idOrAlias: string, query: ModuleQuery = {}): Promise<ModuleLoad> {
    const params = new URLSearchParams({ srengine: String(query.engine ?? 7) });
    if (query.byAlias ?? !/^\d+$/.test(idOrAlias)) params.set('alias', 'true');
    if (query.lang) params.set('srlang', query.lang);
    if (query.slideId) params.set('slideid', query.slideId);
    if (query.raw) params.set('raw', 'true');
    const url = `${restBase}/sliders/${encodeURIComponent(idOrAlias)}?${params}`;
    return loadModule(idOrAlias, () => getJson(url, { credentials: 'same-origin' }));
  }

  function fullObjectData(request: { id: string; alias?: string; slideId?: string }) {
    const data: Record<string, unknown> = { id: request.id, version: DEFAULTS.engineVersion };
    if (request.slideId) data.slideid = request.slideId;
    if (request.alias) data.alias = request.alias;
    return data;
  }

  function getFullSliderObject(request: { id: string; alias?: string; slideId?: string }) {
    return loadModule(request.alias ?? request.id, () =>
      ajaxRaw('get_full_slider_object', fullObjectData(request)),
    );
  }

  async function getSlide(request: { id: string; alias?: string; slideId: string }) {
    try {
      const { value } = await ajaxRaw('get_full_slider_object', fullObjectData(request));
      if (!isRecord(value) || value.success === false || !isRecord(value.slides)) {
        throw new Error('success=false');
      }
      const entry = value.slides[request.slideId] ?? Object.values(value.slides)[0];
      const { slide, dropped } = (await parser()).parseSlideEntry(
        request.slideId,
        entry,
        value.settings,
      );
      if (dropped.length > 0) {
        logger.warn(moduleDataDropped(request.alias ?? request.id, dropped.length), dropped);
      }
      return slide;
    } catch {
      logger.error(moduleNotLoaded(request.alias ?? request.id));
      return null;
    }
  }

  async function getNewId(type: 'slide' | 'module', module: string): Promise<unknown> {
    const value = await ajax(`get_${type}id`, { module });
    return value.id ?? value.data ?? value;
  }

  async function getModalSettings(idOrAlias: string): Promise<Record<string, unknown>> {
    const params = new URLSearchParams({ srengine: String(DEFAULTS.engineVersion) });
    if (!/^\d+$/.test(idOrAlias)) params.set('alias', 'true');
    const url = `${restBase}/sliders/modal/${encodeURIComponent(idOrAlias)}?${params}`;
    const { value } = await getJson(url, { credentials: 'same-origin' });
    if (!isRecord(value) || value.success === false) throw new Error('success=false');
    return value;
  }

  function getJsonModule(url: string, alias = url): Promise<ModuleLoad> {
    return loadModule(alias, () => getJson(url, { credentials: 'same-origin' }));
  }

  return {
    getModule,
    getFullSliderObject,
    getSlide,
    getNewId,
    getJsonModule,
    ajax,
    getModalSettings,
  };
}
