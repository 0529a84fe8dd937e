import type { FeaturePlugin } from '../features.js';
import CarouselStage from './CarouselStage.js';

/**
 * The carousel part (issue 4 item 1), a chunk of its own that only modules of type "carousel"
 * download. It draws the slides (`Stage`); the engine needs nothing more, so its setup is
 * empty: the stage binds the drag model to the engine once it has measured the slides.
 */
export const plugin: FeaturePlugin = {
  name: 'carousel',
  setup: () => undefined,
  Stage: CarouselStage,
};
