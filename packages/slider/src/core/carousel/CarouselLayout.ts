/**
 * Where each carousel slide sits along the carousel's axis (x for horizontal carousels, y for
 * vertical ones), as pure functions of the track position. The track is the slides laid end to
 * end with `space` between them; the track position is how far it is scrolled. Slide `i` is
 * focused when the position equals its snap target, and it then sits at the align point of
 * the wrap (start, middle or end). With `infinity` the track is a ring: every slide is placed
 * at its nearest copy, so the ends meet.
 *
 * Sizes come from the renderer's measurements: one per slide for justified carousels (each
 * slide as wide as its content, capped at the wrap with `jMWidth`), the same for all
 * otherwise.
 */
export type CarouselAlign = 'start' | 'center' | 'end';

export interface TrackInput {
  /** The wrap's size along the axis, px. */
  wrap: number;
  /** Each slide's size along the axis, px. */
  sizes: readonly number[];
  space: number;
  align: CarouselAlign;
  infinity: boolean;
}

export interface CarouselTrack extends TrackInput {
  /** Where each slide starts on the track. */
  starts: number[];
  /** Track position at which each slide is focused (its snap target). */
  targets: number[];
  /** The ring's length with `infinity` (every slide and every gap). */
  length: number;
  /** A slide plus a gap, on average: one "slot", the unit of slide distances. */
  step: number;
  /** The range of positions without `infinity`: the first and last targets. */
  min: number;
  max: number;
}

const ALIGN_FACTOR: Record<CarouselAlign, number> = { start: 0, center: 0.5, end: 1 };

/** The engine's align values, for either axis. */
export function alignOf(align: string): CarouselAlign {
  if (align === 'left' || align === 'top') return 'start';
  if (align === 'right' || align === 'bottom') return 'end';
  return 'center';
}

/** Justified slide sizes: each capped at the wrap when `jMWidth` is on. */
export function justifiedSizes(
  measured: readonly number[],
  wrap: number,
  jMWidth: boolean,
): number[] {
  return measured.map((size) => (jMWidth ? Math.min(size, wrap) : size));
}

export function carouselTrack(input: TrackInput): CarouselTrack {
  const factor = ALIGN_FACTOR[input.align];
  const starts: number[] = [];
  let cursor = 0;
  for (const size of input.sizes) {
    starts.push(cursor);
    cursor += size + input.space;
  }
  const length = cursor;
  const targets = input.sizes.map((size, i) => (starts[i] as number) + size * factor);
  const count = input.sizes.length;
  return {
    ...input,
    starts,
    targets,
    length,
    step: count > 0 ? length / count : 1,
    min: targets[0] ?? 0,
    max: targets[count - 1] ?? 0,
  };
}

/**
 * Distance of slide `i`'s anchor from the align point, px (negative: before it). On a ring the
 * nearest copy of the slide counts, so the distance is within half a ring.
 */
export function distanceOf(t: CarouselTrack, i: number, position: number): number {
  const d = (t.targets[i] ?? 0) - position;
  if (!t.infinity || t.length <= 0) return d;
  return wrapAround(d, t.length);
}

/** `value` moved by whole `length`s into [-length / 2, length / 2). */
export function wrapAround(value: number, length: number): number {
  const half = length / 2;
  return ((((value + half) % length) + length) % length) - half;
}

/** Distance in slots (slides): 0 for the focused slide, ±1 for its neighbours. */
export function slotOf(t: CarouselTrack, i: number, position: number): number {
  return distanceOf(t, i, position) / t.step;
}

/** Where slide `i` starts in the wrap, px. */
export function offsetOf(t: CarouselTrack, i: number, position: number): number {
  const size = t.sizes[i] ?? 0;
  return t.wrap * ALIGN_FACTOR[t.align] + distanceOf(t, i, position) - size * ALIGN_FACTOR[t.align];
}

/**
 * The slide nearest the align point: the focused one. A binary search over the targets (and
 * the ring's neighbours of the hit), so a 1000-slide carousel costs a few steps per frame.
 */
export function nearestIndex(t: CarouselTrack, position: number): number {
  const count = t.targets.length;
  if (count === 0) return 0;
  const first = t.targets[0] as number;
  // On a ring, the same place within the first turn: [first target, first target + length).
  const p =
    t.infinity && t.length > 0
      ? first + ((((position - first) % t.length) + t.length) % t.length)
      : position;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((t.targets[mid] as number) < p) low = mid + 1;
    else high = mid;
  }
  let best = low;
  let bestDistance = Math.abs(distanceOf(t, low, position));
  for (const i of [low - 1, low + 1, 0, count - 1]) {
    if (i < 0 || i >= count) continue;
    const d = Math.abs(distanceOf(t, i, position));
    // Half way between two slides, the first of them.
    if (d < bestDistance || (d === bestDistance && i < best)) {
      best = i;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The slides to render around the focused one: `side` + 1 on each side (the one fading in
 * included), each once, nearest first. The DOM stays this size whatever the slide count.
 */
export function visibleIndices(t: CarouselTrack, position: number, side: number): number[] {
  const count = t.targets.length;
  const focus = nearestIndex(t, position);
  const reach = Math.ceil(side) + 1;
  const out = new Set<number>([focus]);
  for (let d = 1; d <= reach; d++) {
    for (const i of [focus - d, focus + d]) {
      if (t.infinity) out.add(((i % count) + count) % count);
      else if (i >= 0 && i < count) out.add(i);
    }
  }
  return [...out];
}

/** The snap target of slide `i` nearest to `position` (on a ring, the nearest turn). */
export function targetNear(t: CarouselTrack, i: number, position: number): number {
  return position + distanceOf(t, i, position);
}

/** A position kept within the track's ends (no `infinity`), or any position on a ring. */
export function clampPosition(t: CarouselTrack, position: number): number {
  return t.infinity ? position : Math.min(t.max, Math.max(t.min, position));
}

/**
 * The share of slide `i` inside the wrap (0 – 1): what the 75 % "sight snap" rule reads, and
 * what decides which slides to render at all.
 */
export function visibleShare(t: CarouselTrack, i: number, position: number): number {
  const size = t.sizes[i] ?? 0;
  if (size <= 0) return 0;
  const start = offsetOf(t, i, position);
  const inside = Math.min(t.wrap, start + size) - Math.max(0, start);
  return Math.max(0, Math.min(1, inside / size));
}
