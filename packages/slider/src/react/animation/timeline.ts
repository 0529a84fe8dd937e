import type { Level } from '../../core/Levels.js';
import type { LayerFrame } from '../../core/model/LayerSchema.js';
import { pxOf } from '../layout/levelCss.js';
import { numberOf } from '../util/values.js';
import { cssEase } from './eases.js';

/**
 * Layer timelines (`tl.in` / `tl.out`) as Web Animations keyframes on transform and opacity,
 * which the compositor runs, and clip-path for reveals. A timeline is a list of frames; each
 * frame starts at `t` ms and runs `d` ms towards its values with its ease. In an "in"
 * timeline the first frame is the starting state (the layer waits there until the next frame
 * starts) and the last frame's values are the layer's resting place; "inherit" and missing
 * values keep the resting value (no offset, full opacity, scale 1, no rotation).
 */
export interface TimelineAnimation {
  keyframes: Keyframe[];
  duration: number;
}

interface State {
  x: string;
  y: string;
  o: number;
  sX: number;
  sY: number;
  rX: number;
  rY: number;
  rZ: number;
  skX: number;
  skY: number;
}

const REST: State = { x: '0px', y: '0px', o: 1, sX: 1, sY: 1, rX: 0, rY: 0, rZ: 0, skX: 0, skY: 0 };

/**
 * In the original runtime's order (its animation library's): translate, rotate Z, Y, X, skew,
 * then scale; a layer turned on three axes and narrowed covers the same box as there
 * (elias-hero's tilted video frames).
 */
export function transformOf(s: State): string {
  const parts = [`translate(${s.x}, ${s.y})`];
  if (s.rZ) parts.push(`rotate(${s.rZ}deg)`);
  if (s.rY) parts.push(`rotateY(${s.rY}deg)`);
  if (s.rX) parts.push(`rotateX(${s.rX}deg)`);
  if (s.skX || s.skY) parts.push(`skew(${s.skX}deg, ${s.skY}deg)`);
  if (s.sX !== 1 || s.sY !== 1) parts.push(`scale(${s.sX}, ${s.sY})`);
  return parts.join(' ');
}

function apply(prev: State, frame: LayerFrame, level: Level, scale: number): State {
  const next = { ...prev };
  const x = offset(frame.x?.[level], scale);
  const y = offset(frame.y?.[level], scale);
  if (x !== undefined) next.x = x;
  if (y !== undefined) next.y = y;
  const num = (v: unknown) => (v === undefined || v === 'inherit' ? undefined : numberOf(v));
  const raw = frame as LayerFrame & Record<string, unknown>;
  const o = num(raw.o);
  if (o !== undefined) next.o = Math.min(1, Math.max(0, o));
  if (frame.sX !== undefined) next.sX = frame.sX;
  if (frame.sY !== undefined) next.sY = frame.sY;
  for (const k of ['rX', 'rY', 'rZ', 'skX', 'skY'] as const) {
    const v = num(raw[k]);
    if (v !== undefined) next[k] = v;
  }
  return next;
}

/**
 * The look an entrance leaves a layer in: the transform and opacity its "in" frames end at
 * (a coin the editor tilted 20° at 40 % of its size rests so), as the layer's own style, in the
 * server's HTML too, so the entrance ends where the layer already is. Offsets at rest are
 * relative (%) ones only: a px offset at rest would need the grid's scale, and the editor saves
 * a last frame at 0.
 */
export function restingLook(
  frames: readonly LayerFrame[] | undefined,
  level: Level,
): { transform?: string; opacity?: number } {
  if (!frames || frames.length < 2) return {};
  // From the rest, not from the first frame (the starting state): what the frames after it
  // leave out stays at rest.
  let state = REST;
  for (const frame of [...frames].sort((a, b) => a.t - b.t).slice(1))
    state = apply(state, frame, level, 0);
  const look: { transform?: string; opacity?: number } = {};
  const transform = transformOf(state).replace('translate(0px, 0px)', '').trim();
  if (transform) look.transform = transform;
  if (state.o < 1) look.opacity = state.o;
  return look;
}

/** An x/y value: "inherit" keeps the rest, px follow the grid's scale, % stay relative. */
function offset(value: string | undefined, scale: number): string | undefined {
  if (value === undefined) return undefined;
  if (value === 'inherit' || value === 'auto') return '0px';
  const px = pxOf(value);
  if (px !== null) return `${round(px * scale)}px`;
  return /^-?[\d.]+(%|vw|vh|em|rem)$/.test(value) ? value : '0px';
}

function keyframe(s: State, offsetAt: number, easing?: string): Keyframe {
  const k: Keyframe = { offset: offsetAt, transform: transformOf(s), opacity: s.o };
  if (easing) k.easing = easing;
  return k;
}

export function layerTimeline(
  frames: readonly LayerFrame[] | undefined,
  direction: 'in' | 'out',
  level: Level,
  scale: number,
): TimelineAnimation | null {
  if (!frames || frames.length === 0) return null;
  const sorted = [...frames].sort((a, b) => a.t - b.t);
  const moving = direction === 'in' ? sorted.slice(1) : sorted;
  const total = Math.max(0, ...moving.map((f) => f.t + Math.max(0, f.d)));
  if (total <= 0) return null;
  const steps: { at: number; state: State; easing?: string }[] = [];
  let state = direction === 'in' ? apply(REST, sorted[0] as LayerFrame, level, scale) : REST;
  steps.push({ at: 0, state });
  for (const frame of moving) {
    const from = Math.max(steps[steps.length - 1]?.at ?? 0, frame.t);
    const to = Math.max(from, frame.t + Math.max(0, frame.d));
    steps.push({ at: from, state, easing: cssEase(frame.e) });
    state = apply(state, frame, level, scale);
    steps.push({ at: to, state });
  }
  // An "in" timeline ends where the layer rests; an "out" one where it leaves.
  const keyframes = steps.map((s) => keyframe(s.state, round(s.at / total), s.easing));
  return { keyframes: dedupe(keyframes), duration: total };
}

/**
 * A clip reveal (`tl.*.clip`): frames carry the share shown (`c`, 0–100 %) and the track its
 * origin (`orig`: l, r, t, b, or c for the centre), drawn as an inset clip-path.
 */
export function clipTimeline(
  track: { all?: readonly LayerFrame[]; orig?: unknown } | undefined,
  direction: 'in' | 'out',
): TimelineAnimation | null {
  const frames = track?.all;
  if (!frames || frames.length === 0) return null;
  const origin = typeof track.orig === 'string' ? track.orig : 'l';
  const sorted = [...frames].sort((a, b) => a.t - b.t);
  const moving = direction === 'in' ? sorted.slice(1) : sorted;
  const total = Math.max(0, ...moving.map((f) => f.t + Math.max(0, f.d)));
  if (total <= 0) return null;
  const share = (f: LayerFrame | undefined, fallback: number) => {
    const raw = (f as (LayerFrame & { c?: unknown }) | undefined)?.c;
    if (raw === undefined || raw === 'inherit') return fallback;
    const n = numberOf(typeof raw === 'string' ? raw.replace('%', '') : raw);
    return n === undefined ? fallback : Math.min(100, Math.max(0, n));
  };
  let shown = direction === 'in' ? share(sorted[0], 100) : 100;
  const keyframes: Keyframe[] = [{ offset: 0, clipPath: inset(shown, origin) }];
  for (const frame of moving) {
    const from = frame.t / total;
    keyframes.push({
      offset: round(from),
      clipPath: inset(shown, origin),
      easing: cssEase(frame.e),
    });
    shown = share(frame, direction === 'in' ? 100 : 0);
    keyframes.push({
      offset: round(Math.min(1, (frame.t + frame.d) / total)),
      clipPath: inset(shown, origin),
    });
  }
  return { keyframes: dedupe(keyframes), duration: total };
}

export function inset(shown: number, origin: string): string {
  const hide = `${round(100 - shown)}%`;
  switch (origin) {
    case 'r':
      return `inset(0 0 0 ${hide})`;
    case 't':
      return `inset(0 0 ${hide} 0)`;
    case 'b':
      return `inset(${hide} 0 0 0)`;
    case 'c':
    case 'm':
      return `inset(${round((100 - shown) / 2)}%)`;
    default:
      return `inset(0 ${hide} 0 0)`;
  }
}

/** Offsets must not go backwards; equal neighbours are allowed (a jump). */
function dedupe(keyframes: Keyframe[]): Keyframe[] {
  let last = 0;
  for (const k of keyframes) {
    const o = Math.min(1, Math.max(last, (k.offset as number) ?? 0));
    k.offset = o;
    last = o;
  }
  return keyframes;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
