import { bindMediaFocus } from '../../core/media/MediaFocus.js';
import type { FeaturePlugin } from '../featureLoaders.js';
import { registerLayerKind } from '../render/layerKinds.js';
import { installStyles } from '../styles.js';
import { MediaLayer } from './MediaLayer.js';
import { MEDIA_CSS } from './mediaStyles.js';

/**
 * The media feature's chunk (issue 4, part 2): loaded only by modules whose `featuresOf` names
 * "media". Loading it registers the video and audio layer kinds (the video kind also draws
 * slide background videos); its engine plugin moves the media focus with the slide changes.
 */
registerLayerKind('video', MediaLayer);
registerLayerKind('audio', MediaLayer);
if (typeof document !== 'undefined') installStyles(document, MEDIA_CSS);

/** The engine plugin: the media focus follows the slide changes. */
export const plugin: FeaturePlugin = { name: 'media', setup: bindMediaFocus };
