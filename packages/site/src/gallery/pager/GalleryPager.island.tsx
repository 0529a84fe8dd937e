import { GalleryPager, type GalleryPagerProps } from './GalleryPager.js';

declare module '../../islands/islandTypes.js' {
  interface IslandPropsByName {
    GalleryPager: Omit<GalleryPagerProps, 'timers' | 'fetch'>;
  }
}

export default GalleryPager;
