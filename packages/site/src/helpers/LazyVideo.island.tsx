import { LazyVideo, type LazyVideoProps } from './LazyVideo.js';

declare module '../islands/islandTypes.js' {
  interface IslandPropsByName {
    LazyVideo: LazyVideoProps;
  }
}

export default LazyVideo;
