import { type Clock, systemClock } from '../Clock.js';
import { API_READY_TIMEOUT_MS } from './MediaScripts.js';

/**
 * A video service's player frame, made by the engine and put in `host` before the service's API
 * script is asked for (both services' scripts take over an existing frame): so the player starts
 * loading beside the script, and the video is on the page even when the script never comes. It
 * is named for assistive technology (a frame needs a title), may go full screen, autoplay when
 * the rules say so and play inline, and sends the page's origin as its referrer, which YouTube
 * requires of embedded players.
 */
export function playerFrame(host: HTMLElement, src: string, title: string): HTMLIFrameElement {
  const frame = host.ownerDocument.createElement('iframe');
  frame.src = src;
  frame.title = title;
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  host.append(frame);
  return frame;
}

/**
 * A player that has its API but whose frame never answers (the frame blocked, the service
 * unreachable) would wait for ever: after `API_READY_TIMEOUT_MS` it is given up, and the media
 * shows its fallback.
 */
export function whenReady<T>(ready: Promise<T>, service: string, clock: Clock = systemClock) {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(
      () => reject(new Error(`Tribune slider: the ${service} player did not become ready`)),
      API_READY_TIMEOUT_MS,
    );
    ready.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
