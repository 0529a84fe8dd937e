import type { ComponentType } from 'react';
import { type IslandName, type IslandPropsByName, islandNameOf } from './islandTypes.js';

type IslandModule = {
  default: ComponentType<never>;
  beforeHydrate?: (props: never) => Promise<void>;
};

/** An island's code in the browser: its component and what to wait for before hydrating it. */
export interface LoadedIsland<N extends IslandName> {
  Component: ComponentType<IslandPropsByName[N]>;
  /**
   * An island file may export `beforeHydrate(props)`: a promise the bootstrap waits for before
   * hydrating it (the live score readies the date formatting data off the main thread).
   */
  beforeHydrate?: (props: IslandPropsByName[N]) => Promise<void>;
}

/**
 * Islands for the browser: each behind a dynamic import, so the bundler splits it into its own
 * chunk (named after the file) and a page downloads only the islands it contains. The server
 * finds the chunk to preload by that name in Vite's manifest
 * (packages/server/src/ssr/productionAssets.ts).
 */
const loaders = new Map(
  Object.entries(import.meta.glob<IslandModule>('../**/*.island.tsx')).map(([path, load]) => [
    islandNameOf(path),
    load,
  ]),
);

export function loadIsland<N extends IslandName>(name: N): Promise<LoadedIsland<N>> | undefined {
  const load = loaders.get(name);
  return load?.().then((mod) => ({
    Component: mod.default as ComponentType<IslandPropsByName[N]>,
    beforeHydrate: mod.beforeHydrate as LoadedIsland<N>['beforeHydrate'],
  }));
}
