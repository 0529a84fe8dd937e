import { useSyncExternalStore } from 'react';
import { type Level, levelForWidth } from '../../core/Levels.js';

/**
 * The responsive level of the window (1600 … 480) and its width. The server and the hydrating
 * render use level 0; the real level follows right after hydration. Layout itself never waits
 * for this: geometry is CSS (`levelCss`); this drives what CSS cannot switch (visibility,
 * colours, which navigation shows). The width is read once per resize, not per render:
 * reading `innerWidth` after a DOM change forces the browser to lay the page out there and then.
 */
let width: number | null = null;
const listeners = new Set<() => void>();

function onResize(): void {
  const next = window.innerWidth;
  if (next === width) return;
  width = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

function currentWidth(): number {
  width ??= window.innerWidth;
  return width;
}

export function useLevel(): Level {
  return useSyncExternalStore(subscribe, () => levelForWidth(currentWidth()), serverLevel);
}

/** The window width, for sizes that scale with it (tabs and thumbnails). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, currentWidth, serverWidth);
}

const serverLevel = (): Level => 0;
const serverWidth = () => 1280;
