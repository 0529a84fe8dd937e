import { PrimaryNav, type PrimaryNavProps } from './PrimaryNav.js';

declare module '../islands/islandTypes.js' {
  interface IslandPropsByName {
    PrimaryNav: PrimaryNavProps;
  }
}

export default PrimaryNav;
