import { DEFAULTS } from '../Defaults.js';
import type { CarouselSettings } from '../model/ModuleSchema.js';
import { alignOf, type CarouselAlign } from './CarouselLayout.js';
import type { EffectSettings } from './SlideEffects.js';
import { visibleCount } from './VisibleCount.js';

/**
 * The carousel's settings (spec 3.1 `carousel`, as the model parsed them) turned into what the
 * layout, the effects and the drag model need, once the renderer knows the slide count and
 * the measured sizes.
 */

/**
 * How long a slide change animates: `dur` (default 800 ms), never longer than the slide shows
 * (spec 9.1: "capped at the slide length").
 */
export function carouselDuration(dur: number | undefined, slideLength: number): number {
  const wanted =
    dur !== undefined && Number.isFinite(dur) && dur >= 0 ? dur : DEFAULTS.carouselDuration;
  return slideLength > 0 ? Math.min(wanted, slideLength) : wanted;
}

export function effectSettings(
  c: CarouselSettings,
  geometry: { size: number; count: number },
): EffectSettings {
  return {
    type: c.type,
    visible: visibleCount({
      maxV: c.maxV,
      slideCount: geometry.count,
      justify: c.justify,
      spin: c.spin,
    }),
    size: geometry.size,
    space: c.space,
    count: geometry.count,
    scale: c.scale,
    minS: c.minS,
    vScale: c.vScale,
    oScale: c.oScale,
    rotation: c.rotation,
    maxR: c.maxR,
    varR: c.varR,
    opacity: c.opacity,
    maxO: c.maxO,
    varO: c.varO,
    spin: c.spin,
    spinA: c.spinA,
    skewX: c.skewX,
    skewY: c.skewY,
  };
}

export function carouselAlign(c: Pick<CarouselSettings, 'align'>): CarouselAlign {
  return alignOf(c.align);
}

/** The 3D spin is seen through the wrap's perspective (spec 9.4: 1200). */
export function wrapPerspective(c: Pick<CarouselSettings, 'spin'>): number | undefined {
  return c.spin === '3d' ? DEFAULTS.carouselPerspective : undefined;
}
