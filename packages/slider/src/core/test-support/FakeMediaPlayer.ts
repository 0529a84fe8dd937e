import type { MediaType } from '../media/MediaOptions.js';
import {
  type MediaPlayer,
  type NativeState,
  type PlayerEvent,
  playerEvents,
} from '../media/MediaPlayer.js';

/**
 * A player that does what it is told, instantly, and behaves like a browser's autoplay policy
 * when `blockSound` is set: an unmuted play is refused ("NotAllowedError"), except by YouTube,
 * whose player never says so and simply does not start. Tests move its playhead with `advance`
 * and read what the rules asked of it in `calls`.
 */
export class FakeMediaPlayer implements MediaPlayer {
  readonly type: MediaType;
  readonly calls: string[] = [];
  blockSound = false;
  /** The next play is interrupted ("AbortError") instead of starting. */
  interruptNext = false;
  /** The next play fails with this error. */
  failNext: Error | null = null;
  volume = 1;
  #time = 0;
  #state: NativeState = 'unstarted';
  #muted = false;
  readonly #events = playerEvents();

  constructor(type: MediaType = 'html5') {
    this.type = type;
  }

  play(): Promise<void> {
    this.calls.push(this.#muted ? 'play muted' : 'play');
    if (this.interruptNext) {
      this.interruptNext = false;
      return Promise.reject(
        new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'),
      );
    }
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      return Promise.reject(error);
    }
    if (this.blockSound && !this.#muted) {
      if (this.type === 'youtube') return Promise.resolve();
      return Promise.reject(new DOMException('play() failed: no user gesture', 'NotAllowedError'));
    }
    this.#set('playing');
    return Promise.resolve();
  }

  pause(): void {
    this.calls.push('pause');
    if (this.#state === 'playing' || this.#state === 'buffering') this.#set('paused');
  }

  seek(seconds: number): void {
    this.calls.push(`seek ${seconds}`);
    this.#time = seconds;
  }

  time(): number {
    return this.#time;
  }

  state(): NativeState {
    return this.#state;
  }

  setMuted(muted: boolean): void {
    if (muted !== this.#muted) this.calls.push(muted ? 'mute' : 'unmute');
    this.#muted = muted;
  }

  muted(): boolean {
    return this.#muted;
  }

  setVolume(volume: number): void {
    this.volume = volume;
  }

  on(listener: (event: PlayerEvent) => void): () => void {
    return this.#events.on(listener);
  }

  destroy(): void {
    this.calls.push('destroy');
    this.#events.clear();
  }

  /** The playhead moves on while playing, one time event per step of `step` seconds. */
  advance(seconds: number, step = 0.25): void {
    for (let done = 0; done < seconds - 1e-9 && this.#state === 'playing'; done += step) {
      this.#time = Math.round((this.#time + step) * 1000) / 1000;
      this.#events.emit({ type: 'time', seconds: this.#time });
    }
  }

  /** The player reports an error (a file that does not load, a video that may not be embedded). */
  fail(error: unknown): void {
    this.#events.emit({ type: 'error', error });
  }

  /** The media reaches its own end. */
  end(): void {
    this.#set('ended');
  }

  /** Something else changes the native state (the reader's native controls, buffering). */
  native(state: NativeState): void {
    this.#set(state);
  }

  #set(state: NativeState): void {
    this.#state = state;
    this.#events.emit({ type: 'state', state });
  }
}
