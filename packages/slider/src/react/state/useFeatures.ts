import { useEffect, useState } from 'react';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { type FeaturePlugin, loadedFeatures, loadFeatures } from '../features.js';

/**
 * The part-2 plugins a module needs, or null while their chunks load. A module that needs none,
 * or whose chunks are already here (a carousel's: its stage loaded them before the first
 * render), has them at once, so its engine starts in the first effect.
 */
export function useFeatures(module: SliderModule): readonly FeaturePlugin[] | null {
  // Rendered again once the chunks are here (the list itself is `loadedFeatures`' own).
  const [, arrived] = useState(0);
  const plugins = loadedFeatures(module);
  useEffect(() => {
    if (!plugins) void loadFeatures(module).then(() => arrived((n) => n + 1));
  }, [module, plugins]);
  return plugins;
}
