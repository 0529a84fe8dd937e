import { isRecord, toText } from '../model/Normalise.js';
import { isSlashed, unslash } from './NavStyleText.js';
import type { V6Format } from './Report.js';
import { Source } from './Source.js';

/**
 * The two shapes engine-6 modules arrive in, read into one envelope:
 *
 * - **export** (the editor's `slider_export.txt`): `{id, title, alias, params, slides: [{id,
 *   params, slide_order, layers, settings}], settings: {version}, static_slides: [{params,
 *   layers}]}`; navigation styles come in a separate `navigation.txt`.
 * - **full object** (what a page hands the newer runtime, and what `get_full_slider_object`
 *   answered for engine-6 data): `{id, alias, title, slider_params, slider_settings, slides:
 *   [{id, order, params, layers}], static_slide: {id, params, layers}, navs: {type: {id:
 *   style}}, trans, v6v7ids: {n, s}, addOns}`.
 */
export interface V6Envelope {
  format: V6Format;
  root: Source;
  /** Module settings: `params` or `slider_params`. */
  params: Source;
  slides: Source[];
  statics: Source[];
  version: string | undefined;
  id: string | undefined;
  alias: string | undefined;
  title: string | undefined;
  /** The id table the data carries (`v6v7ids`), if any. */
  idMap: V6IdMap;
  navigationStyles: NavigationStyles;
}

/** `v6v7ids`: engine-6 slide id → engine-7 slide id, for regular (`n`) and static (`s`) slides. */
export interface V6IdMap {
  n?: Record<string, string | number>;
  s?: Record<string, string | number>;
}

/** A navigation style of engine 6's library (`navigation.txt`, `navs`). */
export interface NavigationStyle {
  handle: string;
  css: string;
  markup: string;
  /** `{name: {title, type, data}}`: the style's placeholders with their defaults. */
  placeholders: Record<string, unknown>;
}

/** Styles by type (`arrows`, `bullets`, `tabs`, `thumbs`, `scrubber`) and id. */
export type NavigationStyles = (type: string, id: string) => NavigationStyle | undefined;

/** Whether the data looks like an engine-6 module (either shape) rather than engine-7 data. */
export function isV6Module(input: unknown): boolean {
  if (!isRecord(input)) return false;
  const params = input.params ?? input.slider_params;
  if (!isRecord(params)) return false;
  return Array.isArray(input.slides) || isRecord(input.slides);
}

/**
 * The envelope of engine-6 data, or a sentence saying why the input is not engine-6 data.
 * `navigation` adds a separate `navigation.txt` (the export keeps its styles there).
 */
export function readV6Envelope(
  input: unknown,
  navigation?: unknown,
): { ok: true; envelope: V6Envelope } | { ok: false; message: string } {
  if (!isRecord(input)) return { ok: false, message: 'expected an engine-6 module object' };
  const root = Source.root(input, '');
  const paramsKey = isRecord(input.slider_params) ? 'slider_params' : 'params';
  if (!isRecord(input[paramsKey])) {
    return {
      ok: false,
      message: 'not engine-6 module data: it has neither "params" (export) nor "slider_params"',
    };
  }
  if (!Array.isArray(input.slides) && !isRecord(input.slides)) {
    return { ok: false, message: 'not engine-6 module data: "slides" is missing' };
  }
  const format: V6Format = paramsKey === 'slider_params' ? 'v6-full-object' : 'v6-export';
  const params = root.at(paramsKey);
  const statics = (
    format === 'v6-full-object'
      ? isRecord(input.static_slide)
        ? [root.at('static_slide')]
        : []
      : root
          .at('static_slides')
          .entries()
          .map(([, slide]) => slide)
  ).filter((slide) => {
    // An export always has a static slide record; without layers it shows nothing.
    if (slide.at('layers').entries().length > 0) return true;
    slide.take();
    return false;
  });
  const settings = root.at(format === 'v6-full-object' ? 'slider_settings' : 'settings');
  const version = toText(settings.get('version')) ?? toText(params.get('version'));
  root.ignore('settings', 'slider_settings', 'trans', 'addOns');
  return {
    ok: true,
    envelope: {
      format,
      root,
      params,
      slides: root
        .at('slides')
        .entries()
        .map(([, slide]) => slide),
      statics,
      version: version || undefined,
      id: toText(root.get('id')),
      alias: toText(root.get('alias')),
      title: toText(root.get('title')),
      idMap: idMapOf(root.get('v6v7ids')),
      navigationStyles: navigationStyles(root.get('navs'), navigation),
    },
  };
}

function idMapOf(raw: unknown): V6IdMap {
  if (!isRecord(raw)) return {};
  const table = (value: unknown) => {
    if (!isRecord(value)) return undefined;
    const out: Record<string, string> = {};
    for (const [v6, v7] of Object.entries(value)) {
      const id = toText(v7);
      if (id !== undefined && id !== '') out[v6] = id;
    }
    return out;
  };
  return { n: table(raw.n), s: table(raw.s) };
}

/**
 * Navigation styles from the full object's `navs` (`{type: {id: style}}`) and from an export's
 * `navigation.txt` (`{id: style}`, each with its `type`; `settings` as JSON text).
 */
function navigationStyles(navs: unknown, file: unknown): NavigationStyles {
  const styles = new Map<string, NavigationStyle>();
  // `slashed`: the export's navigation.txt, written with PHP's added backslashes throughout.
  const add = (type: unknown, id: unknown, raw: unknown, slashed: boolean) => {
    const key = `${toText(type)}/${toText(id)}`;
    if (!isRecord(raw) || styles.has(key)) return;
    let placeholders = raw.placeholders;
    if (!isRecord(placeholders) && typeof raw.settings === 'string') {
      try {
        const settings = JSON.parse(raw.settings) as unknown;
        if (isRecord(settings)) placeholders = settings.placeholders;
      } catch {
        // A broken settings text leaves the style without placeholder defaults.
      }
    }
    const markup = toText(raw.markup) ?? '';
    const css = toText(raw.css) ?? '';
    styles.set(key, {
      handle: toText(raw.handle) ?? '',
      css: slashed ? unslash(css) : css,
      // A full object's markup may have been saved slashed too (see isSlashed).
      markup: slashed || isSlashed(markup) ? unslash(markup) : markup,
      placeholders: isRecord(placeholders)
        ? slashed
          ? unslashedValues(placeholders)
          : placeholders
        : {},
    });
  };
  if (isRecord(navs)) {
    for (const [type, byId] of Object.entries(navs)) {
      if (isRecord(byId))
        for (const [id, style] of Object.entries(byId)) add(type, id, style, false);
    }
  }
  if (isRecord(file)) {
    for (const [id, style] of Object.entries(file)) {
      if (isRecord(style)) add(style.type, style.id ?? id, style, true);
    }
  }
  return (type, id) => styles.get(`${type}/${id}`);
}

/** Placeholder defaults (`{name: {title, type, data}}`) with their `data` texts unslashed. */
function unslashedValues(placeholders: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(placeholders)) {
    out[name] =
      isRecord(value) && typeof value.data === 'string'
        ? { ...value, data: unslash(value.data) }
        : value;
  }
  return out;
}
