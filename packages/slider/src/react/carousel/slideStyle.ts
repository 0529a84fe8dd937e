import {
  type CarouselAlign,
  type EffectSettings,
  type SlideTransform,
  slideTransform,
} from '../../core/carousel/index.js';

/**
 * A carousel slide's transform as CSS: one function list for every slide and every frame
 * (translate3d, rotateX/Y/Z, scale, skew), so the Web Animations API interpolates it function
 * by function and the compositor runs it. Slides are placed from the frame's top left corner:
 * the align point, the distance from the focused slide and the effect's shift along the axis,
 * centred across it.
 */
export const ALIGN_FACTOR: Record<CarouselAlign, number> = { start: 0, center: 0.5, end: 1 };

export interface Placement {
  /** The slide's start along the axis, px from the frame's start. */
  along: number;
  /** Across the axis, px from the frame's edge. */
  across: number;
}

export function transformCss(axis: 'h' | 'v', at: Placement, fx: SlideTransform): string {
  const x = axis === 'h' ? at.along : at.across + fx.cross;
  const y = axis === 'h' ? at.across + fx.cross : at.along;
  return transformOf(`${px(x)}px`, `${px(y)}px`, `${px(fx.z)}px`, fx);
}

function transformOf(x: string, y: string, z: string, fx: SlideTransform): string {
  return (
    `translate3d(${x}, ${y}, ${z}) rotateX(${deg(fx.rotateX)}deg) rotateY(${deg(fx.rotateY)}deg) ` +
    `rotateZ(${deg(fx.rotateZ)}deg) scale(${num(fx.scale)}) skew(${deg(fx.skewX)}deg, ${deg(fx.skewY)}deg)`
  );
}

/** CSS expressions of the layout before anything is measured (the server's render). */
export interface LayoutCss {
  /** The frame's size along the axis. */
  wrap: string;
  /** Each slide's size along the axis. */
  size: string;
  /** The space left across the axis (frame − slide), split evenly on both sides. */
  acrossGap: string;
  space: number;
  align: CarouselAlign;
}

/**
 * A slide at rest `slot` positions from the focused one, as CSS that the browser resolves at
 * any width: every distance of the layout is linear in the slide size and the space between
 * slides (spins and `oScale` included), so the effect is computed once for a unit size and
 * once for a unit space and written as `calc(a × size + b × space)`. The browser's first paint
 * is then the carousel as the script will draw it: nothing moves on hydration.
 */
export function restTransformCss(
  slot: number,
  effects: EffectSettings,
  css: LayoutCss,
  axis: 'h' | 'v',
) {
  const bySize = slideTransform(slot, { ...effects, size: 1, space: 0 });
  const bySpace = slideTransform(slot, { ...effects, size: 0, space: 1 });
  const f = ALIGN_FACTOR[css.align];
  const along = `calc(${f} * ${css.wrap} + ${num(slot - f + bySize.shift)} * ${css.size} + ${px((slot + bySpace.shift) * css.space)}px)`;
  const across = `calc(${css.acrossGap} / 2 + ${num(bySize.cross)} * ${css.size} + ${px(bySpace.cross * css.space)}px)`;
  const z = `calc(${num(bySize.z)} * ${css.size} + ${px(bySpace.z * css.space)}px)`;
  const transform =
    axis === 'h' ? transformOf(along, across, z, bySize) : transformOf(across, along, z, bySize);
  return { transform, fx: bySize };
}

const px = (n: number) => Math.round(n * 100) / 100;
const deg = (n: number) => Math.round(n * 1000) / 1000;
const num = (n: number) => Math.round(n * 10000) / 10000;
