import { BackToTop, type BackToTopProps } from './BackToTop.js';

declare module '../islands/islandTypes.js' {
  interface IslandPropsByName {
    BackToTop: BackToTopProps;
  }
}

export default BackToTop;
