import type { PrimaryNavProps } from '../layout/PrimaryNav.js';

/**
 * Every island by name with its props. Islands are the only parts of a page that hydrate; the
 * rest is server HTML. Adding an island means adding it here and to both registries.
 */
export interface IslandPropsByName {
  PrimaryNav: PrimaryNavProps;
}

export type IslandName = keyof IslandPropsByName;
