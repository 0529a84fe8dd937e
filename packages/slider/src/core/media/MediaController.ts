import { type Clock, systemClock, Timer } from '../Clock.js';
import { consoleLogger, type Logger } from '../Messages.js';
import { Store } from '../Store.js';
import { playsOnFocus } from './Autoplay.js';
import type { MediaOptions } from './MediaOptions.js';
import { errorName, type MediaPlayer, type NativeState } from './MediaPlayer.js';

/**
 * The media state rules of spec 4.3 over any player: start and end, loop and rewind,
 * "finished", autoplay on focus ("1sttime", "no1sttime"), the muted retry when the browser
 * blocks sound, YouTube's 1 s check, background videos that play only on the current slide
 * (and, other than HTML5, never by themselves), interrupted plays. No DOM: the renderer tells
 * it when the media's slide gains or loses focus and draws its snapshot.
 */
export type MediaState = 'idle' | 'playing' | 'paused' | 'ended' | 'finished';

export interface MediaSnapshot {
  /** "idle" until it first plays; "finished" when it stopped at `end`, "ended" at its own end. */
  state: MediaState;
  muted: boolean;
  /** The poster covers the media now (`poster.showOnPause`, or a non-HTML5 background). */
  poster: boolean;
  /**
   * The media cannot play: its player reported an error (a file that does not load, a video
   * the service will not embed) or a play failed for a reason other than the browser's autoplay
   * rule or an interruption. The renderer shows its fallback; a later play clears it.
   */
  failed: boolean;
}

export interface MediaControllerOptions {
  options: MediaOptions;
  player: MediaPlayer;
  /** Default: the page's clock. */
  clock?: Clock;
  /** Default: the page's console. */
  logger?: Logger;
  /** It stopped at its end without looping (spec 4.3's "finished"). */
  onFinished?: (state: 'ended' | 'finished') => void;
}

export interface MediaController {
  getSnapshot(): MediaSnapshot;
  subscribe(listener: () => void): () => void;
  /** Its slide became the current one for the `count`-th time (1 the first time). */
  focus(count: number): void;
  /** Its slide stopped being the current one. */
  blur(): void;
  /** A play the reader (or a slide action) asked for. */
  play(): void;
  pause(): void;
  toggle(): void;
  setMuted(muted: boolean): void;
  destroy(): void;
}

/** Spec 9.1: after play on YouTube, a check 1 s later mutes and replays a video not playing. */
export const YOUTUBE_CHECK_MS = 1000;

/** How far behind `start` the playhead may wander (timer granularity) before it is moved. */
const START_SLACK = 0.25;

export function MediaController(config: MediaControllerOptions): MediaController {
  const { options, player } = config;
  const clock = config.clock ?? systemClock;
  const logger = config.logger ?? consoleLogger;
  // Spec 4.3: background videos other than HTML5 never play by themselves.
  const forcedOff = options.background && options.type !== 'html5';
  const check = Timer(clock);
  let current = false;
  let looping = false;
  let destroyed = false;

  player.setVolume(options.volume);
  player.setMuted(options.mute);
  const store = Store<MediaSnapshot>({
    state: 'idle',
    muted: player.muted(),
    poster: forcedOff,
    failed: false,
  });

  function setState(state: MediaState): void {
    const stopped = state !== 'playing';
    store.update({
      state,
      muted: player.muted(),
      failed: state === 'playing' ? false : store.getSnapshot().failed,
      poster: forcedOff
        ? stopped
        : options.poster.showOnPause &&
          (state === 'paused' || state === 'ended' || state === 'finished'),
    });
  }

  function start(): void {
    if (destroyed) return;
    // Spec 4.3: background videos of non-current slides do not play.
    if (options.background && !current) return;
    const t = player.time();
    if (options.end > 0 && t >= options.end) player.seek(options.start);
    else if (options.start > 0 && t < options.start) player.seek(options.start);
    attempt(true);
    if (options.type === 'youtube') check.start(YOUTUBE_CHECK_MS, youtubeCheck);
  }

  function attempt(mayRetryMuted: boolean): void {
    player.play().then(
      () => {},
      (error: unknown) => failed(error, mayRetryMuted),
    );
  }

  function failed(error: unknown, mayRetryMuted: boolean): void {
    if (destroyed) return;
    const name = errorName(error);
    if (name === 'NotAllowedError' && mayRetryMuted && !player.muted()) {
      // Spec 4.3: the browser blocks autoplay with sound: mute and retry.
      player.setMuted(true);
      store.update({ muted: true });
      attempt(false);
      return;
    }
    if (name === 'AbortError') {
      // Spec 4.3: a play interrupted by an abort or a pause request is logged; paused.
      logger.info(`Tribune slider: a ${options.type} play was interrupted (${messageOf(error)})`);
    } else {
      logger.error(`Tribune slider: the ${options.type} media could not play`, error);
      store.update({ failed: true });
    }
    setState('paused');
  }

  function youtubeCheck(): void {
    const state: NativeState = player.state();
    // Buffering is a play on its way; anything else after a second means it did not start.
    if (destroyed || state === 'playing' || state === 'buffering') return;
    if (options.background && !current) return;
    player.setMuted(true);
    store.update({ muted: true });
    attempt(false);
  }

  function reachedEnd(kind: 'ended' | 'finished'): void {
    if (options.loop) {
      // Spec 4.3: with loop it rewinds to start and plays again.
      looping = true;
      player.seek(options.start);
      attempt(false);
      return;
    }
    // Without loop: it rewinds if rewind is on, then pauses and fires "finished".
    if (options.rewind) player.seek(options.start);
    player.pause();
    setState(kind);
    config.onFinished?.(kind);
  }

  const unlisten = player.on((event) => {
    if (destroyed) return;
    if (event.type === 'error') {
      logger.error(`Tribune slider: ${options.type} player error`, event.error);
      store.update({ failed: true });
      return;
    }
    const { state } = store.getSnapshot();
    if (event.type === 'time') {
      const t = event.seconds;
      if (looping && (options.end <= 0 || t < options.end)) looping = false;
      if (state !== 'playing' || looping) return;
      if (options.end > 0 && t >= options.end) reachedEnd('finished');
      else if (options.start > 0 && t + START_SLACK < options.start) player.seek(options.start);
      return;
    }
    switch (event.state) {
      case 'playing':
        check.stop();
        setState('playing');
        break;
      case 'paused':
        if (state !== 'ended' && state !== 'finished') setState('paused');
        break;
      case 'ended':
        if (state !== 'finished') reachedEnd('ended');
        break;
      default:
        // unstarted, buffering, cued: the product's own state does not change.
        break;
    }
  });

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    focus(count) {
      current = true;
      if (playsOnFocus(options.autoPlay, count, forcedOff)) start();
    },
    blur() {
      current = false;
      check.stop();
      if (options.background || options.pauseOnSwap) player.pause();
    },
    play: start,
    pause() {
      check.stop();
      player.pause();
    },
    toggle() {
      if (store.getSnapshot().state === 'playing') {
        check.stop();
        player.pause();
      } else start();
    },
    setMuted(muted) {
      player.setMuted(muted);
      store.update({ muted: player.muted() });
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      check.stop();
      unlisten();
      player.destroy();
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
