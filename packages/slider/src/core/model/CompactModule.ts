import { featuresOf } from '../Features.js';
import { deferredSlides } from './DeferredSlides.js';
import type { CompactModuleData, CompactSlide } from './ExpandModule.js';
import { type Layer, LayerSchema } from './LayerSchema.js';
import type { Slide, SliderModule } from './ParseModule.js';
import { SlideSchema } from './SlideSchema.js';

/**
 * The payload of a carousel (a module drawn by a stage) as the embed's page carries it: each
 * slide and layer without the fields whose value is the normaliser's default; the stage fills
 * them back in (`fillDefaults`, in the carousel's chunk, before the module reads its slides).
 * A picture slide's normalised JSON is mostly defaults (its layer's per-level positions,
 * sizes, colours, its thumbnail, accessibility and slideshow sections): a thousand of them
 * shrink from about 1 MB to about 250 KB, which is most of what a browser spent starting such
 * a carousel (parsing the JSON, and collecting what parsing made).
 *
 * Before the stage's chunk is there, the page reads the slides once, for the features the
 * module needs (`featuresOf`): what it reads stays (each slide's actions and layers, each
 * layer's type, background and modifiers), the static slides go as they are, and the module
 * goes out as it is if the check would answer differently. Exact by construction otherwise: a
 * field is left out only when it equals the default (as JSON, which is what the browser
 * reads), and a slide or layer without one of the default's fields (which filling in would
 * add) makes the whole module go out as it is. Modules that are not carousels, and those too
 * small to gain (the defaults ride along once), go out as they are too.
 *
 * A large carousel's far slides (`deferredSlides`: all but those its stage draws at the start
 * and a few steps around them) send their layers as one JSON text, read by the page when one of
 * them is first asked for or at its first idle moment: parsing a string is a copy, so the page
 * starts with the objects of a dozen slides' layers instead of a thousand.
 */
export function compactModule(module: SliderModule): CompactModuleData | SliderModule {
  if (!featuresOf(module).has('carousel')) return module;
  const compact = compactModuleData(module);
  if (!compact || !sameFeatures(compact, module)) return module;
  return JSON.stringify(compact).length < JSON.stringify(module).length ? compact : module;
}

/** The module without its slides' defaults, gain or not; null when it cannot be (see above). */
export function compactModuleData(module: SliderModule): CompactModuleData | null {
  const defaults = moduleDefaults();
  const slide = json(defaults.slide);
  const layer = json(defaults.layer);
  try {
    const slides = module.slides.map((s) => compactSlide(s, slide, layer));
    const later = deferredSlides(module);
    if (later.length === 0) return { ...module, slides, defaults };
    const layers = later.map((i) => {
      const compact = slides[i] as CompactSlide;
      slides[i] = { ...compact, layers: [] };
      return compact.layers;
    });
    const deferred = { ranges: asRanges(later), per: DEFERRED_PER_TEXT, layers: inTexts(layers) };
    return { ...module, slides, defaults, deferred };
  } catch (error) {
    if (error instanceof Unrepresentable) return null;
    throw error;
  }
}

/** The feature check, run on the compact slides as the page runs it, answers the same. */
function sameFeatures(compact: CompactModuleData, module: SliderModule): boolean {
  const read = featuresOf(compact as unknown as SliderModule);
  const full = featuresOf(module);
  return read.size === full.size && [...full].every((f) => read.has(f));
}

let made: CompactModuleData['defaults'] | null = null;

/** A slide and a layer with nothing but the normaliser's defaults (no layers, no type). */
export function moduleDefaults(): CompactModuleData['defaults'] {
  if (!made) {
    const { layers: _layers, ...slide } = SlideSchema.parse({ id: '' }) as Slide;
    const { type: _type, ...layer } = LayerSchema.parse({ id: '', type: 'text' }) as Layer;
    made = json({ slide, layer });
  }
  return made as CompactModuleData['defaults'];
}

class Unrepresentable extends Error {}

function json<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function compactSlide(
  slide: Slide,
  defaults: Record<string, unknown>,
  layerDefaults: Record<string, unknown>,
): CompactSlide {
  const { layers, ...rest } = json(slide);
  return {
    ...withoutDefaults(rest, defaults),
    // Read by the feature check before the defaults are filled in.
    actions: rest.actions,
    layers: layers.map((layer) => withoutDefaults(layer, layerDefaults)),
  };
}

/** The fields of `value` that differ from `defaults`; all of the defaults' fields must be there. */
function withoutDefaults<T extends object>(
  value: T,
  defaults: Record<string, unknown>,
): Partial<T> {
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(defaults)) {
    if (!(key in fields)) throw new Unrepresentable();
  }
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (!(key in defaults) || !same(field, defaults[key])) out[key] = field;
  }
  return out as Partial<T>;
}

/** Equal JSON values (both already went through JSON: no undefined, no functions). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      key in b && same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Slides per text of deferred layers: what the page reads at once when a change of slide
 * reaches one of them before an idle moment did (about 0.3 ms for fifty picture slides).
 */
const DEFERRED_PER_TEXT = 50;

function inTexts(lists: CompactSlide['layers'][]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lists.length; i += DEFERRED_PER_TEXT) {
    out.push(JSON.stringify(lists.slice(i, i + DEFERRED_PER_TEXT)));
  }
  return out;
}

/** Ascending indices as flat [from, to) pairs: 6…994 → [6, 995]. */
function asRanges(indices: number[]): number[] {
  const out: number[] = [];
  for (const i of indices) {
    if (out.length > 0 && out[out.length - 1] === i) out[out.length - 1] = i + 1;
    else out.push(i, i + 1);
  }
  return out;
}
