import { toText } from '@tribune/slider';
import { MAX_ROW_ID } from '../../db/ids.js';
import type { StreamOptions } from '../moduleService.js';
import { type SliderError, sliderError } from '../sliderErrors.js';
import type { ModuleRef } from '../sliderQueries.js';
import { parseModuleData, parseModuleRef, readLang } from '../sliderRequests.js';
import { MAX_WP_GALLERY_IDS } from './wpGalleryAdapter.js';

/**
 * `data` of `get_stream_data` (spec 7.1): the module's id (or its alias with `forcealias`), or
 * for a wp-gallery the source ids themselves: `{id: "12,15,18", type: "wp-gallery", module}`,
 * `module` naming the module the items are for (optional). `srlang` picks the texts' language.
 */
export interface StreamRequest {
  ref: ModuleRef | null;
  options: StreamOptions;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: SliderError };

const ID_LIST = /^\d{1,15}(?:\s*,\s*\d{1,15})*$/;

export function parseStreamData(data: Record<string, unknown>): Parsed<StreamRequest> {
  if (data.type === undefined || data.type === '') {
    const input = parseModuleData(data);
    if (!input.ok) return input;
    return { ok: true, value: { ref: input.value.ref, options: { lang: input.value.lang } } };
  }
  if (data.type !== 'wp-gallery') {
    return fail(
      'data.type',
      `must be "wp-gallery" when given (the ids are then picture ids), got ${quote(String(toText(data.type) ?? typeof data.type))}`,
    );
  }
  const ids = Array.isArray(data.id)
    ? data.id.map((v) => toText(v) ?? '').join(',')
    : toText(data.id);
  if (ids === undefined || !ID_LIST.test(ids.trim())) {
    return fail('data.id', 'must be the picture ids of the wp-gallery, such as "12,15,18"');
  }
  const tooLarge = ids.split(',').find((id) => Number(id) > MAX_ROW_ID);
  if (tooLarge !== undefined) {
    return fail(
      'data.id',
      `must name picture ids from 0 to ${MAX_ROW_ID}, got ${quote(tooLarge.trim())}`,
    );
  }
  const count = ids.split(',').length;
  if (count > MAX_WP_GALLERY_IDS) {
    return fail('data.id', `may name at most ${MAX_WP_GALLERY_IDS} pictures, got ${count}`);
  }
  const lang = readLang(typeof data.srlang === 'string' ? data.srlang : undefined);
  if (!lang.ok) return fail('data.srlang', lang.problem);
  let ref: ModuleRef | null = null;
  if (data.module !== undefined && data.module !== '') {
    const name = toText(data.module);
    const parsed = name === undefined ? undefined : parseModuleRef(name, false, 'data.module');
    if (!parsed?.ok) return fail('data.module', 'must be a module id or alias');
    ref = parsed.value;
  }
  return {
    ok: true,
    value: { ref, options: { lang: lang.value, sourceIds: ids.replace(/\s+/g, '') } },
  };
}

function fail(field: string, problem: string): { ok: false; error: SliderError } {
  return { ok: false, error: sliderError('SLIDER_FIELD', { where: 'field', field, problem }) };
}

function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
}
