import type { Layer, ModuleSettings, Slide, SlideData, SliderModule } from '@tribune/slider';

/**
 * A normalised module written back in the engine-7 shape the browser reads (`DataClient` →
 * `parseModule`, spec 7.1): `{settings, slides: {id: {id, slide, layers}}, addOns}`. Every value
 * is already what the parser makes of it (defaults applied, five values per level, layer kinds
 * canonical), so reading it again changes nothing; the browser could even skip the parser.
 */
export interface SlideEntry {
  id: string;
  slide: SlideData;
  /** In the saved order (an array: object keys that look like numbers would be re-sorted). */
  layers: Layer[];
}

export interface ModuleDocument {
  /** The module's database id. */
  id: number;
  settings: ModuleSettings;
  /** Keyed by slide id; the regular slides by `order`, then the static ("global") ones. */
  slides: Record<string, SlideEntry>;
  addOns: unknown;
}

/** The answer of `GET /sliders/{idOrAlias}` and `get_full_slider_object`. */
export interface ModuleBody extends ModuleDocument {
  success: true;
  alias: string;
  /** The language the texts are in, when the module says (see `localise.ts`). */
  lang?: string;
  /** Spec 5 / 7.1: slide ids of engine 6 and what they became (`n`: slides). */
  v6v7ids: { n: Record<string, string> };
}

export function slideEntry(slide: Slide): SlideEntry {
  const { layers, ...data } = slide;
  return { id: slide.id, slide: data, layers };
}

/**
 * The module as a document. Slides are keyed by id, and an object's integer-like keys come
 * back in numeric order whatever order they were written in, so the browser sorts by `order`:
 * when two slides share an `order` (the parser keeps their saved sequence), the orders are
 * renumbered 1…n here so that sequence survives the trip.
 */
export function moduleDocument(module: SliderModule, id: number): ModuleDocument {
  const ordered = module.slides;
  const unique = ordered.every((slide, i) => i === 0 || slide.order > ordered[i - 1]!.order);
  const slides: Record<string, SlideEntry> = {};
  ordered.forEach((slide, i) => {
    const entry = slideEntry(slide);
    if (!unique) entry.slide = { ...entry.slide, order: i + 1 };
    slides[slide.id] = entry;
  });
  for (const slide of module.statics) slides[slide.id] = slideEntry(slide);
  return { id, settings: module.settings, slides, addOns: module.addOns };
}
