import type { MediaType } from './MediaOptions.js';
import { type MediaPlayer, type NativeState, playerEvents } from './MediaPlayer.js';

/**
 * HTML5 video and audio: the element the renderer made (its src, controls, poster and
 * `playsinline` are markup), as a `MediaPlayer`. `play()` is the element's own promise, so the
 * browser's refusals ("NotAllowedError") and interruptions ("AbortError") reach the rules.
 */
export function Html5Player(element: HTMLMediaElement, type: MediaType = 'html5'): MediaPlayer {
  const events = playerEvents();
  let state: NativeState = 'unstarted';
  const set = (next: NativeState) => {
    state = next;
    events.emit({ type: 'state', state: next });
  };
  const handlers: [string, () => void][] = [
    ['playing', () => set('playing')],
    ['pause', () => set('paused')],
    ['ended', () => set('ended')],
    ['waiting', () => set('buffering')],
    ['timeupdate', () => events.emit({ type: 'time', seconds: element.currentTime })],
    ['error', () => events.emit({ type: 'error', error: element.error })],
  ];
  for (const [name, handler] of handlers) element.addEventListener(name, handler);

  return {
    type,
    play() {
      // A media element that was told not to preload fetches on its first play.
      if (element.preload === 'none') element.preload = 'auto';
      return element.play();
    },
    pause: () => element.pause(),
    seek(seconds) {
      element.currentTime = seconds;
    },
    time: () => element.currentTime,
    state: () => state,
    setMuted(muted) {
      element.muted = muted;
    },
    muted: () => element.muted,
    setVolume(volume) {
      element.volume = volume;
    },
    on: events.on,
    destroy() {
      for (const [name, handler] of handlers) element.removeEventListener(name, handler);
      events.clear();
      element.pause();
    },
  };
}
