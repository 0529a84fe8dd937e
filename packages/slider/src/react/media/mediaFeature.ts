import type { EnginePlugin } from '../../core/Engine.js';
import { bindMediaFocus } from '../../core/media/MediaFocus.js';
import { registerBackgroundVideo, registerLayerKind } from '../render/layerKinds.js';
import { installStyles } from '../styles.js';
import { BackgroundVideo } from './BackgroundVideo.js';
import { MediaLayer } from './MediaLayer.js';
import { MEDIA_CSS } from './mediaStyles.js';

/**
 * The media feature's chunk (issue 4, part 2): loaded only by modules whose `featuresOf` names
 * "media". Loading it registers the video and audio layer kinds and the background video; its
 * engine plugin moves the media focus with the slide changes.
 */
registerLayerKind('video', MediaLayer);
registerLayerKind('audio', MediaLayer);
registerBackgroundVideo(BackgroundVideo);
if (typeof document !== 'undefined') installStyles(document, MEDIA_CSS);

export const mediaPlugin: EnginePlugin = { name: 'media', setup: bindMediaFocus };
