import type { FeaturePlugin } from '../features.js';
import { mountScrollTimeline } from './mountScrollTimeline.js';

/**
 * The scroll-based timeline feature (issue 4 item 4): a chunk of its own, loaded only by
 * modules with `sbt.use` (see `registerFeatures.ts`). It works on the page only.
 */
export const plugin: FeaturePlugin = {
  name: 'sbt',
  setup: () => undefined,
  mount: mountScrollTimeline,
};
