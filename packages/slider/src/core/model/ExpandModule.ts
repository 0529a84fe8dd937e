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
  /**
   * The layers of the slides a large carousel does not draw when it starts
   * (`deferredSlides`: `ranges` are pairs of indices into the module's slides, from included
   * and to excluded, ascending), whose own `layers` are empty in the payload: as JSON texts of
   * `per` slides each (one compact layer list per slide). A string costs the page almost
   * nothing to parse; a text's objects are made when one of its slides' layers is first read,
   * or when the page has a moment (`fillDefaults`' answer reads them one text at a time).
   */
  deferred?: { ranges: number[]; per: number; layers: string[] };
}

export type CompactSlide = Partial<Omit<Slide, 'layers'>> & { layers: Partial<Layer>[] };

/**
 * The module in a payload: a compact one filled back to the normalised module, any other
 * returned as it is. One object per slide and per layer: the default values themselves are
 * shared between slides, not copied (the normalised module is never written to). Deferred
 * layers are read the first time any of them is asked for.
 */
export function expandModule(data: SliderModule | CompactModuleData): SliderModule {
  return expanded(data).module;
}

/**
 * `expandModule` on the object itself: the embed's module, parsed from its payload, completed
 * in place before anything reads its slides (a stage's `prepare`). A module that is not
 * compact is left as it is. Answers, when some layers were deferred, a function that reads one
 * more of their texts and says whether any is left (for the stage to call in idle moments, so
 * that no change of slide has to).
 */
export function fillDefaults(
  module: SliderModule | CompactModuleData,
): (() => boolean) | undefined {
  if (!('defaults' in module)) return;
  const { module: full, readDeferred } = expanded(module);
  Object.assign(module, full);
  delete (module as Partial<CompactModuleData>).defaults;
  delete (module as Partial<CompactModuleData>).deferred;
  return readDeferred;
}

function expanded(data: SliderModule | CompactModuleData): {
  module: SliderModule;
  readDeferred?: () => boolean;
} {
  if (!('defaults' in data)) return { module: data };
  const { defaults, deferred, ...module } = data;
  const layer = (compact: Partial<Layer>) => ({ ...defaults.layer, ...compact }) as Layer;
  const slides = data.slides.map(
    (slide) => ({ ...defaults.slide, ...slide, layers: slide.layers.map(layer) }) as Slide,
  );
  const readDeferred = deferred && lazyLayers(slides, deferred, layer);
  return { module: { ...module, slides }, readDeferred };
}

/**
 * Gives each deferred slide, for `layers`, a stand-in that reads its text (its slide's and the
 * text's other slides' layers) the first time anything looks into it, then answers as the list
 * it now is; the slides are given the list itself at that read. A proxy of the payload's empty
 * list, not an accessor: redefining a property as an accessor costs a thousand slides about
 * 2 ms (each object leaves V8's fast shapes), a proxy almost nothing. Returns a read of the
 * next text not read yet, which answers whether any is left.
 */
function lazyLayers(
  slides: Slide[],
  deferred: NonNullable<CompactModuleData['deferred']>,
  fill: (layer: Partial<Layer>) => Layer,
): () => boolean {
  const waiting: Slide[] = [];
  const { ranges, per } = deferred;
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    for (let i = ranges[r] as number; i < (ranges[r + 1] as number); i++) {
      const slide = slides[i];
      if (slide) waiting.push(slide);
    }
  }
  const texts: (string | null)[] = [...deferred.layers];
  const lists = waiting.map((slide) => slide.layers);
  const read = (t: number) => {
    const text = texts[t];
    if (text == null) return;
    texts[t] = null;
    (JSON.parse(text) as Partial<Layer>[][]).forEach((compact, j) => {
      const k = t * per + j;
      const slide = waiting[k];
      const list = lists[k];
      if (!slide || !list) return;
      const standIn = slide.layers;
      list.push(...compact.map(fill));
      // A slide whose layers were replaced meanwhile keeps them.
      if (standIn === standIns[k]) slide.layers = list;
    });
  };
  const handlers = texts.map((_, t) => readFirst(() => read(t)));
  const standIns = waiting.map((slide, k) => {
    slide.layers = new Proxy(
      lists[k] as Layer[],
      handlers[Math.floor(k / per)] as ProxyHandler<Layer[]>,
    );
    return slide.layers;
  });
  let next = 0;
  return () => {
    while (next < texts.length && texts[next] === null) next++;
    read(next);
    return texts.some((text) => text !== null);
  };
}

/** A proxy handler that runs `read` before anything looks into or changes the list. */
function readFirst(read: () => void): ProxyHandler<Layer[]> {
  const handler: Record<string, unknown> = {};
  for (const trap of TRAPS) {
    const reflect = Reflect[trap] as (...args: unknown[]) => unknown;
    handler[trap] = (...args: unknown[]) => {
      read();
      return reflect(...args);
    };
  }
  return handler as ProxyHandler<Layer[]>;
}

const TRAPS = [
  'get',
  'set',
  'has',
  'ownKeys',
  'getOwnPropertyDescriptor',
  'defineProperty',
  'deleteProperty',
] as const;
