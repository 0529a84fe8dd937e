import { type ComponentType, use } from 'react';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { stageOf } from '../features.js';
import type { StageProps } from '../stage.js';

/**
 * The feature component that draws this module's slides (the carousel), or null for the
 * standard slide stack. Suspends until its chunk has loaded: on the server the HTML then has
 * the feature's layout, and the browser hydrates it once the chunk is there.
 */
export function useStage(module: SliderModule): ComponentType<StageProps> | null {
  const promise = stageOf(module);
  return promise ? use(promise) : null;
}
