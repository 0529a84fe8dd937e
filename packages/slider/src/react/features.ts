import { featuresOf } from '../core/Features.js';
import type { SliderModule } from '../core/model/ParseModule.js';
import { type FeaturePlugin, hasFeatureLoader, loadFeature } from './featureLoaders.js';

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

/** The plugins a module needs; features without a registered loader are left out. */
export function loadFeatures(module: SliderModule): Promise<FeaturePlugin[]> {
  const wanted = [...featuresOf(module)].filter(hasFeatureLoader);
  return Promise.all(wanted.map(loadFeature)).then((plugins) =>
    plugins.filter((p): p is FeaturePlugin => p !== null),
  );
}

export function needsFeatureLoad(module: SliderModule): boolean {
  return [...featuresOf(module)].some(hasFeatureLoader);
}
