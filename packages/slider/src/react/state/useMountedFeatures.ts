import { type RefObject, useEffect } from 'react';
import type { SliderEngine } from '../../core/Engine.js';
import type { Logger } from '../../core/Messages.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import type { FeaturePlugin } from '../features.js';

/**
 * Mounts the page side of the loaded features (`FeaturePlugin.mount`) once the module's
 * elements are in the document, and unmounts it with them. A hero, which has no engine,
 * passes null; a standard module passes undefined until its engine runs.
 */
export function useMountedFeatures(
  plugins: readonly FeaturePlugin[] | null,
  root: RefObject<HTMLElement | null>,
  frame: RefObject<HTMLElement | null>,
  module: SliderModule,
  engine: SliderEngine | null | undefined,
  logger: Logger,
): void {
  useEffect(() => {
    const host = {
      root: root.current,
      frame: frame.current,
      module,
      engine: engine ?? null,
      logger,
    };
    if (!plugins || !host.root || !host.frame || engine === undefined) return;
    const cleanups: (() => void)[] = [];
    for (const plugin of plugins) {
      try {
        if (plugin.mount) cleanups.push(plugin.mount(host as Parameters<typeof plugin.mount>[0]));
      } catch (error) {
        logger.error(`${plugin.name}:`, error);
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [plugins, root, frame, module, engine, logger]);
}
