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
 *   Without `fEnd` there is nothing to hold until: the module is not pinned;
 * - `s` ("timeline animation speed", ms): the timeline catches up with the scroll over `s` ms
 *   instead of jumping to it (0, the default: it follows the scroll exactly);
 * - `nL` ("traditional", default true): every layer follows the scroll; false ("advanced"):
 *   only layers marked `sbt: true`, the others enter on the clock as usual.
 *
 * The options are here, the geometry in `ScrollTimeline.ts`, and what the renderer lays out
 * before the sbt part loads (the hold's runway, the viewport offset) in `SbtLayout.ts`.
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
