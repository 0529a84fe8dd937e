import { DEFAULTS } from '../Defaults.js';
import { sideCount } from './VisibleCount.js';

/**
 * How a carousel slide looks at a distance of `slot` slides from the focused one (0 focused,
 * ±1 its neighbours, fractions while dragging): scale (`minS`), rotation (`maxR`), opacity
 * (`maxO`), 2D/3D spin (`spinA`), skew, and z-index 100 − 5 per position (spec 9.6).
 *
 * The effects grow with the distance: "varied" (`vScale`, `varR`, `varO`) they reach their full
 * value at the outermost visible slide; otherwise at the first neighbour, so every slide but
 * the focused one shows the full effect. With `opacity`, slides beyond the visible ones fade
 * out over one slot; `oScale` moves scaled slides closer so the gaps between them stay `space`.
 */
export interface EffectSettings {
  /** "h" horizontal, "v" vertical. */
  type: 'h' | 'v';
  /** Slides shown at once (see `visibleCount`). */
  visible: number;
  /** Every slide's size along the axis, and the space between slides, px. */
  size: number;
  space: number;
  /** Slides in the carousel (the ring of a spin without `spinA`). */
  count: number;
  scale: boolean;
  /** The smallest scale, percent. */
  minS: number;
  vScale: boolean;
  oScale: boolean;
  rotation: boolean;
  /** The largest rotation, degrees. */
  maxR: number;
  varR: boolean;
  opacity: boolean;
  /** The opacity of the slides beside the focused one, percent. */
  maxO: number;
  varO: boolean;
  spin: 'off' | '2d' | '3d';
  /** Degrees between two slides on the spin's circle; 0: a full circle of all slides. */
  spinA: number;
  skewX: number;
  skewY: number;
}

export interface SlideTransform {
  /** Added to the slide's place along the axis (spin and `oScale`), px. */
  shift: number;
  /** Across the axis (2D spin), px. */
  cross: number;
  /** Towards the viewer (3D spin; negative is away), px. */
  z: number;
  rotateX: number;
  rotateY: number;
  rotateZ: number;
  scale: number;
  opacity: number;
  skewX: number;
  skewY: number;
  zIndex: number;
  /** Whether the slide is shown at all (the renderer keeps the others out of the DOM). */
  visible: boolean;
}

const RAD = Math.PI / 180;

/** The z-index of a slide `slot` positions from the focused one: 100 − 5 per position. */
export function zIndexAt(slot: number): number {
  const { zIndexBase, zIndexStep } = DEFAULTS.carousel;
  return zIndexBase - zIndexStep * Math.round(Math.abs(slot));
}

/** How far along its effect a slide is: 0 focused, 1 full. */
function reach(distance: number, vary: boolean, side: number): number {
  return Math.min(1, vary ? distance / side : distance);
}

/** The angle between slides on a spin's circle, degrees. */
export function spinAngle(s: Pick<EffectSettings, 'spinA' | 'count'>): number {
  if (s.spinA > 0 && s.spinA < 360) return s.spinA;
  return 360 / Math.max(3, s.count);
}

/**
 * A slide `slot` positions from the focused one. `velocity`: how fast the track moves, px per
 * frame (60 Hz): the skew follows it as the original's does (`skewX` × speed / 100, at most
 * the full skew), so a carousel at rest is never skewed.
 */
export function slideTransform(slot: number, s: EffectSettings, velocity = 0): SlideTransform {
  const lean = Math.max(-1, Math.min(1, velocity / 100));
  const distance = Math.abs(slot);
  const side = sideCount(s.visible);
  const sign = Math.sign(slot);
  const step = s.size + s.space;
  const scale = s.scale ? 1 - (1 - clampPercent(s.minS)) * reach(distance, s.vScale, side) : 1;
  let opacity = s.opacity ? 1 - (1 - clampPercent(s.maxO)) * reach(distance, s.varO, side) : 1;
  // Past the visible slides: gone, fading over one slot when opacity is on.
  const beyond = distance - side;
  if (beyond > 0)
    opacity = s.opacity ? opacity * Math.max(0, 1 - beyond) : beyond < 1 ? opacity : 0;
  const angle = s.rotation ? s.maxR * reach(distance, s.varR, side) * sign : 0;
  const out: SlideTransform = {
    shift: 0,
    cross: 0,
    z: 0,
    rotateX: s.type === 'v' ? angle : 0,
    // Slides after the focused one turn towards it.
    rotateY: s.type === 'h' ? -angle : 0,
    rotateZ: 0,
    scale,
    opacity,
    skewX: s.skewX * lean,
    skewY: s.skewY * lean,
    zIndex: zIndexAt(slot),
    visible: beyond < 1,
  };
  if (s.spin !== 'off') spin(out, slot, step, s);
  else if (s.oScale && s.scale) out.shift = scaledOffset(slot, s, side) - slot * step;
  if (out.opacity <= 0) out.visible = false;
  return out;
}

/** Slides on a circle: a wheel in the plane (2D) or a cylinder seen from outside (3D). */
function spin(out: SlideTransform, slot: number, step: number, s: EffectSettings): void {
  const a = spinAngle(s);
  const theta = slot * a;
  const vertical = s.type === 'v';
  if (s.spin === '2d') {
    const radius = step / (2 * Math.sin((a / 2) * RAD));
    out.shift = radius * Math.sin(theta * RAD) - slot * step;
    out.cross = radius * (1 - Math.cos(theta * RAD));
    out.rotateZ = vertical ? -theta : theta;
  } else {
    const radius = step / 2 / Math.tan((a / 2) * RAD);
    out.shift = radius * Math.sin(theta * RAD) - slot * step;
    out.z = radius * Math.cos(theta * RAD) - radius;
    if (vertical) out.rotateX = -theta;
    else out.rotateY = theta;
    // The back of the cylinder is not shown.
    if (Math.abs(theta) > 90) out.visible = false;
  }
}

/**
 * Where a slide sits when the scaled slides close up (`oScale`): each gap is half of one
 * slide, the space, and half of the next, at their scales.
 */
function scaledOffset(slot: number, s: EffectSettings, side: number): number {
  const distance = Math.abs(slot);
  const scaleAt = (d: number) => 1 - (1 - clampPercent(s.minS)) * reach(d, s.vScale, side);
  const gap = (d: number) => (s.size * scaleAt(d)) / 2 + s.space + (s.size * scaleAt(d + 1)) / 2;
  let offset = 0;
  const whole = Math.floor(distance);
  for (let d = 0; d < whole; d++) offset += gap(d);
  offset += (distance - whole) * gap(whole);
  return Math.sign(slot) * offset;
}

function clampPercent(value: number): number {
  return Math.min(1, Math.max(0, value / 100));
}
