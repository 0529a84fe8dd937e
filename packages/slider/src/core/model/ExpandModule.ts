import type { Layer } from './LayerSchema.js';
import type { Slide, SliderModule } from './ParseModule.js';

/**
 * A carousel's payload without the normaliser's defaults (`compactModule` on the server): each
 * slide and each layer keeps only its fields that differ from a default slide and a default
 * layer, which ride once in `defaults` (the static slides go whole). Read back by
 * `expandModule`, or `fillDefaults` on the object itself.
 */
export interface CompactModuleData extends Omit<SliderModule, 'slides'> {
  slides: CompactSlide[];
  defaults: { slide: Omit<Slide, 'layers'>; layer: Omit<Layer, 'type'> };
}

export type CompactSlide = Partial<Omit<Slide, 'layers'>> & { layers: Partial<Layer>[] };

/**
 * The module in a payload: a compact one filled back to the normalised module, any other
 * returned as it is. One object per slide and per layer: the default values themselves are
 * shared between slides, not copied (the normalised module is never written to).
 */
export function expandModule(data: SliderModule | CompactModuleData): SliderModule {
  if (!('defaults' in data)) return data;
  const { defaults, ...module } = data;
  const fill = (slide: CompactSlide) =>
    ({
      ...defaults.slide,
      ...slide,
      layers: slide.layers.map((layer) => ({ ...defaults.layer, ...layer })),
    }) as Slide;
  return { ...module, slides: data.slides.map(fill) };
}

/**
 * `expandModule` on the object itself: the embed's module, parsed from its payload, completed
 * in place before anything reads its slides (a stage's `prepare`). A module that is not
 * compact is left as it is.
 */
export function fillDefaults(module: SliderModule | CompactModuleData): void {
  if (!('defaults' in module)) return;
  Object.assign(module, expandModule(module));
  delete (module as Partial<CompactModuleData>).defaults;
}
