export type { ArtworkScene } from './images/artworkScenes.js';
