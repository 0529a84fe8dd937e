import type { SlideTransform } from '../../core/carousel/index.js';
import {
  type CarouselTrack,
  carouselAlign,
  carouselTrack,
  type EffectSettings,
  effectSettings,
  justifiedSizes,
  offsetOf,
} from '../../core/carousel/index.js';
import type { CarouselSettings } from '../../core/model/ModuleSchema.js';
import { type GridScale, scaledPx } from '../layout/units.js';
import { type LayoutCss, type Placement, transformCss } from './slideStyle.js';

/**
 * How big the carousel's slides are, and the track they sit on (spec 3.1 `carousel`):
 *
 * - horizontal: a slide is the layout grid's width (never wider than the frame), the frame's
 *   height; `stretch` makes it the frame's width;
 * - vertical: the visible slides share the frame's height, each as wide as the grid's
 *   proportions (of the largest level) allow at that height (`stretch`: the frame's width),
 *   centred across;
 * - `justify`: each slide as long as its background picture's proportions make it at that
 *   height (width for vertical carousels), capped at the frame with `jMWidth`; a slide whose
 *   picture has not loaded yet counts as a plain slide.
 *
 * The server lays slides out with the same rules in CSS (`layoutCss`); the browser measures the
 * first slide it drew (`SlideSize`) so both always agree.
 */
export interface FrameSize {
  width: number;
  height: number;
}

/** A plain slide's size as the browser laid it out. */
export interface SlideSize {
  along: number;
  across: number;
}

export interface CarouselGeometry {
  axis: 'h' | 'v';
  track: CarouselTrack;
  effects: EffectSettings;
  /** Each slide's size across the axis, and the frame's. */
  across: number;
  frameAcross: number;
}

export function carouselGeometry(
  c: CarouselSettings,
  count: number,
  frame: FrameSize,
  slide: SlideSize,
  /** A slide's picture's width / height, when known (justified carousels). */
  aspect: (index: number) => number | undefined,
): CarouselGeometry {
  const axis = c.type;
  const wrap = axis === 'h' ? frame.width : frame.height;
  const plain = new Array<number>(count).fill(slide.along);
  const sizes = c.justify
    ? justifiedSizes(
        plain.map((size, i) => {
          const a = aspect(i);
          if (!a || !Number.isFinite(a) || a <= 0) return size;
          return axis === 'h' ? slide.across * a : slide.across / a;
        }),
        wrap,
        c.jMWidth,
      )
    : plain;
  return {
    axis,
    track: carouselTrack({
      wrap,
      sizes,
      space: c.space,
      align: carouselAlign(c),
      infinity: c.infinity,
    }),
    effects: effectSettings(c, { size: slide.along, count }),
    across: slide.across,
    frameAcross: axis === 'h' ? frame.height : frame.width,
  };
}

/** Where slide `index` sits at track `position`, with its effect. */
export function placementOf(
  g: CarouselGeometry,
  index: number,
  position: number,
  fx: SlideTransform,
): Placement {
  return {
    along: offsetOf(g.track, index, position) + fx.shift,
    across: (g.frameAcross - g.across) / 2,
  };
}

export function slideCss(g: CarouselGeometry, index: number, position: number, fx: SlideTransform) {
  return transformCss(g.axis, placementOf(g, index, position, fx), fx);
}

/**
 * The layout in CSS, for the render before anything is measured: the frame's size along the
 * axis, a plain slide's size along and across it (see above), per level via `levelCss`.
 */
export function layoutCss(
  c: CarouselSettings,
  grid: GridScale,
  frameHeight: string,
  visible: number,
): LayoutCss & { along: string; across: string } {
  const align = carouselAlign(c);
  if (c.type === 'h') {
    // A slide is the grid's width, scaled as the grid is (with the window's height too for a
    // full-height carousel, as the original's content frame).
    const size = c.stretch ? '100cqw' : scaledPx(grid.widths, true, grid);
    return {
      wrap: '100cqw',
      size,
      along: size,
      across: '100%',
      acrossGap: '0px',
      space: c.space,
      align,
    };
  }
  const size = `((${frameHeight} - ${(visible - 1) * c.space}px) / ${visible})`;
  // The grid's proportions at the largest level: one ratio, so the CSS is the same everywhere.
  const ratio = Math.round((grid.widths[0] / Math.max(1, grid.heights[0])) * 10000) / 10000;
  const across = c.stretch ? '100cqw' : `min(100cqw, ${size} * ${ratio})`;
  return {
    wrap: frameHeight,
    size,
    along: `calc${size}`,
    across,
    acrossGap: `(100cqw - ${across})`,
    space: c.space,
    align,
  };
}
