/**
 * The carousel's track on screen. A move from one position to another is handed to the
 * compositor: the path is sampled into keyframes per slide (transform and opacity at each
 * sample, computed by the same functions that draw a frame), played with the Web Animations
 * API under the move's easing (the effect's easing maps time to progress along the samples, so
 * the track follows the eased path however its slides scale, turn or spin). No main-thread
 * work runs while it moves. Before a move starts, each slide's inline style is set to where
 * the move ends, so a finished animation leaves the slides exactly there.
 *
 * A move that takes over a running one, or a drag that grabs the track, starts from where the
 * track is on screen, read from the running animation's progress.
 */
export interface MotionHost {
  /** The slides in the DOM, by carousel index. */
  elements(): ReadonlyMap<number, HTMLElement>;
  /** Writes every slide's inline style for the track at `position`. */
  draw(position: number): void;
  /** Slide `index`'s look with the track at `position`, moving at `velocity` px per frame. */
  frame(index: number, position: number, velocity?: number): Keyframe;
  /**
   * Makes sure the slides the track shows along `positions` are in the DOM: true when they
   * already are; otherwise they are mounted and `ready` runs once they are.
   */
  mount(positions: readonly number[], ready: () => void): boolean;
  /** One slot along the track, px. */
  step(): number;
  /** The longest move animated slide by slide, in slots; longer ones skip ahead first. */
  reach(): number;
  /** A move finished (or was taken over): the track rests at `position`. */
  settled?(position: number): void;
}

export interface TrackMotion {
  /** Where the track is on screen now. */
  position(): number;
  /** Where the slides' inline styles put the track (the end of a running move). */
  inline(): number;
  running(): boolean;
  /** Animates from where the track is on screen to `to`. */
  move(to: number, duration: number, easing: string): void;
  /** Draws the track at `position` at once, stopping any move. */
  jump(position: number): void;
  /** Stops a running move where it is on screen and returns that position. */
  halt(): number;
  /** Resolves once no move is running or waiting to start. */
  settled(): Promise<void>;
}

/** A throw decelerates evenly: distance grows as 1 − (1 − t)², which this curve is exactly. */
export const THROW_EASE = 'cubic-bezier(0.3333, 0.6667, 0.6667, 1)';

/** Samples per slot crossed, and at most per move. */
const PER_SLOT = 8;
const MAX_SAMPLES = 64;

interface Run {
  positions: number[];
  animations: Animation[];
  to: number;
  /** Resolves when the animations finished or were cancelled. */
  done: Promise<void>;
}

export function TrackMotion(host: MotionHost, start: number): TrackMotion {
  let at = start;
  let run: Run | null = null;
  let waiting: { promise: Promise<void>; resolve: () => void } | null = null;
  let token = 0;

  function onScreen(): number {
    if (!run) return at;
    const progress = run.animations[0]?.effect?.getComputedTiming().progress;
    return typeof progress === 'number' ? positionAt(run.positions, progress) : run.to;
  }

  function halt(): number {
    token++;
    const position = onScreen();
    const stopped = run;
    run = null;
    if (stopped) for (const a of stopped.animations) a.cancel();
    releaseWaiting();
    at = position;
    if (stopped) host.draw(position);
    return position;
  }

  function releaseWaiting(): void {
    const w = waiting;
    waiting = null;
    w?.resolve();
  }

  function jump(position: number): void {
    halt();
    at = position;
    host.draw(position);
    host.settled?.(position);
  }

  function move(to: number, duration: number, easing: string): void {
    let from = halt();
    if (from === to) {
      jump(to);
      return;
    }
    // A long jump (a bullet twenty slides away) skips to a few slots before its end: the DOM
    // never holds more than the slides around the path's last stretch.
    const limit = host.reach() * host.step();
    if (Math.abs(to - from) > limit) from = to - Math.sign(to - from) * limit;
    const animates =
      duration > 0 && typeof Element !== 'undefined' && 'animate' in Element.prototype;
    if (!animates) {
      jump(to);
      return;
    }
    const positions = sample(from, to, host.step());
    const speeds = speedsAlong(positions, duration);
    const mine = ++token;
    const begin = () => {
      if (mine !== token) return;
      releaseWaiting();
      at = to;
      host.draw(to);
      const animations: Animation[] = [];
      for (const [index, element] of host.elements()) {
        const keyframes = positions.map((p, k) => host.frame(index, p, speeds[k]));
        // A slide that stays out of sight (or still) is left alone: the browser would run its
        // animation on the main thread ("no visible change"), every frame of the move.
        if (
          keyframes.every((k) => k.opacity === 0) ||
          keyframes.every((k) => same(k, keyframes[0]))
        )
          continue;
        animations.push(element.animate(keyframes, { duration, easing }));
      }
      const done = Promise.all(animations.map((a) => a.finished.then(noop, noop))).then(noop);
      const current: Run = { positions, animations, to, done };
      run = current;
      void done.then(() => {
        if (run !== current) return;
        run = null;
        host.settled?.(to);
      });
    };
    if (!host.mount(positions, begin)) {
      let resolve = () => {};
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      waiting = { promise, resolve };
      return;
    }
    begin();
  }

  return {
    position: onScreen,
    inline: () => (run ? run.to : at),
    running: () => run !== null || waiting !== null,
    move,
    jump,
    halt,
    settled,
  };

  function settled(): Promise<void> {
    if (waiting) return waiting.promise.then(settled);
    return run ? run.done : Promise.resolve();
  }
}

function noop(): void {}

function same(a: Keyframe, b: Keyframe | undefined): boolean {
  return b !== undefined && a.transform === b.transform && a.opacity === b.opacity;
}

/** Evenly spaced positions from `from` to `to`, both included. */
export function sample(from: number, to: number, step: number): number[] {
  const slots = Math.abs(to - from) / Math.max(1, step);
  const n = Math.min(MAX_SAMPLES, Math.max(2, Math.ceil(slots * PER_SLOT)));
  return Array.from({ length: n + 1 }, (_, k) => from + ((to - from) * k) / n);
}

/**
 * The position at an animation's (eased) progress along the samples; past either end (an
 * overshooting ease) the path goes on as its end segment does.
 */
export function positionAt(positions: readonly number[], progress: number): number {
  const n = positions.length - 1;
  if (n < 1) return positions[0] ?? 0;
  const x = progress * n;
  const k = Math.min(n - 1, Math.max(0, Math.floor(x)));
  const a = positions[k] as number;
  const b = positions[k + 1] as number;
  return a + (b - a) * (x - k);
}

/**
 * The track's speed at each sample of a move, px per 60 Hz frame: the move's mean speed along
 * an ease that starts and ends at rest (π/2 · sin πt), signed by its direction. The skew of a
 * moving carousel follows it (`slideTransform`), peaking mid-move and gone at rest, as the
 * original's follows its track's speed.
 */
export function speedsAlong(positions: readonly number[], duration: number): number[] {
  const n = positions.length;
  const first = positions[0] ?? 0;
  const last = positions[n - 1] ?? first;
  const frames = Math.max(1, duration / (1000 / 60));
  const mean = (last - first) / frames;
  return positions.map((_, k) =>
    n < 2 ? 0 : mean * (Math.PI / 2) * Math.sin((Math.PI * k) / (n - 1)),
  );
}
