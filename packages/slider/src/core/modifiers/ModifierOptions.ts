import { DEFAULTS } from '../Defaults.js';
import type { Layer } from '../model/LayerSchema.js';
import type { ModuleSettings } from '../model/ModuleSchema.js';

/**
 * The module's `mod` settings (spec 3.1) and a layer's `mod` (3.3) as what the parallax and
 * tilt math needs. The spec names the fields; what each does is read from the engine's editor:
 *
 * - `use` switches the modifiers on; `mouse` and `scroll` (the editor's "On Mouse" / "On
 *   Scroll") pick the inputs, and without them `t` does: "mouse", "scroll", "mousescroll", or
 *   "mousedrag" (the pointer counts only while a button or a finger is down);
 * - `dir`: "same" moves layers with the pointer (and tilts the side under it away), "opposite"
 *   against it; `sm` and `om` multiply the horizontal and the vertical movement (default 1);
 * - `d3`: 3D mode (tilt), `d3d` the depth between the layers and the background behind them
 *   (default 65 px), `d3z` the editor's "crop fix (z)" (px the background is brought forward
 *   again, a zoom on top of the scale that always fills the frame; default 0), `d3s` the
 *   follow time in seconds and `d3e` its ease;
 * - `dOM`: off on mobile devices.
 *
 * The spec gives no follow time: without `d3s` a movement eases over 400 ms ("power3.out"),
 * the older engine's default speed.
 */
export type ModifierTrigger = 'mouse' | 'scroll' | 'mousescroll' | 'mousedrag';

export interface ModifierOptions {
  use: boolean;
  mouse: boolean;
  /** "mousedrag": the pointer counts only while pressed. */
  drag: boolean;
  scroll: boolean;
  d3: boolean;
  /** `d3d`: how far the tilted background stands behind the layers, px. */
  depth: number;
  /** `d3z`: how far the background is brought forward in 3D, px. */
  cropZ: number;
  /** Follow time, ms. */
  follow: number;
  ease: string;
  /** `dir`: 1 "same", -1 "opposite". */
  sign: 1 | -1;
  /** `sm` / `om`: horizontal and vertical multipliers. */
  multiplyX: number;
  multiplyY: number;
  disableOnMobile: boolean;
}

/** Without `d3s`: the follow time of a pointer or scroll movement, ms (not in the spec). */
export const DEFAULT_FOLLOW = 400;
export const DEFAULT_EASE = 'power3.out';

type ModSettings = ModuleSettings['mod'] & { mouse?: unknown; scroll?: unknown };

export function modifierOptions(mod: ModSettings): ModifierOptions {
  const t = mod.t as string;
  const mouse = flag(mod.mouse) ?? (t === 'mouse' || t === 'mousescroll' || t === 'mousedrag');
  const scroll = flag(mod.scroll) ?? (t === 'scroll' || t === 'mousescroll');
  const depth = num(mod.d3d);
  return {
    use: mod.use,
    mouse,
    drag: t === 'mousedrag',
    scroll,
    d3: mod.d3,
    depth: depth !== undefined && depth >= 0 ? depth : DEFAULTS.depth3d,
    cropZ: Math.max(0, num(mod.d3z) ?? 0),
    follow: followTime(mod.d3s),
    ease: typeof mod.d3e === 'string' && mod.d3e.trim() !== '' ? mod.d3e.trim() : DEFAULT_EASE,
    sign: mod.dir === 'opposite' ? -1 : 1,
    multiplyX: positive(mod.sm) ?? 1,
    multiplyY: positive(mod.om) ?? 1,
    disableOnMobile: mod.dOM,
  };
}

/**
 * `d3s` is seconds in the editor (0.1–20); a value above 20 can only be milliseconds. Absent
 * or unreadable: 400 ms.
 */
export function followTime(raw: unknown): number {
  const n = num(raw);
  if (n === undefined || n < 0) return DEFAULT_FOLLOW;
  return n > 20 ? n : n * 1000;
}

/** Whether the modifiers run at all: not under reduced motion, not on mobile with `dOM`. */
export function modifiersActive(
  options: Pick<ModifierOptions, 'disableOnMobile'>,
  env: { mobile: boolean; reducedMotion: boolean },
): boolean {
  return !env.reducedMotion && !(options.disableOnMobile && env.mobile);
}

/**
 * A layer's (or the slide background layer's) strengths: `mod.mouse` and `mod.scroll` are
 * numbers, the px a layer moves per 100 px of pointer or scroll offset (per 200 px in 3D
 * mode for the pointer). 0 or unreadable: the layer does not move for that input.
 */
export interface LayerStrengths {
  mouse: number;
  scroll: number;
}

export function layerStrengths(layer: Pick<Layer, 'mod'>): LayerStrengths | null {
  const mouse = num(layer.mod?.mouse) ?? 0;
  const scroll = num(layer.mod?.scroll) ?? 0;
  return mouse === 0 && scroll === 0 ? null : { mouse, scroll };
}

function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(-?(?:\d+\.?\d*|\.\d+))\s*(px|s|ms)?\s*$/.exec(value);
  return m ? Number(m[1]) : undefined;
}

function positive(value: unknown): number | undefined {
  const n = num(value);
  return n !== undefined && n > 0 ? n : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 'on' || value === 1) return true;
  if (value === false || value === 'false' || value === 'off' || value === 0) return false;
  return undefined;
}
