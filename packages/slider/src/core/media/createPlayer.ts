import type { Clock } from '../Clock.js';
import type { Logger } from '../Messages.js';
import { Html5Player } from './Html5Player.js';
import type { MediaOptions } from './MediaOptions.js';
import type { MediaPlayer } from './MediaPlayer.js';
import { createVimeoPlayer } from './VimeoPlayer.js';
import { createYouTubePlayer } from './YouTubePlayer.js';

/**
 * The player for the options' type: HTML5 video and audio over the element the renderer made,
 * the two services' players in an iframe put inside `host` at once and controlled once their
 * API scripts have loaded (which is why it is asynchronous: a script that fails rejects with
 * "Failed to load script: {url}", the frame staying where it is).
 */
export interface PlayerTarget {
  /** The `<video>` or `<audio>` element (html5, audio). */
  element?: HTMLMediaElement | null;
  /** An empty element the service's iframe goes into (youtube, vimeo). */
  host?: HTMLElement | null;
  /** The service's frame's accessible name (the layer's). */
  label?: string;
}

export async function createPlayer(
  options: MediaOptions,
  target: PlayerTarget,
  env: { clock: Clock; logger: Logger },
): Promise<MediaPlayer> {
  if (options.type === 'html5' || options.type === 'audio') {
    if (!target.element) throw new Error('Tribune slider: the media element is not there');
    return Html5Player(target.element, options.type);
  }
  if (!target.host) throw new Error('Tribune slider: the media container is not there');
  return options.type === 'youtube'
    ? createYouTubePlayer(target.host, options, env.clock, target.label)
    : createVimeoPlayer(target.host, options, env.logger, target.label, env.clock);
}
