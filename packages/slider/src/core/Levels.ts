import { DEFAULTS } from './Defaults.js';

/** One value per responsive level: index 0 is the largest breakpoint (1600), 4 the smallest. */
export type PerLevel<T> = readonly [T, T, T, T, T];

/** A responsive level, 0 (1600) … 4 (480). */
export type Level = 0 | 1 | 2 | 3 | 4;

/**
 * The level of a window this wide: level i (1 … 4) holds from its breakpoint up to, not
 * including, the next larger one, and level 0 from 1240 px up (the 1600 breakpoint names level
 * 0's layout but bounds nothing). That is the original runtime's reading (a window exactly 1024
 * px wide uses the 1240 layout, exactly 778 px the 1024 layout), which the real modules'
 * references show at those very widths; a 1100 px window uses the 1240 layout scaled down.
 */
export function levelForWidth(
  width: number,
  breakpoints: readonly number[] = DEFAULTS.breakpoints,
): Level {
  let level = 0;
  for (let i = 1; i < breakpoints.length && i < 5; i++) {
    if (width < (breakpoints[i] ?? 0)) level = i;
  }
  return level as Level;
}

/** The value for one level. */
export function atLevel<T>(values: PerLevel<T>, level: Level): T {
  return values[level];
}

/** All five values resolved for a window width, for callers that hold a width, not a level. */
export function forWidth<T>(values: PerLevel<T>, width: number): T {
  return values[levelForWidth(width)];
}

/** Same value at every level. */
export function allLevels<T>(value: T): PerLevel<T> {
  return [value, value, value, value, value];
}

/** Device pixel ratio clamped to 1–2: sharper than 2x costs bytes no eye sees. */
export function clampDpr(dpr: number | undefined): number {
  if (dpr === undefined || !Number.isFinite(dpr)) return DEFAULTS.dprMin;
  return Math.min(DEFAULTS.dprMax, Math.max(DEFAULTS.dprMin, dpr));
}

/** The minimum height basis: 320 px on mobile, 640 px on desktop. */
export function minHeightBasis(isMobile: boolean): number {
  return isMobile ? DEFAULTS.minHeightMobile : DEFAULTS.minHeightDesktop;
}

/**
 * How much a level's layout grid is scaled to fit its container: layers are positioned on the
 * grid of `gridWidth` and shrink with the container, never grow past 1.
 */
export function gridScale(containerWidth: number, gridWidth: number): number {
  if (!(gridWidth > 0) || !(containerWidth > 0)) return 1;
  return Math.min(1, containerWidth / gridWidth);
}
