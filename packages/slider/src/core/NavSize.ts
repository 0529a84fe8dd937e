import { DEFAULTS } from './Defaults.js';

/**
 * Tabs and thumbnails shrink with the window (spec 9.5): full size (`w` × `h`) from 980 px up,
 * the minimum width `mw` at 480 px and below, in proportion between. The height keeps the
 * item's aspect ratio so a thumbnail never distorts.
 */
export interface NavItemSize {
  w: number;
  h: number;
  /** Minimum width. */
  mw: number;
}

export function autoNavSize(
  size: NavItemSize,
  windowWidth: number,
): { width: number; height: number } {
  const { from, to } = DEFAULTS.navAutoSize;
  const min = Math.min(size.mw > 0 ? size.mw : size.w, size.w);
  const share = Math.min(1, Math.max(0, (windowWidth - from) / (to - from)));
  const width = min + (size.w - min) * share;
  const height = size.w > 0 ? (size.h * width) / size.w : size.h;
  return { width: round(width), height: round(height) };
}

/** How many items fit (`m` is the maximum visible), never fewer than one. */
export function visibleItems(max: number, count: number): number {
  return Math.max(1, Math.min(Math.floor(max) || 1, count));
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
