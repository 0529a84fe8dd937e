import { DEFAULTS } from '../Defaults.js';

/**
 * How many slides a carousel shows at once (spec 9.6): `maxV`, default 3, at least 3 for a 3D
 * spin. Unless the carousel is justified, the focused slide sits in the middle with as many
 * slides on each side, so the count is made odd: reduced to the slide count when there are
 * fewer slides, and an even count becomes the next odd number (4 slides → 5 places, one left
 * empty on a side; maxV 4 → 5).
 */
export function visibleCount(options: {
  maxV: number;
  slideCount: number;
  justify?: boolean;
  spin?: 'off' | '2d' | '3d';
}): number {
  let count =
    Number.isFinite(options.maxV) && options.maxV >= 1
      ? Math.floor(options.maxV)
      : DEFAULTS.carousel.maxV;
  if (options.spin === '3d') count = Math.max(3, count);
  if (options.justify) return count;
  count = Math.min(count, Math.max(1, Math.floor(options.slideCount)));
  return count % 2 === 0 ? count + 1 : count;
}

/** Slides shown on each side of the focused one: (count − 1) / 2, at least 1. */
export function sideCount(visible: number): number {
  return Math.max(1, (visible - 1) / 2);
}
