import { isRecord, toInteger, toText, type V6Envelope, v6SlideIds } from '@tribune/slider';
import type { ModuleRow, SlideRow } from './sliderQueries.js';

/**
 * Modules kept as engine 6 saved them (`engine_version` 6): served through the core's migration
 * each time they are prepared (cached per version and language), so the original data is never
 * lost. The rows hold the full object's parts:
 *
 * - `slider_modules.settings`: `{slider_params, slider_settings, navs, navigation}` (the module
 *   settings, the version, and the navigation library in either form); a bare settings object
 *   is read as `slider_params`;
 * - `slider_slides`: one row per slide, `slide_key` its engine-6 id, `position` its order,
 *   `data` its `params`, `layers` its layers; the static slide has `is_static`.
 *
 * The slide ids served are engine 7's, through `slider_id_map` (spec 5).
 */
export interface StoredV6Module {
  id: string;
  alias: string;
  title: string;
  slider_params: unknown;
  slider_settings: unknown;
  navs?: unknown;
  slides: { id: string; order: number; params: unknown; layers: unknown }[];
  static_slide?: { id: string; params: unknown; layers: unknown };
}

export interface StoredV6 {
  module: StoredV6Module;
  /** The export's navigation library, when it was kept apart. */
  navigation: unknown;
}

export function storedV6Module(
  row: ModuleRow,
  slides: Pick<SlideRow, 'slideKey' | 'position' | 'isStatic' | 'data' | 'layers'>[],
): StoredV6 {
  const settings = JSON.parse(row.settings) as unknown;
  const parts = isRecord(settings) && isRecord(settings.slider_params) ? settings : undefined;
  const regular = slides.filter((s) => !s.isStatic);
  const statics = slides.filter((s) => s.isStatic);
  const module: StoredV6Module = {
    id: String(row.id),
    alias: row.alias,
    title: row.title,
    slider_params: parts ? parts.slider_params : settings,
    slider_settings: parts?.slider_settings ?? {},
    ...(parts?.navs !== undefined ? { navs: parts.navs } : {}),
    slides: regular.map((s) => ({
      id: s.slideKey,
      order: s.position,
      params: JSON.parse(s.data) as unknown,
      layers: JSON.parse(s.layers) as unknown,
    })),
  };
  const first = statics[0];
  if (first) {
    module.static_slide = {
      id: first.slideKey,
      params: JSON.parse(first.data) as unknown,
      layers: JSON.parse(first.layers) as unknown,
    };
  }
  return { module, navigation: parts?.navigation };
}

/** The rows of engine-6 data as it is kept: the inverse of `storedV6Module`. */
export function v6Rows(
  envelope: V6Envelope,
  navigation: unknown,
): {
  settings: string;
  slides: { slideKey: string; position: number; isStatic: 0 | 1; data: string; layers: string }[];
} {
  const ids = v6SlideIds(envelope);
  const used = new Set<string>();
  // Slide keys are unique in a module; engine-6 data with a repeated id keeps both slides.
  const key = (id: string) => {
    let k = id;
    for (let n = 2; used.has(k); n++) k = `${id}-${n}`;
    used.add(k);
    return k;
  };
  const root = envelope.root.value as Record<string, unknown>;
  const slides = [
    ...envelope.slides.map((slide, i) => {
      const raw = isRecord(slide.value) ? slide.value : {};
      return {
        slideKey: key(ids.regular[i] as string),
        position: toInteger(raw.slide_order) ?? toInteger(raw.order) ?? i + 1,
        isStatic: 0 as const,
        data: JSON.stringify(raw.params ?? {}),
        layers: JSON.stringify(raw.layers ?? {}),
      };
    }),
    ...envelope.statics.map((slide, i) => {
      const raw = isRecord(slide.value) ? slide.value : {};
      return {
        slideKey: key(ids.statics[i] as string),
        position: 9999 + i,
        isStatic: 1 as const,
        data: JSON.stringify(raw.params ?? {}),
        layers: JSON.stringify(raw.layers ?? {}),
      };
    }),
  ];
  const settings = {
    slider_params: envelope.params.value,
    slider_settings: root.slider_settings ??
      root.settings ?? { version: toText(envelope.version) ?? '' },
    ...(root.navs !== undefined ? { navs: root.navs } : {}),
    ...(navigation !== undefined ? { navigation } : {}),
  };
  return { settings: JSON.stringify(settings), slides };
}
