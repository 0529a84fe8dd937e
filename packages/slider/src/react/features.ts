import type { EnginePlugin, SliderEngine } from '../core/Engine.js';
import { type Feature, featuresOf } from '../core/Features.js';
import type { Logger } from '../core/Messages.js';
import type { SliderModule } from '../core/model/ParseModule.js';

/**
 * Part 2's lazily loaded features (carousel, media, modifiers, sbt, modal, stream) plug in
 * here: each registers a loader (a dynamic import, so its code is a chunk of its own), and a
 * module downloads only the features `featuresOf(module)` names. Until part 2 registers one, a
 * module that asks for a feature is shown without it.
 */
export type FeatureLoader = () => Promise<FeaturePlugin>;

/**
 * What a feature that works on the page (modifiers, the scroll timeline) is handed once the
 * module is in the document: its elements, its data, its engine (null for a hero, which has
 * none) and its console.
 */
export interface ModuleHost {
  /** The module's outermost element (`section.sr7-module`). */
  root: HTMLElement;
  /** The frame the slides sit in (`.sr7-frame`). */
  frame: HTMLElement;
  module: SliderModule;
  engine: SliderEngine | null;
  logger: Logger;
}

/** A feature: engine-side `setup`, and optionally `mount` for its page side (returns cleanup). */
export interface FeaturePlugin extends EnginePlugin {
  mount?(host: ModuleHost): () => void;
}

const loaders = new Map<Feature, FeatureLoader>();
const loaded = new Map<Feature, Promise<FeaturePlugin | null>>();

export function registerFeature(feature: Feature, loader: FeatureLoader): void {
  loaders.set(feature, loader);
}

/** The plugins a module needs; features without a registered loader are left out. */
export function loadFeatures(module: SliderModule): Promise<FeaturePlugin[]> {
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
  ).then((plugins) => plugins.filter((p): p is FeaturePlugin => p !== null));
}

export function needsFeatureLoad(module: SliderModule): boolean {
  return [...featuresOf(module)].some((f) => loaders.has(f));
}
