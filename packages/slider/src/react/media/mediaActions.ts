import { consoleLogger } from '../../core/Messages.js';
import {
  GLOBAL_MUTE_ACTION,
  MEDIA_ACTIONS,
  runMediaAction,
} from '../../core/media/MediaActions.js';
import { registerAction } from '../render/slideActions.js';

/**
 * The media slide actions (startVideo, stopVideo, toggleVideo, muteVideo, unmuteVideo,
 * toggleMuteVideo, toggleGlobalMuteVideo), registered when the media chunk loads: the layers
 * that trigger them are buttons from the first render, and a click before the chunk is there
 * does nothing (no media is drawn before it either).
 */
export function registerMediaActions(): void {
  for (const name of [...Object.keys(MEDIA_ACTIONS), GLOBAL_MUTE_ACTION]) {
    registerAction(name, (action, engine) => {
      runMediaAction(engine.module, action, engine.getSnapshot().current, consoleLogger);
    });
  }
}
