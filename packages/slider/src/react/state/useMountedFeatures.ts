import { type RefObject, useEffect } from 'react';
import type { SliderEngine } from '../../core/Engine.js';
import type { Logger } from '../../core/Messages.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import type { FeaturePlugin } from '../features.js';

/**
 * Mounts the page side of the loaded features (`FeaturePlugin.mount`) once the module's
 * elements are in the document, and unmounts it with them. A standard module passes its engine
 * and mounts once the engine runs; a hero has none.
 */
export function useMountedFeatures(
  plugins: readonly FeaturePlugin[] | null,
  elements: { root: RefObject<HTMLElement | null>; frame: RefObject<HTMLElement | null> },
  module: SliderModule,
  engine: SliderEngine | null,
  logger: Logger,
  waitForEngine: boolean,
): void {
  const { root, frame } = elements;
  useEffect(() => {
    const rootEl = root.current;
    const frameEl = frame.current;
    if (!plugins || !rootEl || !frameEl || (waitForEngine && !engine)) return;
    const cleanups: (() => void)[] = [];
    for (const plugin of plugins) {
      if (!plugin.mount) continue;
      try {
        cleanups.push(plugin.mount({ root: rootEl, frame: frameEl, module, engine, logger }));
      } catch (error) {
        logger.error(`${plugin.name}:`, error);
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [plugins, root, frame, module, engine, logger, waitForEngine]);
}
