import { type Clock, systemClock, Timer } from '../Clock.js';
import type { MediaOptions } from './MediaOptions.js';
import { type MediaPlayer, type NativeState, playerEvents } from './MediaPlayer.js';
import { API_READY_TIMEOUT_MS, mediaScriptUrl } from './MediaScripts.js';
import { playerFrame, whenReady } from './PlayerFrame.js';
import { loadScript } from './ScriptLoader.js';
import { youtubeEmbedUrl, youtubeId } from './ServiceSources.js';

/**
 * YouTube's IFrame Player API as a `MediaPlayer`. The player's iframe (from the
 * privacy-enhanced domain) is put in `host` at once, before the API script has loaded, as
 * YouTube allows (`enablejsapi=1`): the video is on the page whether the script comes or not.
 * The script is loaded on demand, says it is ready through `window.onYouTubeIframeAPIReady`,
 * and its player takes the frame over. The API has no time event, so the playhead is polled
 * while the video plays.
 */
interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getPlayerState(): number;
  mute(): void;
  unMute(): void;
  setVolume(volume: number): void;
  destroy(): void;
}

interface YTNamespace {
  Player: new (frame: HTMLIFrameElement, options: object) => YTPlayer;
}

type YTWindow = typeof globalThis & {
  YT?: Partial<YTNamespace>;
  onYouTubeIframeAPIReady?: () => void;
};

/** YT.PlayerState: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
const STATES: Record<number, NativeState> = {
  [-1]: 'unstarted',
  0: 'ended',
  1: 'playing',
  2: 'paused',
  3: 'buffering',
  5: 'cued',
};

const POLL_MS = 250;

let api: Promise<YTNamespace> | null = null;

/** The API, loaded once per page. */
export function youtubeApi(clock: Clock = systemClock): Promise<YTNamespace> {
  const w = globalThis as YTWindow;
  if (typeof w.YT?.Player === 'function') return Promise.resolve(w.YT as YTNamespace);
  api ??= new Promise<YTNamespace>((resolve, reject) => {
    const previous = w.onYouTubeIframeAPIReady;
    const timer = clock.setTimeout(() => {
      api = null;
      reject(new Error('Tribune slider: the YouTube player API did not become ready'));
    }, API_READY_TIMEOUT_MS);
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      clock.clearTimeout(timer);
      resolve(w.YT as YTNamespace);
    };
    loadScript(mediaScriptUrl('youtube')).catch((error: unknown) => {
      clock.clearTimeout(timer);
      api = null;
      reject(error);
    });
  });
  return api;
}

export async function createYouTubePlayer(
  host: HTMLElement,
  options: MediaOptions,
  clock: Clock = systemClock,
  label = '',
): Promise<MediaPlayer> {
  const videoId = youtubeId(options.src);
  if (!videoId) throw new Error(`Tribune slider: "${options.src}" is not a YouTube video`);
  const frame = playerFrame(
    host,
    youtubeEmbedUrl(videoId, options, globalThis.location?.origin),
    label || 'YouTube',
  );
  const YT = await youtubeApi(clock);
  const events = playerEvents();
  const poll = Timer(clock);
  let state: NativeState = 'unstarted';
  let muted = options.mute;
  let player: YTPlayer | null = null;

  const tick = () => {
    if (!player) return;
    events.emit({ type: 'time', seconds: player.getCurrentTime() });
    poll.start(POLL_MS, tick);
  };

  await whenReady(
    new Promise<void>((resolve) => {
      const made = new YT.Player(frame, {
        events: {
          onReady: () => {
            player = made;
            resolve();
          },
          onStateChange: (event: { data: number }) => {
            state = STATES[event.data] ?? state;
            events.emit({ type: 'state', state });
            if (state === 'playing') tick();
            else poll.stop();
          },
          onError: (event: { data: number }) =>
            events.emit({ type: 'error', error: new Error(`YouTube player error ${event.data}`) }),
        },
      });
    }),
    'YouTube',
    clock,
  );
  const yt = player as unknown as YTPlayer;

  return {
    type: 'youtube',
    play() {
      yt.playVideo();
      return Promise.resolve();
    },
    pause: () => yt.pauseVideo(),
    seek: (seconds) => yt.seekTo(seconds, true),
    time: () => yt.getCurrentTime(),
    state: () => state,
    setMuted(value) {
      muted = value;
      if (value) yt.mute();
      else yt.unMute();
    },
    muted: () => muted,
    setVolume: (volume) => yt.setVolume(Math.round(volume * 100)),
    on: events.on,
    destroy() {
      poll.stop();
      events.clear();
      yt.destroy();
    },
  };
}
