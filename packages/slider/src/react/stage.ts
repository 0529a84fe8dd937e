import type { ComponentType } from 'react';
import type { EngineSnapshot, SliderEngine } from '../core/Engine.js';
import type { SliderModule } from '../core/model/ParseModule.js';
import type { SlideAction } from '../core/model/SlideSchema.js';
import type { SlideLabels } from './behaviour/useCarousel.js';

/**
 * What the standard module hands a feature that draws the slides itself (`FeaturePlugin.Stage`,
 * the carousel): the engine and its state, the slides' group labels and the layer actions.
 * The stage owns the slides' pointer input and the change phases (it calls
 * `engine.completePhase()`); the module keeps navigation, keyboard, slideshow, accessibility.
 * What the stage can read for itself (level, reduced motion, the module's boxes) it does.
 */
export interface StageProps {
  module: SliderModule;
  /** Null until the engine runs (the server render and the hydrating render). */
  engine: SliderEngine | null;
  snapshot: EngineSnapshot;
  /** Each slide's group label ("3 of 5"), by slide id. */
  slideLabels: SlideLabels;
  onAction: (action: SlideAction) => void;
}

/**
 * A stage component. `prepare` completes a module the server sent without its slides'
 * defaults (`compactModule`: only modules drawn by a stage are sent so): `useStage` calls it
 * once the stage's chunk is there, before anything but the feature check has read the slides.
 */
export type Stage = ComponentType<StageProps> & { prepare?(module: SliderModule): void };
