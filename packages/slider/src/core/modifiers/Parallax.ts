import { DEFAULTS } from '../Defaults.js';
import type { ModifierOptions } from './ModifierOptions.js';

/**
 * Mouse, touch and scroll parallax and the 3D tilt as numbers (spec 9.4). The renderer
 * measures (the module's box, the pointer, the viewport) and writes the transforms; all of the
 * arithmetic is here.
 *
 * - A layer moves by the pointer's offset from the module's centre times its strength over
 *   100 (over 200 in 3D mode), and by the module's offset from the viewport's centre times its
 *   scroll strength over 100.
 * - In 2D a slide background with a strength moves like a layer (over 100) and is scaled up
 *   just enough that its edges never show.
 * - In 3D the slide's background and layer grid tilt together, seen through the slide's
 *   1600 px perspective: `offset.x / 155` degrees about the vertical axis and `offset.y / 80`
 *   about the horizontal one (the spec's background divisors). The background stands `d3d` px
 *   behind the layers (the layers stay where the design put them) and is scaled just enough
 *   to fill the frame whatever the tilt.
 */
export interface Offset {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const ZERO: Offset = { x: 0, y: 0 };

/** The pointer's offset from the centre of the module's box, px. */
export function pointerOffset(box: Box, clientX: number, clientY: number): Offset {
  return { x: clientX - (box.left + box.width / 2), y: clientY - (box.top + box.height / 2) };
}

/** How far the module's centre is below the viewport's centre, px (negative: above). */
export function scrollOffset(box: Pick<Box, 'top' | 'height'>, viewportHeight: number): number {
  return box.top + box.height / 2 - viewportHeight / 2;
}

function pointerDivisor(options: Pick<ModifierOptions, 'd3'>): number {
  return options.d3 ? DEFAULTS.mouseDivisor3dLayer : DEFAULTS.mouseDivisor;
}

/** A layer's movement for a pointer offset and a scroll offset. */
export function layerShift(
  pointer: Offset,
  scroll: number,
  strength: { mouse: number; scroll: number },
  options: Pick<ModifierOptions, 'd3' | 'sign' | 'multiplyX' | 'multiplyY'>,
): Offset {
  const p = (strength.mouse / pointerDivisor(options)) * options.sign;
  const s = (strength.scroll / DEFAULTS.mouseDivisor) * options.sign;
  return {
    x: round(pointer.x * p * options.multiplyX),
    y: round(pointer.y * p * options.multiplyY + scroll * s),
  };
}

/** A 2D slide background's movement: like a layer's, always over 100. */
export function backgroundShift(
  pointer: Offset,
  scroll: number,
  strength: { mouse: number; scroll: number },
  options: Pick<ModifierOptions, 'sign' | 'multiplyX' | 'multiplyY'>,
): Offset {
  return layerShift(pointer, scroll, strength, { ...options, d3: false });
}

/**
 * The scale a background moved by at most `reach` needs so its edges stay outside the box:
 * moving by r on an axis of length L uncovers r on one side, so it must grow by 2r / L.
 */
export function coverScale(reach: Offset, size: Pick<Box, 'width' | 'height'>): number {
  const sx = size.width > 0 ? (2 * Math.abs(reach.x)) / size.width : 0;
  const sy = size.height > 0 ? (2 * Math.abs(reach.y)) / size.height : 0;
  return round(1 + Math.max(sx, sy));
}

/**
 * The farthest a background with `strength` moves inside a box of `size` seen in a viewport of
 * `viewportHeight`: the pointer reaches half the box, the scroll offset half the box plus half
 * the viewport.
 */
export function backgroundReach(
  strength: { mouse: number; scroll: number },
  size: Pick<Box, 'width' | 'height'>,
  viewportHeight: number,
  options: Pick<ModifierOptions, 'mouse' | 'scroll' | 'multiplyX' | 'multiplyY'>,
): Offset {
  const pointer = options.mouse ? { x: size.width / 2, y: size.height / 2 } : ZERO;
  const scroll = options.scroll ? (size.height + viewportHeight) / 2 : 0;
  const m = Math.abs(strength.mouse) / DEFAULTS.mouseDivisor;
  const s = Math.abs(strength.scroll) / DEFAULTS.mouseDivisor;
  return {
    x: pointer.x * m * options.multiplyX,
    y: pointer.y * m * options.multiplyY + scroll * s,
  };
}

/** The 3D tilt for a pointer offset, degrees: `rY` about the vertical axis, `rX` the other. */
export function tilt(
  pointer: Offset,
  options: Pick<ModifierOptions, 'sign'>,
): { rX: number; rY: number } {
  const { x, y } = DEFAULTS.mouseDivisor3dBg;
  // "same": the side under the pointer goes away from the reader, as if pressed.
  return {
    rX: round((-pointer.y / y) * options.sign),
    rY: round((pointer.x / x) * options.sign),
  };
}

/** The transform of a layer's content: its movement (3D keeps it on the compositor). */
export function layerTransform(shift: Offset): string {
  return `translate3d(${shift.x}px, ${shift.y}px, 0px)`;
}

/** The transform of a 2D background. */
export function backgroundTransform(shift: Offset, scale: number): string {
  return `translate3d(${shift.x}px, ${shift.y}px, 0px) scale(${scale})`;
}

/** The tilt of a 3D slide's layer grid, and of its background `z` px along its depth. */
export function tiltTransform(angles: { rX: number; rY: number }, z = 0, scale = 1): string {
  const tilted = `rotateX(${angles.rX}deg) rotateY(${angles.rY}deg) translateZ(${z}px)`;
  return scale === 1 ? tilted : `${tilted} scale(${scale})`;
}

/**
 * The smallest scale at which a background `depth` px behind the layer plane, tilted by
 * `angles` about the slide's centre and seen through `perspective`, still fills the frame:
 * each corner of the scaled, tilted, projected background must lie beyond the frame's corner
 * on its side (then the edges between them do too). Without a tilt this is
 * (perspective + depth) / perspective, what undoes the shrinking of distance.
 */
export function tiltCoverScale(
  angles: { rX: number; rY: number },
  size: Pick<Box, 'width' | 'height'>,
  depth: number,
  perspective: number,
): number {
  const hw = size.width / 2;
  const hh = size.height / 2;
  if (!(hw > 0 && hh > 0)) return 1;
  const a = (angles.rX * Math.PI) / 180;
  const b = (angles.rY * Math.PI) / 180;
  const covers = (s: number) =>
    [-1, 1].every((sx) =>
      [-1, 1].every((sy) => {
        // rotateX(a) · rotateY(b) · translateZ(-depth) · scale(s), applied to the corner.
        const x0 = sx * hw * s;
        const y0 = sy * hh * s;
        const z0 = -depth;
        const x1 = x0 * Math.cos(b) + z0 * Math.sin(b);
        const z1 = -x0 * Math.sin(b) + z0 * Math.cos(b);
        const y2 = y0 * Math.cos(a) - z1 * Math.sin(a);
        const z2 = y0 * Math.sin(a) + z1 * Math.cos(a);
        if (z2 >= perspective) return true;
        const k = perspective / (perspective - z2);
        return sx * x1 * k >= hw && sy * y2 * k >= hh;
      }),
    );
  if (covers(1)) return 1;
  let low = 1;
  let high = 4;
  if (!covers(high)) return high;
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (covers(mid)) high = mid;
    else low = mid;
  }
  return Math.ceil(high * 1000) / 1000;
}

/** Two decimals, and never -0 (which reads badly in a transform and in a test). */
function round(n: number): number {
  return Math.round(n * 100) / 100 || 0;
}
