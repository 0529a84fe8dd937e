import { SiteHeader, type SiteHeaderProps } from './SiteHeader.js';

declare module '../islands/islandTypes.js' {
  interface IslandPropsByName {
    SiteHeader: SiteHeaderProps;
  }
}

export default SiteHeader;
