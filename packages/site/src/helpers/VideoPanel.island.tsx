import { VideoPanel, type VideoPanelProps } from './VideoPanel.js';

declare module '../islands/islandTypes.js' {
  interface IslandPropsByName {
    VideoPanel: VideoPanelProps;
  }
}

export default VideoPanel;
