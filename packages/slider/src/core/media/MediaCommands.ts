import type { MediaController } from './MediaController.js';
import { mediaFocusOf } from './MediaFocus.js';

/**
 * What slide actions ask of one media (a video or audio layer, or a slide's background
 * video), whether or not its player exists yet. Players are made on their slide's first
 * focus, and a service's player waits for its API script, so a command can come before the
 * player: it waits here and is handed over when the player is attached.
 *
 * - Playing is asked only of a media whose slide is the current one (a media the reader
 *   cannot see is not started); a play asked while its player is on its way waits for it.
 * - Pausing always applies (a play waiting for the player is dropped).
 * - Muting sticks: the reader's choice stays with the media on this page, also when its
 *   player is made again later (its slide left the renderer and came back).
 */
export type MediaCommand = 'play' | 'pause' | 'toggle' | 'mute' | 'unmute' | 'toggleMute';

interface Entry {
  controller: MediaController | null;
  /** The media's own `mute` option (what "unmute all" goes back to). */
  ownMute: boolean | null;
  /** A play or pause waiting for the player. */
  pending: 'play' | 'pause' | null;
  /** The reader's mute choice, applied to every player this media gets. */
  muted: boolean | null;
}

const entries = new WeakMap<object, Entry>();

function entry(key: object): Entry {
  let known = entries.get(key);
  if (!known) {
    known = { controller: null, ownMute: null, pending: null, muted: null };
    entries.set(key, known);
  }
  return known;
}

/**
 * The media's player is ready: waiting commands reach it now. Called after the player got its
 * first focus (so an autoplay has started and a waiting pause can stop it). Returns the
 * detach, called when the player is destroyed.
 */
export function attachMediaController(
  key: object,
  controller: MediaController,
  ownMute: boolean,
): () => void {
  const e = entry(key);
  e.controller = controller;
  e.ownMute = ownMute;
  if (e.muted !== null && e.muted !== controller.getSnapshot().muted) controller.setMuted(e.muted);
  const waiting = e.pending;
  e.pending = null;
  if (waiting === 'play') controller.play();
  else if (waiting === 'pause') controller.pause();
  return () => {
    if (e.controller === controller) e.controller = null;
  };
}

/** Whether the media's slide is the current one (static slides' media: always, once seen). */
function focused(key: object): boolean {
  return mediaFocusOf(key)?.current === true;
}

export function commandMedia(key: object, command: MediaCommand): void {
  const e = entry(key);
  const c = e.controller;
  switch (command) {
    case 'play':
      if (!focused(key)) return;
      if (c) c.play();
      else e.pending = 'play';
      return;
    case 'pause':
      if (c) c.pause();
      e.pending = null;
      return;
    case 'toggle':
      if (c?.getSnapshot().state === 'playing') {
        c.pause();
        return;
      }
      // Not playing (or no player yet: it looked still to the reader): a toggle plays.
      commandMedia(key, e.pending === 'play' ? 'pause' : 'play');
      return;
    case 'mute':
    case 'unmute':
    case 'toggleMute': {
      const now = c ? c.getSnapshot().muted : (e.muted ?? e.ownMute ?? false);
      const muted = command === 'mute' ? true : command === 'unmute' ? false : !now;
      e.muted = muted;
      c?.setMuted(muted);
      return;
    }
  }
}

/**
 * Mutes every media of a module, or gives each back its own `mute` option (a background
 * stays silent). Which of the two is kept per module: the first call mutes.
 */
const globallyMuted = new WeakMap<object, boolean>();

export function toggleGlobalMute(module: object, keys: readonly object[]): boolean {
  const muted = !(globallyMuted.get(module) ?? false);
  globallyMuted.set(module, muted);
  for (const key of keys) {
    const e = entry(key);
    if (muted) commandMedia(key, 'mute');
    else if (e.controller && e.ownMute !== null) commandMedia(key, e.ownMute ? 'mute' : 'unmute');
    // A media without a player yet starts with its own option.
    else e.muted = null;
  }
  return muted;
}
