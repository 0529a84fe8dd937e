import type { Level } from '../Levels.js';
import type { Layer, LayerFrame } from '../model/LayerSchema.js';
import type { ModuleSettings } from '../model/ModuleSchema.js';
import type { Slide } from '../model/ParseModule.js';

/**
 * The scroll-based timeline (spec 3.1 `sbt`): the layers' entrance timelines follow the page's
 * scroll instead of the clock. The spec names the fields; this is what each does here (the
 * editor's labels in quotes):
 *
 * - `a` ("vertical align"): the stretch of scrolling the timeline spans, from the moment the
 *   module's top enters at the bottom of the viewport until its top reaches the viewport's top
 *   ("top", the default), its bottom reaches the viewport's bottom ("bottom": the module is
 *   fully in view), or it has left at the top ("travel");
 * - `f` ("hold module in view") with `fEnd` ("hold until", ms): the module stays pinned at the
 *   viewport's top ("top") or bottom ("bottom") while the first `fEnd` ms of the timeline play,
 *   one pixel of scrolling per millisecond, then scrolls on while the rest plays at the same
 *   pace ("travel" pins nothing and plays the whole timeline at that pace from its entry).
 *   Without `fEnd` the whole timeline plays pinned;
 * - `s` ("timeline animation speed", ms): the timeline catches up with the scroll over `s` ms
 *   instead of jumping to it (0, the default: it follows the scroll exactly);
 * - `nL` ("traditional", default true): every layer follows the scroll; false ("advanced"):
 *   only layers marked `sbt: true`, the others enter on the clock as usual.
 *
 * The pure parts (options, the time for a measured position, the equivalent CSS ranges) are
 * here; the renderer measures and writes.
 */
export type SbtAlign = 'top' | 'bottom' | 'travel';

export interface SbtOptions {
  use: boolean;
  align: SbtAlign;
  hold: boolean;
  /** `fEnd`, ms; 0 when not given. */
  holdUntil: number;
  /** `s`, ms. */
  smoothing: number;
  /** `nL`. */
  allLayers: boolean;
}

export function sbtOptions(sbt: ModuleSettings['sbt']): SbtOptions {
  return {
    use: sbt.use,
    align: sbt.a,
    hold: flag(sbt.f) ?? false,
    holdUntil: Math.max(0, num(sbt.fEnd) ?? 0),
    smoothing: Math.max(0, num(sbt.s) ?? 0),
    allLayers: flag(sbt.nL) ?? true,
  };
}

/** The spec's viewport offset: -200 px with a scroll-based timeline (9.2), else `vPort`. */
export const SBT_VIEWPORT_OFFSET = 200;

/**
 * How far outside the viewport the module counts as in view, px: its `vPort`, or 200 px with
 * a scroll-based timeline, whose layers must be ready before the module's top enters.
 */
export function viewportMargin(
  settings: Pick<ModuleSettings, 'vPort' | 'sbt'>,
  level: Level,
): number {
  return settings.sbt.use ? SBT_VIEWPORT_OFFSET : settings.vPort[level];
}

/** Whether a layer's entrance follows the scroll. */
export function followsScroll(layer: Layer, options: Pick<SbtOptions, 'allLayers'>): boolean {
  if (options.allLayers) return true;
  const own = (layer as Layer & { sbt?: unknown }).sbt;
  return flag(own) === true || flag((own as { use?: unknown } | undefined)?.use) === true;
}

/** An entrance timeline's length, ms: where its last moving frame ends (the first is the start state). */
export function entranceLength(frames: readonly LayerFrame[] | undefined): number {
  if (!frames || frames.length < 2) return 0;
  const sorted = [...frames].sort((a, b) => a.t - b.t);
  return Math.max(0, ...sorted.slice(1).map((f) => f.t + Math.max(0, f.d)));
}

/** A slide's scroll-driven timeline length: its longest layer entrance (content or clip). */
export function slideTimelineLength(slide: Slide, options: Pick<SbtOptions, 'allLayers'>): number {
  let longest = 0;
  for (const layer of slide.layers) {
    if (!followsScroll(layer, options)) continue;
    const tl = layer.tl.in;
    const clip = (tl?.clip as { all?: LayerFrame[] } | undefined)?.all;
    longest = Math.max(longest, entranceLength(tl?.content?.all), entranceLength(clip));
  }
  return longest;
}

/** The module held in view: where it is pinned and the extra scrolling that holds it, px. */
export interface HoldLayout {
  align: 'top' | 'bottom';
  spacer: number;
}

export function holdLayout(options: SbtOptions, length: number): HoldLayout | null {
  if (!options.use || !options.hold || options.align === 'travel') return null;
  const spacer = Math.round(options.holdUntil > 0 ? options.holdUntil : length);
  return spacer > 0 ? { align: options.align, spacer } : null;
}

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

function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(-?(?:\d+\.?\d*|\.\d+))\s*(ms)?\s*$/.exec(value);
  return m ? Number(m[1]) : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 'on' || value === 1) return true;
  if (value === false || value === 'false' || value === 'off' || value === 0) return false;
  return undefined;
}
