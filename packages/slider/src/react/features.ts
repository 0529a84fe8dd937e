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
const needs = new WeakMap<SliderModule, Set<Feature>>();
const stages = new Map<Feature, Promise<ComponentType<StageProps> | null>>();

function featuresNeeded(module: SliderModule): Set<Feature> {
  let found = needs.get(module);
  if (!found) {
    found = featuresOf(module);
    needs.set(module, found);
  }
  return found;
}

/** The plugins a module needs; features without a registered loader are left out. */
export function loadFeatures(module: SliderModule): Promise<FeaturePlugin[]> {
  const wanted = [...featuresNeeded(module)].filter(hasFeatureLoader);
  return Promise.all(wanted.map(loadFeature)).then((plugins) =>
    plugins.filter((p): p is FeaturePlugin => p !== null),
  );
}

export function needsFeatureLoad(module: SliderModule): boolean {
  return [...featuresNeeded(module)].some(hasFeatureLoader);
}

/**
 * The stage that draws this module's slides, as one promise per feature (stable, so React's
 * `use` can wait on it), or null when the module is drawn by the standard slide stack.
 */
export function stageOf(module: SliderModule): Promise<ComponentType<StageProps> | null> | null {
  // The one feature that draws the slides: its chunk is needed to render at all.
  const feature: Feature = 'carousel';
  if (!featuresNeeded(module).has(feature) || !hasFeatureLoader(feature)) return null;
  let promise = stages.get(feature);
  if (!promise) {
    promise = loadFeature(feature).then((plugin) => plugin?.Stage ?? null);
    stages.set(feature, promise);
  }
  return promise;
}
