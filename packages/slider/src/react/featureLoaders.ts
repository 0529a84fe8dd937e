import type { ComponentType } from 'react';
import type { EnginePlugin, SliderEngine } from '../core/Engine.js';
import type { Feature } from '../core/Features.js';
import type { Logger } from '../core/Messages.js';
import type { SliderModule } from '../core/model/ParseModule.js';
import type { StageProps } from './stage.js';

/**
 * The loaders of part 2's features, apart from `features.ts` so that registering one (done by
 * the page's entry) does not bring `featuresOf` and the module walk into the entry chunk.
 */
/** A feature's chunk: a dynamic import of a module that exports its plugin as `plugin`. */
export type FeatureLoader = () => Promise<{ plugin: FeaturePlugin }>;

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
  /**
   * Draws the module's slides in place of the standard slide stack (the carousel). A feature
   * that has one is loaded before the module renders (the render suspends), so the server's
   * HTML already shows its layout and hydration keeps it.
   */
  Stage?: ComponentType<StageProps>;
}

/** Each feature's loader, wrapped so its chunk is loaded once (a failed load answers null). */
const loaders = new Map<Feature, () => Promise<FeaturePlugin | null>>();

export function registerFeature(feature: Feature, loader: FeatureLoader): void {
  let once: Promise<FeaturePlugin | null> | undefined;
  loaders.set(feature, () => {
    once ??= loader().then(
      (chunk) => chunk.plugin,
      (error: unknown) => {
        console.error(`Tribune slider: the ${feature} feature could not be loaded`, error);
        return null;
      },
    );
    return once;
  });
}

export function hasFeatureLoader(feature: Feature): boolean {
  return loaders.has(feature);
}

/** One feature's plugin, loaded once; null when it is not registered or its chunk failed. */
export function loadFeature(feature: Feature): Promise<FeaturePlugin | null> {
  return loaders.get(feature)?.() ?? Promise.resolve(null);
}
