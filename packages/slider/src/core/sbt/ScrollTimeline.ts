import type { SbtOptions } from './SbtOptions.js';

export * from './SbtLayout.js';
export * from './SbtOptions.js';

/**
 * The scroll-based timeline's geometry (see `SbtOptions.ts` for what each field does): the
 * timeline's time for a measured position (the script path), the same stretch as CSS
 * view-timeline ranges (the browser's own path), and layer keyframes placed on one slide
 * timeline. Only the lazily loaded sbt part uses these.
 */
/** What is measured: the box the timeline follows (the module, or its runway when held). */
export interface SbtGeometry {
  /** That box's top relative to the viewport (getBoundingClientRect().top), px. */
  top: number;
  /** The module's own height, px. */
  moduleHeight: number;
  viewportHeight: number;
}

/**
 * The timeline's time, ms, for a measured position: the fallback's answer, and what the CSS
 * ranges of `nativeRange` make the browser compute by itself.
 */
export function timelineTime(
  geometry: SbtGeometry,
  options: Pick<SbtOptions, 'align' | 'hold'>,
  length: number,
): number {
  const { top, moduleHeight: h, viewportHeight: v } = geometry;
  const clamp = (t: number) => Math.min(length, Math.max(0, t));
  if (options.hold) {
    // One pixel per millisecond from the moment the module reaches its place.
    if (options.align === 'top') return clamp(-top);
    if (options.align === 'bottom') return clamp(v - top - h);
    return clamp(v - top);
  }
  const span = options.align === 'top' ? v : options.align === 'bottom' ? h : v + h;
  if (span <= 0) return top < v ? length : 0;
  return clamp(((v - top) / span) * length);
}

/**
 * The same stretch as CSS view-timeline ranges (`animation-range` start and end) on the box the
 * timeline follows, for browsers that run scroll-driven animations themselves.
 */
export function nativeRange(
  options: Pick<SbtOptions, 'align' | 'hold'>,
  length: number,
  moduleHeight: number,
): { start: string; end: string } {
  if (options.hold) {
    const px = (n: number) => `${Math.round(n)}px`;
    if (options.align === 'top')
      return { start: 'exit-crossing 0px', end: `exit-crossing ${px(length)}` };
    if (options.align === 'bottom') {
      return {
        start: `entry-crossing ${px(moduleHeight)}`,
        end: `entry-crossing ${px(moduleHeight + length)}`,
      };
    }
    return { start: 'entry-crossing 0px', end: `entry-crossing ${px(length)}` };
  }
  if (options.align === 'top') return { start: 'entry-crossing 0%', end: 'exit-crossing 0%' };
  if (options.align === 'bottom') return { start: 'entry-crossing 0%', end: 'entry-crossing 100%' };
  return { start: 'cover 0%', end: 'cover 100%' };
}

/**
 * A layer's keyframe offsets (over its own `own` ms) placed on the slide's timeline of `total`
 * ms, so every layer's animation spans the same scroll range: a layer that ends early holds its
 * end state for the rest.
 */
export function onSlideTimeline(offsets: readonly number[], own: number, total: number): number[] {
  const share = total > 0 ? Math.min(1, own / total) : 1;
  return offsets.map((o) => Math.round(o * share * 10000) / 10000);
}
