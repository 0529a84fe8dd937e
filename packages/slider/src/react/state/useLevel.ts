import { useSyncExternalStore } from 'react';
import { type Level, levelForWidth } from '../../core/Levels.js';

/**
 * The responsive level of the window (1600 … 480). The server and the hydrating render use
 * level 0; the real level follows right after hydration. Layout itself never waits for this:
 * geometry is CSS (`levelCss`), this drives what CSS cannot switch (visibility, colours, which
 * navigation shows).
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const current = (): Level => levelForWidth(window.innerWidth);
const server = (): Level => 0;

export function useLevel(): Level {
  return useSyncExternalStore(subscribe, current, server);
}

/** The window width, for sizes that scale with it (tabs and thumbnails). */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
}
