import { use } from 'react';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { stageOf } from '../features.js';
import type { Stage } from '../stage.js';

/**
 * The feature component that draws this module's slides (the carousel), or null for the
 * standard slide stack. Suspends until its chunk has loaded: on the server the HTML then has
 * the feature's layout, and the browser hydrates it once the chunk is there.
 */
export function useStage(module: SliderModule): Stage | null {
  const promise = stageOf(module);
  const Stage: Stage | null = promise ? use(promise) : null;
  // The slides may have come without their defaults: filled in before the module reads them.
  Stage?.prepare?.(module);
  return Stage;
}
