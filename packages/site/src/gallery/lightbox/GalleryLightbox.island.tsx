import { GalleryLightbox, type GalleryLightboxProps } from './GalleryLightbox.js';

declare module '../../islands/islandTypes.js' {
  interface IslandPropsByName {
    GalleryLightbox: Pick<GalleryLightboxProps, 't'>;
  }
}

export default GalleryLightbox;
