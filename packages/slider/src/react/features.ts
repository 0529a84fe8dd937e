import type { ComponentType } from 'react';
import { type Feature, featuresOf } from '../core/Features.js';
import type { SliderModule } from '../core/model/ParseModule.js';
import { type FeaturePlugin, hasFeatureLoader, loadFeature } from './featureLoaders.js';
import type { StageProps } from './stage.js';

/**
 * Part 2's lazily loaded features (carousel, media, modifiers, sbt, modal, stream) plug in
 * here: each registers a loader (a dynamic import, so its code is a chunk of its own), and a
 * module downloads only the features `featuresOf(module)` names. Until part 2 registers one, a
 * module that asks for a feature is shown without it. Registering happens in
 * `registerFeatures.ts` (the registry itself is `featureLoaders.ts`).
 */
export {
  type FeatureLoader,
  type FeaturePlugin,
  hasFeatureLoader,
  loadFeature,
  type ModuleHost,
  registerFeature,
} from './featureLoaders.js';

/** `featuresOf` walks every slide's layers: asked on every render, answered once per module. */
const needs = new WeakMap<SliderModule, Feature[]>();
/** Each feature's plugin once its chunk has loaded (null: it failed). */
const loaded = new Map<Feature, FeaturePlugin | null>();
/** Each module's plugins, one array per module (a stable dependency for effects). */
const lists = new WeakMap<SliderModule, FeaturePlugin[]>();
let stage: Promise<ComponentType<StageProps> | null> | undefined;

/** The features a module needs that have a registered loader. */
function featuresNeeded(module: SliderModule): Feature[] {
  let found = needs.get(module);
  if (!found) {
    found = [...featuresOf(module)].filter(hasFeatureLoader);
    needs.set(module, found);
  }
  return found;
}

const load = (feature: Feature) =>
  loadFeature(feature).then((plugin) => {
    loaded.set(feature, plugin);
    return plugin;
  });

/**
 * The plugins a module needs if their chunks are all here (none needed: an empty list), else
 * null: a module whose features another module on the page, or its own stage, has loaded
 * starts its engine without waiting a task for them.
 */
export function loadedFeatures(module: SliderModule): FeaturePlugin[] | null {
  const wanted = featuresNeeded(module);
  let list = lists.get(module);
  if (!list && wanted.every((f) => loaded.has(f))) {
    list = wanted.map((f) => loaded.get(f)).filter((p) => !!p) as FeaturePlugin[];
    lists.set(module, list);
  }
  return list ?? null;
}

/** Loads the chunks of the features a module needs. */
export function loadFeatures(module: SliderModule): Promise<unknown> {
  return Promise.all(featuresNeeded(module).map(load));
}

/**
 * The stage that draws this module's slides, as one promise (stable, so React's `use` can wait
 * on it), or null when the module is drawn by the standard slide stack.
 */
export function stageOf(module: SliderModule): Promise<ComponentType<StageProps> | null> | null {
  // The one feature that draws the slides: its chunk is needed to render at all.
  if (!featuresNeeded(module).includes('carousel')) return null;
  stage ??= load('carousel').then((plugin) => plugin?.Stage ?? null);
  return stage;
}
