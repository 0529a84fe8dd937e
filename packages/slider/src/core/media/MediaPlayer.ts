import type { MediaType } from './MediaOptions.js';

/**
 * One interface over the four players (YouTube, Vimeo, HTML5 video, HTML5 audio): what the
 * state rules of spec 4.3 need and nothing more. Adapters translate their service's API into
 * it; the rules live in `MediaController`, written once.
 */

/** The native states of spec 4.3. */
export type NativeState = 'unstarted' | 'playing' | 'paused' | 'ended' | 'buffering' | 'cued';

export type PlayerEvent =
  | { type: 'state'; state: NativeState }
  /** The playhead moved (about four times a second while playing), in seconds. */
  | { type: 'time'; seconds: number }
  | { type: 'error'; error: unknown };

export interface MediaPlayer {
  readonly type: MediaType;
  /**
   * Asks the player to play. Rejects when the browser refuses (a DOMException named
   * "NotAllowedError": autoplay with sound blocked) or the play is interrupted ("AbortError":
   * a pause or a new load came first). YouTube's player never rejects; see the 1 s check.
   */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  /** The last known playhead, in seconds. */
  time(): number;
  /** The last known native state. */
  state(): NativeState;
  setMuted(muted: boolean): void;
  muted(): boolean;
  /** 0–1. */
  setVolume(volume: number): void;
  on(listener: (event: PlayerEvent) => void): () => void;
  destroy(): void;
}

/** A tiny listener list for adapters. */
export function playerEvents() {
  const listeners = new Set<(event: PlayerEvent) => void>();
  return {
    on(listener: (event: PlayerEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: PlayerEvent): void {
      for (const listener of [...listeners]) listener(event);
    },
    clear: () => listeners.clear(),
  };
}

/** The DOMException name of an error, if it has one ("NotAllowedError", "AbortError", …). */
export function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : '';
}
