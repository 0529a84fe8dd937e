import { isRecord } from '@tribune/slider';
import type { ModuleRow, SlideRow } from './sliderQueries.js';

/** The saved engine-7 shape, rebuilt from the rows: what was stored, keyed by slide id. */
export interface StoredModule {
  id: number;
  settings: unknown;
  slides: Record<string, { id: string; slide: unknown; layers: unknown }>;
  addOns: unknown;
}

export function storedModule(
  row: ModuleRow,
  slides: Pick<SlideRow, 'slideKey' | 'data' | 'layers'>[],
): StoredModule {
  return {
    id: row.id,
    settings: JSON.parse(row.settings) as unknown,
    slides: Object.fromEntries(
      slides.map((slide) => [
        slide.slideKey,
        {
          id: slide.slideKey,
          slide: JSON.parse(slide.data) as unknown,
          layers: JSON.parse(slide.layers) as unknown,
        },
      ]),
    ),
    addOns: JSON.parse(row.addOns) as unknown,
  };
}

/** Slides (and layers) are objects keyed by id in engine-7 data, or arrays. */
export function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v]);
  if (isRecord(value)) return Object.entries(value);
  return [];
}
