import { DEFAULTS } from '../Defaults.js';

/**
 * The carousel's drag physics (spec 9.6) as pure functions: a throw decelerates with a
 * resistance of 8000 px/s² when the carousel snaps and 500 without (so it glides far), a drag
 * past the ends of a carousel without `infinity` moves at 20 % (edge resistance 0.8), a drag
 * longer than 130 ms that moved more than 10 % of a slide advances one slide, and a slide
 * at least 75 % in sight is snapped into full view.
 */

export interface Throw {
  /** How far the track keeps moving after release, px (signed). */
  distance: number;
  /** How long it takes to stop, ms. */
  duration: number;
}

/** A throw at `velocity` px/ms with constant deceleration: v² / 2a, over v / a. */
export function throwOf(velocity: number, snap: boolean): Throw {
  if (!Number.isFinite(velocity) || velocity === 0) return { distance: 0, duration: 0 };
  const { throwResistanceSnap, throwResistance } = DEFAULTS.carousel;
  const resistance = snap ? throwResistanceSnap : throwResistance;
  const speed = Math.abs(velocity) * 1000;
  return {
    distance: (Math.sign(velocity) * speed * speed) / (2 * resistance),
    duration: (speed / resistance) * 1000,
  };
}

/** Where a thrown track is `elapsed` ms after release (easing out to `throwOf`'s distance). */
export function throwPosition(
  from: number,
  velocity: number,
  snap: boolean,
  elapsed: number,
): number {
  const thrown = throwOf(velocity, snap);
  if (thrown.duration <= 0) return from;
  const t = Math.min(1, Math.max(0, elapsed / thrown.duration));
  // Constant deceleration: the distance covered grows as 1 − (1 − t)².
  return from + thrown.distance * (1 - (1 - t) * (1 - t));
}

/** A drag past `min`/`max` moves at 1 − 0.8 of the pointer's pace. */
export function edgeResisted(position: number, min: number, max: number): number {
  const keep = 1 - DEFAULTS.carousel.edgeResistance;
  if (position < min) return min - (min - position) * keep;
  if (position > max) return max + (position - max) * keep;
  return position;
}

/** The drag rule: longer than 130 ms and more than 10 % of a slide → at least one slide on. */
export function advancesOneSlide(durationMs: number, moved: number, slideSize: number): boolean {
  const { dragMinTime, dragMinShare } = DEFAULTS.carousel;
  return durationMs > dragMinTime && Math.abs(moved) > dragMinShare * slideSize;
}

/** The sight-snap rule: a slide at least 75 % visible is brought fully into view. */
export function inSight(visibleShare: number): boolean {
  return visibleShare >= DEFAULTS.carousel.sightSnap;
}

/** Velocity from the last pointer samples (px/ms), over at most the last 100 ms. */
export function velocityOf(samples: readonly { position: number; time: number }[]): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  let first = last;
  for (let i = samples.length - 1; i >= 0; i--) {
    const sample = samples[i] as { position: number; time: number };
    if (last.time - sample.time > 100) break;
    first = sample;
  }
  const dt = last.time - first.time;
  return dt > 0 ? (last.position - first.position) / dt : 0;
}
