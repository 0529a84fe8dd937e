import { type Clock, Timer } from '../Clock.js';
import { DEFAULTS } from '../Defaults.js';
import {
  type CarouselTrack,
  clampPosition,
  nearestIndex,
  targetNear,
  visibleShare,
} from './CarouselLayout.js';
import { advancesOneSlide, edgeResisted, inSight, throwOf, velocityOf } from './DragPhysics.js';

/**
 * The carousel's drag as a model without DOM: the renderer reports pointer positions along the
 * axis with their event timestamps and animates what the model answers. The focused slide is
 * reported to the engine 0.2 s after it last changed (spec 9.1), so a throw across ten slides
 * makes one change; the slideshow is paused while the user drags (`onInteraction`).
 */
export interface CarouselDragOptions {
  /** The current layout (the renderer measures again after a resize). */
  track: () => CarouselTrack;
  snap: boolean;
  clock: Clock;
  /** The focused slide settled: the engine's `goTo(index, 'user')`. */
  onChange: (index: number) => void;
  /** true when a drag starts, false when it ends: the slideshow's "interaction" pause. */
  onInteraction?: (dragging: boolean) => void;
  /** Change debounce, default 200 ms. */
  debounce?: number;
  /** How long a release that is not a throw takes to settle, default 800 ms (`dur`). */
  settle?: number;
  /** The slide focused at the start, default 0. */
  start?: number;
}

/** What a release asks the renderer to animate. */
export interface Release {
  from: number;
  to: number;
  /** The slide focused at `to`. */
  index: number;
  /** ms: the throw's length, or `settle` when the release throws nothing. */
  duration: number;
  /** px/ms along the track at release. */
  velocity: number;
  /** The 130 ms / 10 % rule moved the carousel on by one slide. */
  advanced: boolean;
  /** Without snap, the slide in sight was brought fully into view. */
  sighted: boolean;
}

export interface CarouselDrag {
  position(): number;
  /** The slide focused now. */
  index(): number;
  dragging(): boolean;
  /** Navigation (arrows, keyboard, the slideshow): the shortest way to `index`. */
  goTo(index: number): { from: number; to: number };
  /** A frame of the renderer's animation. */
  setPosition(position: number): void;
  start(pointer: number, time: number): void;
  /** Returns the track position the pointer leads to. */
  move(pointer: number, time: number): number;
  end(pointer: number, time: number): Release;
  /** The drag was interrupted (pointer cancel): back to where it started. */
  cancel(): number;
  destroy(): void;
}

interface Drag {
  pointer: number;
  position: number;
  time: number;
  index: number;
  samples: { position: number; time: number }[];
}

export function CarouselDrag(options: CarouselDragOptions): CarouselDrag {
  const timer = Timer(options.clock);
  const debounce = options.debounce ?? DEFAULTS.scrubberDebounce;
  const settle = options.settle ?? DEFAULTS.carouselDuration;
  const first = options.track();
  let position = first.targets[options.start ?? 0] ?? first.min;
  let reported = nearestIndex(first, position);
  let pending: number | null = null;
  let drag: Drag | null = null;

  /** Reports `index` once it stays focused for the debounce. */
  function focus(index: number): void {
    if (index === (pending ?? reported)) return;
    if (index === reported) {
      pending = null;
      timer.stop();
      return;
    }
    pending = index;
    timer.start(debounce, () => {
      if (pending === null) return;
      reported = pending;
      pending = null;
      options.onChange(reported);
    });
  }

  function setPosition(next: number): void {
    position = next;
    focus(nearestIndex(options.track(), position));
  }

  function trackFor(pointer: number, t: CarouselTrack, d: Drag): number {
    // Dragging towards the start (pointer moving on) moves the track back, and the reverse.
    const raw = d.position - (pointer - d.pointer);
    return t.infinity ? raw : edgeResisted(raw, t.min, t.max);
  }

  function end(pointer: number, time: number): Release {
    const t = options.track();
    const d = drag;
    const from = position;
    if (!d) {
      return {
        from,
        to: from,
        index: nearestIndex(t, from),
        duration: 0,
        velocity: 0,
        advanced: false,
        sighted: false,
      };
    }
    position = trackFor(pointer, t, d);
    d.samples.push({ position, time });
    drag = null;
    options.onInteraction?.(false);
    const velocity = velocityOf(d.samples);
    const thrown = throwOf(velocity, options.snap);
    const natural = clampPosition(t, position + thrown.distance);
    let index = nearestIndex(t, natural);
    let to = natural;
    let advanced = false;
    let sighted = false;
    if (options.snap) {
      const moved = position - d.position;
      const slide = t.sizes[d.index] ?? t.step;
      if (index === d.index && advancesOneSlide(time - d.time, moved, slide)) {
        const next = d.index + Math.sign(moved);
        const count = t.targets.length;
        index = t.infinity ? (next + count) % count : Math.min(count - 1, Math.max(0, next));
        advanced = index !== d.index;
      }
      to = targetNear(t, index, natural);
    } else if (inSight(visibleShare(t, index, natural))) {
      to = targetNear(t, index, natural);
      sighted = to !== natural;
    }
    const released = position;
    position = to;
    focus(index);
    return {
      from: released,
      to,
      index,
      duration: thrown.duration > 0 ? thrown.duration : settle,
      velocity,
      advanced,
      sighted,
    };
  }

  return {
    position: () => position,
    index: () => nearestIndex(options.track(), position),
    dragging: () => drag !== null,
    goTo(index) {
      const t = options.track();
      const count = t.targets.length;
      const target = Math.min(count - 1, Math.max(0, Math.floor(index)));
      const from = position;
      position = targetNear(t, target, position);
      // The engine asked for it: nothing to report back.
      reported = target;
      pending = null;
      timer.stop();
      return { from, to: position };
    },
    setPosition,
    start(pointer, time) {
      const t = options.track();
      drag = {
        pointer,
        position,
        time,
        index: nearestIndex(t, position),
        samples: [{ position, time }],
      };
      options.onInteraction?.(true);
    },
    move(pointer, time) {
      if (!drag) return position;
      const next = trackFor(pointer, options.track(), drag);
      drag.samples.push({ position: next, time });
      if (drag.samples.length > 20) drag.samples.shift();
      setPosition(next);
      return position;
    },
    end,
    cancel() {
      if (drag) {
        position = drag.position;
        drag = null;
        options.onInteraction?.(false);
        focus(nearestIndex(options.track(), position));
      }
      return position;
    },
    destroy() {
      timer.stop();
      pending = null;
      drag = null;
    },
  };
}
