import { bindMediaFocus } from '../../core/media/MediaFocus.js';
import type { FeaturePlugin } from '../featureLoaders.js';
import { registerLayerKind } from '../render/layerKinds.js';
import { installStyles } from '../styles.js';
import { mountHeroMedia } from './heroMedia.js';
import { MediaLayer } from './MediaLayer.js';
import { registerMediaActions } from './mediaActions.js';
import { MEDIA_CSS } from './mediaStyles.js';

/**
 * The media feature's chunk (issue 4, part 2): loaded only by modules whose `featuresOf` names
 * "media". Loading it registers the video and audio layer kinds (the video kind also draws
 * slide background videos) and the media slide actions; its engine plugin moves the media
 * focus with the slide changes, and its page side gives a hero's media their focus.
 */
registerLayerKind('video', MediaLayer);
registerLayerKind('audio', MediaLayer);
registerMediaActions();
if (typeof document !== 'undefined') installStyles(document, MEDIA_CSS);

/**
 * The feature plugin: the media focus follows the slide changes (`setup`), and a hero's media
 * get their focus once it is on the page (`mount`).
 */
export const plugin: FeaturePlugin = {
  name: 'media',
  setup: bindMediaFocus,
  mount: mountHeroMedia,
};
