import { useEffect, useState } from 'react';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { type FeaturePlugin, loadFeatures, needsFeatureLoad } from '../features.js';

/**
 * The part-2 plugins a module needs, or null while their chunks load. A module that needs none
 * (every module until part 2 registers its features) gets an empty list at once, so its engine
 * starts in the first effect.
 */
export function useFeatures(module: SliderModule): readonly FeaturePlugin[] | null {
  const [plugins, setPlugins] = useState<readonly FeaturePlugin[] | null>(() =>
    needsFeatureLoad(module) ? null : [],
  );
  useEffect(() => {
    if (!needsFeatureLoad(module)) {
      setPlugins([]);
      return;
    }
    let live = true;
    setPlugins(null);
    void loadFeatures(module).then((loaded) => {
      if (live) setPlugins(loaded);
    });
    return () => {
      live = false;
    };
  }, [module]);
  return plugins;
}
