import type { ComponentType } from 'react';
import { PrimaryNav } from '../layout/PrimaryNav.js';
import type { IslandName, IslandPropsByName } from './islandTypes.js';

/** Islands for server rendering: imported eagerly, the server renders them all. */
export const serverIslands: { [N in IslandName]: ComponentType<IslandPropsByName[N]> } = {
  PrimaryNav,
};
