import type { ComponentType } from 'react';
import { type IslandName, type IslandPropsByName, islandNameOf } from './islandTypes.js';

type IslandModule = { default: ComponentType<never> };

// The server renders every island, so it imports them all eagerly.
const modules = import.meta.glob<IslandModule>('../**/*.island.tsx', { eager: true });

const byName = new Map(
  Object.entries(modules).map(([path, mod]) => [islandNameOf(path), mod.default]),
);

export function serverIsland<N extends IslandName>(name: N): ComponentType<IslandPropsByName[N]> {
  const component = byName.get(name);
  if (!component) throw new Error(`No island file named ${name}.island.tsx`);
  return component as ComponentType<IslandPropsByName[N]>;
}
