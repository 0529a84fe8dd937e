import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { systemClock } from '../../core/Clock.js';
import { consoleLogger } from '../../core/Messages.js';
import { createPlayer } from '../../core/media/createPlayer.js';
import { attachMediaController } from '../../core/media/MediaCommands.js';
import { MediaController, type MediaSnapshot } from '../../core/media/MediaController.js';
import { type MediaFocus, watchMediaFocus } from '../../core/media/MediaFocus.js';
import type { MediaOptions } from '../../core/media/MediaOptions.js';

/**
 * One media's player and rules, joined to React. The player is made the first time the
 * media's slide is current (so a service's frame and API script load only when a slide with it
 * shows, and a neighbour slide's `<video preload="none">` fetches nothing); from then on the
 * focus changes go to the controller, and its snapshot comes back through
 * `useSyncExternalStore`. A player that cannot be made (its script or frame does not load)
 * leaves `failed` set, for the renderer's fallback.
 */
export interface MediaRefs {
  /** The `<video>`/`<audio>` element (html5, audio). */
  element: RefObject<HTMLMediaElement | null>;
  /** The box the service's iframe goes into (youtube, vimeo). */
  frame: RefObject<HTMLDivElement | null>;
}

const IDLE: MediaSnapshot = { state: 'idle', muted: false, poster: false, failed: false };
const noSubscribe = () => () => {};

export function useMedia(
  key: object,
  options: MediaOptions,
  refs: MediaRefs,
  onFinished: (state: 'ended' | 'finished') => void,
  label = '',
): {
  controller: MediaController | null;
  snapshot: MediaSnapshot;
  wanted: boolean;
  /** The player could not be made (see `createPlayer`), or says the media cannot play. */
  failed: boolean;
} {
  const [focus, setFocus] = useState<MediaFocus | null>(null);
  useEffect(() => watchMediaFocus(key, setFocus), [key]);
  const [wanted, setWanted] = useState(false);
  if (focus?.current && !wanted) setWanted(true);

  const finished = useRef(onFinished);
  finished.current = onFinished;
  const [controller, setController] = useState<MediaController | null>(null);
  const [unmade, setUnmade] = useState(false);
  // The focus already handed to the controller, so each change is handed over once.
  const applied = useRef<MediaFocus>({ current: false, count: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; `key` identifies the media.
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let made: MediaController | null = null;
    const frame = refs.frame.current;
    const host = frame ? frame.ownerDocument.createElement('div') : null;
    if (frame && host) frame.append(host);
    setUnmade(false);
    createPlayer(
      options,
      { element: refs.element.current, host, label },
      { clock: systemClock, logger: consoleLogger },
    ).then(
      (player) => {
        if (!live) {
          player.destroy();
          return;
        }
        made = MediaController({
          options,
          player,
          onFinished: (state) => finished.current(state),
        });
        applied.current = { current: false, count: 0 };
        setController(made);
      },
      (error: unknown) => {
        // "Failed to load script: {url}" (spec 8.1), or the service's own failure.
        if (!live) return;
        consoleLogger.error(error instanceof Error ? error.message : error);
        setUnmade(true);
      },
    );
    return () => {
      live = false;
      made?.destroy();
      setController(null);
      frame?.replaceChildren();
    };
  }, [wanted, options, key]);

  useEffect(() => {
    if (!controller || !focus) return;
    const last = applied.current;
    if (focus.current && focus.count !== last.count) controller.focus(focus.count);
    else if (!focus.current && last.current) controller.blur();
    applied.current = focus;
  }, [controller, focus]);

  // After the focus was handed over (effects run in order), so a slide action's pause waiting
  // for this player stops an autoplay that just started.
  useEffect(
    () => (controller ? attachMediaController(key, controller, options.mute) : undefined),
    [controller, key, options],
  );

  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscribe,
    controller?.getSnapshot ?? (() => IDLE),
    () => IDLE,
  );
  return { controller, snapshot, wanted, failed: unmade || snapshot.failed };
}
