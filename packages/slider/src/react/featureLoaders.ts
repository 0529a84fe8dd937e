import type { EnginePlugin } from '../core/Engine.js';
import type { Feature } from '../core/Features.js';

/**
 * The loaders of part 2's features, apart from `features.ts` so that registering one (done by
 * the page's entry) does not bring `featuresOf` and the module walk into the entry chunk.
 */
export type FeatureLoader = () => Promise<EnginePlugin>;

/** Each feature's loader, wrapped so its chunk is loaded once (a failed load answers null). */
const loaders = new Map<Feature, () => Promise<EnginePlugin | null>>();

export function registerFeature(feature: Feature, loader: FeatureLoader): void {
  let once: Promise<EnginePlugin | null> | undefined;
  loaders.set(feature, () => {
    once ??= loader().catch((error: unknown) => {
      console.error(`Tribune slider: the ${feature} feature could not be loaded`, error);
      return null;
    });
    return once;
  });
}

export function hasFeatureLoader(feature: Feature): boolean {
  return loaders.has(feature);
}

/** One feature's plugin, loaded once; null when it is not registered or its chunk failed. */
export function loadFeature(feature: Feature): Promise<EnginePlugin | null> {
  return loaders.get(feature)?.() ?? Promise.resolve(null);
}
