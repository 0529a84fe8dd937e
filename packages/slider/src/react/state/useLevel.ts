import { useSyncExternalStore } from 'react';
import { type Level, levelForWidth } from '../../core/Levels.js';
import { subscribeViewport as subscribe, viewportSize } from '../layout/viewportSize.js';

/**
 * The responsive level of the window (1600 … 480) and its width. The server and the hydrating
 * render use level 0; the real level follows right after hydration. Layout itself never waits
 * for this: geometry is CSS (`levelCss`); this drives what CSS cannot switch (visibility,
 * colours, which navigation shows). The width is read once per counted resize
 * (`viewportSize.ts`: the 19 ms check), not per render: reading `innerWidth` after a DOM change
 * forces the browser to lay the page out there and then.
 */
function currentWidth(): number {
  return viewportSize().width;
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
