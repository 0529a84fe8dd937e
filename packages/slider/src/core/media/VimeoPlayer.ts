import { type Clock, systemClock } from '../Clock.js';
import type { Logger } from '../Messages.js';
import type { MediaOptions } from './MediaOptions.js';
import { type MediaPlayer, type NativeState, playerEvents } from './MediaPlayer.js';
import { mediaScriptUrl } from './MediaScripts.js';
import { playerFrame, whenReady } from './PlayerFrame.js';
import { loadScript } from './ScriptLoader.js';
import { vimeoArgs, vimeoEmbedUrl, vimeoVideo } from './ServiceSources.js';

/**
 * Vimeo's Player API as a `MediaPlayer`. The player's iframe, with the options in its address,
 * is put in `host` at once; the API script, loaded on demand, takes that frame over (so the
 * video is on the page whether the script comes or not, and no oEmbed request is made). Its
 * calls answer with promises: `play()` rejects when the browser blocks sound, which the rules
 * answer with a muted retry; the others are fire-and-forget, a failure logged.
 */
interface VimeoApiPlayer {
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  setMuted(muted: boolean): Promise<boolean>;
  setVolume(volume: number): Promise<number>;
  on(event: string, callback: (data: { seconds?: number } & Record<string, unknown>) => void): void;
  destroy(): Promise<void>;
}

interface VimeoNamespace {
  Player: new (frame: HTMLIFrameElement) => VimeoApiPlayer;
}

type VimeoWindow = typeof globalThis & { Vimeo?: Partial<VimeoNamespace> };

export async function vimeoApi(): Promise<VimeoNamespace> {
  const w = globalThis as VimeoWindow;
  if (typeof w.Vimeo?.Player !== 'function') await loadScript(mediaScriptUrl('vimeo'));
  if (typeof w.Vimeo?.Player !== 'function') {
    throw new Error('Tribune slider: the Vimeo player API is not there after its script loaded');
  }
  return w.Vimeo as VimeoNamespace;
}

export async function createVimeoPlayer(
  host: HTMLElement,
  options: MediaOptions,
  logger: Logger,
  label = '',
  clock: Clock = systemClock,
): Promise<MediaPlayer> {
  const video = vimeoVideo(options.src);
  if (!video) throw new Error(`Tribune slider: "${options.src}" is not a Vimeo video`);
  const args = vimeoArgs(options.args);
  if (args.ignored.length > 0) {
    logger.warn(`Tribune slider: Vimeo args not understood: ${args.ignored.join(', ')}`);
  }
  const frame = playerFrame(host, vimeoEmbedUrl(video, options, args.options), label || 'Vimeo');
  const Vimeo = await vimeoApi();
  const player = new Vimeo.Player(frame);
  await whenReady(player.ready(), 'Vimeo', clock);
  const events = playerEvents();
  let state: NativeState = 'unstarted';
  let time = 0;
  let muted = options.mute;
  const set = (next: NativeState) => {
    state = next;
    events.emit({ type: 'state', state });
  };
  player.on('playing', () => set('playing'));
  player.on('pause', () => set('paused'));
  player.on('ended', () => set('ended'));
  player.on('bufferstart', () => set('buffering'));
  player.on('timeupdate', (data) => {
    time = typeof data.seconds === 'number' ? data.seconds : time;
    events.emit({ type: 'time', seconds: time });
  });
  player.on('error', (error) => events.emit({ type: 'error', error }));
  const quietly = (what: string) => (error: unknown) =>
    logger.error(`Tribune slider: Vimeo ${what} failed`, error);

  return {
    type: 'vimeo',
    play: () => player.play(),
    pause: () => void player.pause().catch(quietly('pause')),
    seek(seconds) {
      time = seconds;
      void player.setCurrentTime(seconds).catch(quietly('seek'));
    },
    time: () => time,
    state: () => state,
    setMuted(value) {
      muted = value;
      void player.setMuted(value).catch(quietly('mute'));
    },
    muted: () => muted,
    setVolume: (volume) => void player.setVolume(volume).catch(quietly('volume')),
    on: events.on,
    destroy() {
      events.clear();
      void player.destroy().catch(() => {});
    },
  };
}
