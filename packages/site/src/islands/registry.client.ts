import type { ComponentType } from 'react';
import { type IslandName, type IslandPropsByName, islandNameOf } from './islandTypes.js';

type IslandModule = { default: ComponentType<never> };

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

export function loadIsland<N extends IslandName>(
  name: N,
): Promise<ComponentType<IslandPropsByName[N]>> | undefined {
  const load = loaders.get(name);
  return load?.().then((mod) => mod.default as ComponentType<IslandPropsByName[N]>);
}
