import type { FeaturePlugin } from '../features.js';
import { mountModifiers } from './mountModifiers.js';

/**
 * The modifiers feature (issue 4 item 3): a chunk of its own, loaded only by modules that use
 * `mod` (see `registerFeatures.ts`). It works on the page only; the engine needs nothing.
 */
export const plugin: FeaturePlugin = {
  name: 'modifiers',
  setup: () => undefined,
  mount: mountModifiers,
};
