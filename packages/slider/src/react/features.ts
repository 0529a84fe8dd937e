import type { EnginePlugin } from '../core/Engine.js';
import { type Feature, featuresOf } from '../core/Features.js';
import type { SliderModule } from '../core/model/ParseModule.js';

/**
 * Part 2's lazily loaded features (carousel, media, modifiers, sbt, modal, stream) plug in
 * here: each registers a loader (a dynamic import, so its code is a chunk of its own), and a
 * module downloads only the features `featuresOf(module)` names. Until part 2 registers one, a
 * module that asks for a feature is shown without it.
 */
export type FeatureLoader = () => Promise<EnginePlugin>;

const loaders = new Map<Feature, FeatureLoader>();
const loaded = new Map<Feature, Promise<EnginePlugin | null>>();

export function registerFeature(feature: Feature, loader: FeatureLoader): void {
  loaders.set(feature, loader);
}

/** The plugins a module needs; features without a registered loader are left out. */
export function loadFeatures(module: SliderModule): Promise<EnginePlugin[]> {
  const wanted = [...featuresOf(module)].filter((f) => loaders.has(f));
  return Promise.all(
    wanted.map((feature) => {
      let promise = loaded.get(feature);
      if (!promise) {
        promise = (loaders.get(feature) as FeatureLoader)().catch((error: unknown) => {
          console.error(`Tribune slider: the ${feature} feature could not be loaded`, error);
          return null;
        });
        loaded.set(feature, promise);
      }
      return promise;
    }),
  ).then((plugins) => plugins.filter((p): p is EnginePlugin => p !== null));
}

export function needsFeatureLoad(module: SliderModule): boolean {
  return [...featuresOf(module)].some((f) => loaders.has(f));
}
