import type { ComponentType } from 'react';
import type { EnginePlugin } from '../core/Engine.js';
import { type Feature, featuresOf } from '../core/Features.js';
import type { SliderModule } from '../core/model/ParseModule.js';
import type { StageProps } from './stage.js';

/**
 * Part 2's lazily loaded features (carousel, media, modifiers, sbt, modal, stream) plug in
 * here: each registers a loader (a dynamic import, so its code is a chunk of its own), and a
 * module downloads only the features `featuresOf(module)` names. Until part 2 registers one, a
 * module that asks for a feature is shown without it.
 */
export interface FeaturePlugin extends EnginePlugin {
  /**
   * Draws the module's slides in place of the standard slide stack (the carousel). A feature
   * that has one is loaded before the module renders (the render suspends), so the server's
   * HTML already shows its layout and hydration keeps it.
   */
  Stage?: ComponentType<StageProps>;
}

export type FeatureLoader = () => Promise<FeaturePlugin>;

const loaders = new Map<Feature, FeatureLoader>();
/** `featuresOf` walks every slide's layers: asked on every render, answered once per module. */
const needs = new WeakMap<SliderModule, Set<Feature>>();
const loaded = new Map<Feature, Promise<FeaturePlugin | null>>();
const stages = new Map<Feature, Promise<ComponentType<StageProps> | null>>();

export function registerFeature(feature: Feature, loader: FeatureLoader): void {
  loaders.set(feature, loader);
}

function featuresNeeded(module: SliderModule): Set<Feature> {
  let found = needs.get(module);
  if (!found) {
    found = featuresOf(module);
    needs.set(module, found);
  }
  return found;
}

/** One feature's plugin, loaded once per page (null when its chunk failed to load). */
function loadFeature(feature: Feature): Promise<FeaturePlugin | null> {
  let promise = loaded.get(feature);
  if (!promise) {
    promise = (loaders.get(feature) as FeatureLoader)().catch((error: unknown) => {
      console.error(`Tribune slider: the ${feature} feature could not be loaded`, error);
      return null;
    });
    loaded.set(feature, promise);
  }
  return promise;
}

/** The plugins a module needs; features without a registered loader are left out. */
export function loadFeatures(module: SliderModule): Promise<EnginePlugin[]> {
  const wanted = [...featuresNeeded(module)].filter((f) => loaders.has(f));
  return Promise.all(wanted.map(loadFeature)).then((plugins) =>
    plugins.filter((p): p is FeaturePlugin => p !== null),
  );
}

export function needsFeatureLoad(module: SliderModule): boolean {
  return [...featuresNeeded(module)].some((f) => loaders.has(f));
}

/**
 * The stage that draws this module's slides, as one promise per feature (stable, so React's
 * `use` can wait on it), or null when the module is drawn by the standard slide stack.
 */
export function stageOf(module: SliderModule): Promise<ComponentType<StageProps> | null> | null {
  // The one feature that draws the slides: its chunk is needed to render at all.
  const feature: Feature = 'carousel';
  if (!featuresNeeded(module).has(feature) || !loaders.has(feature)) return null;
  let promise = stages.get(feature);
  if (!promise) {
    promise = loadFeature(feature).then((plugin) => plugin?.Stage ?? null);
    stages.set(feature, promise);
  }
  return promise;
}
