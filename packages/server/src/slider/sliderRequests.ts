import { LANGUAGES } from '@tribune/site';
import { isRecord, toBoolean, toText } from '@tribune/slider';
import { MAX_ROW_ID } from '../db/ids.js';
import { findBadText } from '../http/textInput.js';
import { primaryLanguage } from './localise.js';
import { ALIAS_PATTERN } from './moduleCheck.js';
import { type SliderError, sliderError } from './sliderErrors.js';
import type { ModuleRef } from './sliderQueries.js';

/**
 * What the routes and client actions accept (spec 7.1, 7.2), each value checked with a message
 * naming it. Values are read the way the engine sends them: form and query values are text,
 * `data` is JSON whose ids may be numbers or text.
 */

/** The nonce action of backend requests (new ids, saves): spec 6, "backend mode". */
export const BACKEND_NONCE_ACTION = 'slider-backend';

export interface ModuleQuery {
  /** 6 or 7; engine-7 modules are served as they are either way. */
  engine: 6 | 7;
  /** A site language when `srlang` names one; otherwise the saved texts. */
  lang: string | undefined;
  slideId: string | undefined;
  raw: boolean;
  byAlias: boolean;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: SliderError };

const LANG_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;
/** Slide ids as engine data has them: "4", "s1", "470", "slide-2". */
const SLIDE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const DIGITS = /^\d{1,15}$/;

/** No module has a larger id (an `integer` column on PostgreSQL); larger is a client error. */
export const OUT_OF_RANGE = (value: string) =>
  `must be a module id from 0 to ${MAX_ROW_ID}, got ${quote(value)}`;

const fail = (
  where: string,
  field: string,
  problem: string,
): { ok: false; error: SliderError } => ({
  ok: false,
  error: sliderError('SLIDER_FIELD', { where, field, problem }),
});

/** The query of `GET /sliders/…` and `/modules/{alias}.json`. Unknown parameters are ignored. */
export function parseModuleQuery(query: unknown): Parsed<ModuleQuery> {
  const q = isRecord(query) ? query : {};
  for (const name of ['srengine', 'alias', 'srlang', 'slideid', 'raw']) {
    if (Array.isArray(q[name])) return fail('query parameter', name, 'is given more than once');
  }
  const text = (name: string) => (typeof q[name] === 'string' ? (q[name] as string) : undefined);

  const srengine = text('srengine');
  if (srengine !== undefined && srengine !== '6' && srengine !== '7') {
    return fail('query parameter', 'srengine', `must be 6 or 7, got ${quote(srengine)}`);
  }
  const flags: Record<string, boolean> = {};
  for (const name of ['alias', 'raw']) {
    const value = text(name);
    const flag = value === undefined || value === '' ? false : toBoolean(value);
    if (flag === undefined) {
      return fail('query parameter', name, `must be true or false, got ${quote(value ?? '')}`);
    }
    flags[name] = flag;
  }
  const lang = readLang(text('srlang'));
  if (!lang.ok) return fail('query parameter', 'srlang', lang.problem);
  const slideid = text('slideid');
  if (slideid !== undefined && !SLIDE_ID.test(slideid)) {
    return fail(
      'query parameter',
      'slideid',
      `must be a slide id (1–64 letters, digits, "-", "_" or "."), got ${quote(slideid)}`,
    );
  }
  return {
    ok: true,
    value: {
      engine: srengine === '6' ? 6 : 7,
      lang: lang.value,
      slideId: slideid,
      raw: flags.raw ?? false,
      byAlias: flags.alias ?? false,
    },
  };
}

/** `{idOrAlias}` of the REST routes: digits are an id unless `alias=true`. */
export function parseModuleRef(
  value: string,
  byAlias: boolean,
  field = 'idOrAlias',
): Parsed<ModuleRef> {
  if (!byAlias && DIGITS.test(value)) {
    const id = Number(value);
    if (id > MAX_ROW_ID) return fail('path parameter', field, OUT_OF_RANGE(value));
    return { ok: true, value: { by: 'id', id } };
  }
  if (ALIAS_PATTERN.test(value)) return { ok: true, value: { by: 'alias', alias: value } };
  return fail(
    'path parameter',
    field,
    `must be a module id (digits) or alias (letters, digits, "-" and "_"), got ${quote(value)}`,
  );
}

export function readLang(
  tag: string | undefined,
): { ok: true; value: string | undefined } | { ok: false; problem: string } {
  if (tag === undefined || tag === '') return { ok: true, value: undefined };
  if (!LANG_TAG.test(tag)) {
    return {
      ok: false,
      problem: `must be a language tag such as fr, en or es_ES, got ${quote(tag)}`,
    };
  }
  const lang = primaryLanguage(tag);
  // A language the site does not have is not an error: the module's own texts are served.
  return { ok: true, value: (LANGUAGES as readonly string[]).includes(lang) ? lang : undefined };
}

/** The ajax `data` field: JSON text of an object. */
export function parseAjaxData(data: string | undefined): Parsed<Record<string, unknown>> {
  if (data === undefined || data === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (error) {
    return {
      ok: false,
      error: sliderError('SLIDER_DATA_JSON', { problem: (error as Error).message }),
    };
  }
  if (!isRecord(value)) return fail('field', 'data', 'must be a JSON object such as {"id": 3}');
  // The form field was checked as text (plugins/requestGuards.ts); what its JSON escapes was not.
  const bad = findBadText(value);
  if (bad) {
    return fail('field', `data.${bad.field}`, `contains ${bad.problem}, which no text may contain`);
  }
  return { ok: true, value };
}

/** `version` of the form or of `data`: 7, or 6 for data saved by the older engine. */
export function parseVersion(value: unknown, field: string): Parsed<6 | 7> {
  if (value === undefined || value === '') return { ok: true, value: 7 };
  const text = toText(value);
  if (text === '6' || text === '7') return { ok: true, value: text === '6' ? 6 : 7 };
  return fail('field', field, `must be 6 or 7, got ${quote(String(text ?? typeof value))}`);
}

export interface AjaxModuleRequest {
  ref: ModuleRef;
  /** The alias to fall back to when the id is unknown. */
  alias: string | undefined;
  slideId: string | undefined;
  lang: string | undefined;
  /** `version` of `data`: 6 when the slide id is an engine-6 id. */
  engine: 6 | 7;
}

/**
 * `data` of `get_full_slider_object` / `get_modal_settings`: `{id}` (a database id, or an
 * alias), or `{alias, forcealias: true}`; optional `slideid`, `srlang`, `version`.
 */
export function parseModuleData(data: Record<string, unknown>): Parsed<AjaxModuleRequest> {
  const version = parseVersion(data.version, 'data.version');
  if (!version.ok) return version;
  const id = data.id === undefined || data.id === '' ? undefined : toText(data.id);
  if (data.id !== undefined && data.id !== '' && id === undefined) {
    return fail('field', 'data.id', 'must be a module id or alias (text or a number)');
  }
  const alias = data.alias === undefined || data.alias === '' ? undefined : toText(data.alias);
  if (alias !== undefined && !ALIAS_PATTERN.test(alias)) {
    return fail(
      'field',
      'data.alias',
      `must be a module alias (letters, digits, "-" and "_"), got ${quote(alias)}`,
    );
  }
  const force = data.forcealias === undefined ? false : toBoolean(data.forcealias);
  if (force === undefined) return fail('field', 'data.forcealias', 'must be true or false');
  const slideId =
    data.slideid === undefined || data.slideid === '' ? undefined : toText(data.slideid);
  if (
    data.slideid !== undefined &&
    data.slideid !== '' &&
    (slideId === undefined || !SLIDE_ID.test(slideId))
  ) {
    return fail(
      'field',
      'data.slideid',
      'must be a slide id (1–64 letters, digits, "-", "_" or ".")',
    );
  }
  const lang = readLang(typeof data.srlang === 'string' ? data.srlang : undefined);
  if (!lang.ok) return fail('field', 'data.srlang', lang.problem);

  const name = force ? (alias ?? id) : (id ?? alias);
  if (name === undefined) {
    return fail('field', 'data.id', 'is missing: send the module id, or its alias with forcealias');
  }
  const byAlias = force || id === undefined;
  const ref = parseModuleRef(name, byAlias);
  if (!ref.ok) {
    const field = byAlias ? 'data.alias' : 'data.id';
    if (!byAlias && DIGITS.test(name)) return fail('field', field, OUT_OF_RANGE(name));
    return fail(
      'field',
      field,
      `must be a module id (digits) or alias (letters, digits, "-" and "_"), got ${quote(name)}`,
    );
  }
  return {
    ok: true,
    value: { ref: ref.value, alias, slideId, lang: lang.value, engine: version.value },
  };
}

/** `data` of `get_slideid` / `get_moduleid`: `{module}`, the module the id is for (optional). */
export function parseIdData(data: Record<string, unknown>): Parsed<{ module: string | undefined }> {
  if (data.module === undefined || data.module === '')
    return { ok: true, value: { module: undefined } };
  const module = toText(data.module);
  if (module === undefined || !(DIGITS.test(module) || ALIAS_PATTERN.test(module))) {
    return fail('field', 'data.module', 'must be a module id or alias');
  }
  if (DIGITS.test(module) && Number(module) > MAX_ROW_ID) {
    return fail('field', 'data.module', OUT_OF_RANGE(module));
  }
  return { ok: true, value: { module } };
}

function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
}
