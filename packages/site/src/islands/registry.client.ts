import type { ComponentType } from 'react';
import type { IslandName, IslandPropsByName } from './islandTypes.js';

type Loader<N extends IslandName> = () => Promise<ComponentType<IslandPropsByName[N]>>;

/**
 * Islands for the browser: each behind a dynamic import, so the bundler splits it into its own
 * chunk and a page downloads only the islands it contains. Convention: an island's file is named
 * after the island, so its chunk carries the same name and the server can find the chunk in
 * Vite's manifest to preload it (packages/server/src/ssr/productionAssets.ts).
 */
export const clientIslands: { [N in IslandName]: Loader<N> } = {
  PrimaryNav: () => import('../layout/PrimaryNav.js').then((m) => m.PrimaryNav),
};
