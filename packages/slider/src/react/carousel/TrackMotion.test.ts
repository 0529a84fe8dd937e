import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MotionHost, positionAt, sample, speedsAlong, TrackMotion } from './TrackMotion.js';

/** A stand-in for an element's Web Animation: progress set by the test, finished on demand. */
class FakeAnimation {
  progress: number | null = 0;
  cancelled = false;
  #resolve = () => {};
  #reject = (_e: unknown) => {};
  readonly finished = new Promise<void>((resolve, reject) => {
    this.#resolve = resolve;
    this.#reject = reject;
  });
  constructor(
    readonly keyframes: Keyframe[],
    readonly options: KeyframeAnimationOptions,
  ) {
    this.finished.catch(() => undefined);
  }
  readonly effect = { getComputedTiming: () => ({ progress: this.progress }) };
  finish() {
    this.progress = null;
    this.#resolve();
  }
  cancel() {
    this.cancelled = true;
    this.progress = null;
    this.#reject(new Error('cancelled'));
  }
}

class FakeElement {
  animations: FakeAnimation[] = [];
  animate(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const a = new FakeAnimation(keyframes, options);
    this.animations.push(a);
    return a;
  }
}

beforeEach(() => {
  vi.stubGlobal('Element', FakeElement);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Slides 100 px apart; slides 0–4 in the DOM unless the test mounts more. */
function setup(options: { mounted?: number[]; mountLater?: boolean } = {}) {
  const elements = new Map<number, FakeElement>(
    (options.mounted ?? [0, 1, 2, 3, 4]).map((i) => [i, new FakeElement()]),
  );
  const drawn: number[] = [];
  const settledAt: number[] = [];
  let ready: (() => void) | null = null;
  const host: MotionHost = {
    elements: () => elements as unknown as Map<number, HTMLElement>,
    draw: (p) => drawn.push(p),
    // Slide 4 stays out of sight; slide 3 does not move.
    frame: (i, p) => ({
      transform: `translateX(${i === 3 ? 0 : i * 100 - p}px)`,
      opacity: i === 4 ? 0 : 1,
    }),
    mount(_positions, go) {
      if (!options.mountLater) return true;
      ready = go;
      return false;
    },
    step: () => 100,
    reach: () => 3,
    settled: (p) => settledAt.push(p),
  };
  const motion = TrackMotion(host, 0);
  return { motion, elements, drawn, settledAt, mountNow: () => ready?.() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('sampling a move', () => {
  it('takes eight samples per slot crossed, at least two and at most 64', () => {
    expect(sample(0, 100, 100)).toEqual([0, 12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100]);
    expect(sample(0, 1, 100)).toEqual([0, 0.5, 1]);
    expect(sample(0, 5000, 100)).toHaveLength(65);
  });

  it('reads the position at an eased progress, and past the ends (overshoot) along the end segments', () => {
    const path = [0, 10, 20, 30];
    expect(positionAt(path, 0.5)).toBe(15);
    expect(positionAt(path, 1.1)).toBeCloseTo(33);
    expect(positionAt(path, -0.1)).toBeCloseTo(-3);
  });
});

describe('a move on the compositor', () => {
  it('writes the end state inline, then animates every slide in the DOM along the samples', async () => {
    const { motion, elements, drawn, settledAt } = setup();
    motion.move(100, 800, 'ease');
    expect(drawn).toEqual([100]);
    expect(motion.inline()).toBe(100);
    const first = elements.get(0)?.animations[0] as FakeAnimation;
    expect(first.options).toEqual({ duration: 800, easing: 'ease' });
    expect(first.keyframes).toHaveLength(9);
    expect(first.keyframes[0]).toEqual({ transform: 'translateX(0px)', opacity: 1 });
    expect(first.keyframes[8]).toEqual({ transform: 'translateX(-100px)', opacity: 1 });
    expect(motion.running()).toBe(true);
    for (const el of elements.values()) el.animations[0]?.finish();
    await motion.settled();
    await tick();
    expect(motion.running()).toBe(false);
    expect(settledAt).toEqual([100]);
  });

  it('leaves alone the slides that stay out of sight or still (no main-thread animation)', () => {
    const { motion, elements } = setup();
    motion.move(100, 800, 'ease');
    expect(elements.get(4)?.animations).toHaveLength(0);
    expect(elements.get(3)?.animations).toHaveLength(0);
    expect(elements.get(2)?.animations).toHaveLength(1);
  });

  it('a move that takes over starts where the track is on screen', () => {
    const { motion, elements, drawn } = setup();
    motion.move(200, 800, 'ease');
    for (const el of elements.values()) for (const a of el.animations) a.progress = 0.25;
    motion.move(0, 800, 'ease');
    expect(elements.get(0)?.animations[0]?.cancelled).toBe(true);
    // Cancelled at 50 px: drawn there, then the new move's end state.
    expect(drawn).toEqual([200, 50, 0]);
    const second = elements.get(0)?.animations[1] as FakeAnimation;
    expect(second.keyframes[0]).toEqual({ transform: 'translateX(-50px)', opacity: 1 });
  });

  it('a grab (halt) stops where the track is and reports that position', () => {
    const { motion, elements } = setup();
    motion.move(100, 800, 'ease');
    for (const el of elements.values()) for (const a of el.animations) a.progress = 0.5;
    expect(motion.halt()).toBe(50);
    expect(motion.position()).toBe(50);
    expect(motion.running()).toBe(false);
  });

  it('a jump far away skips ahead to a few slots before its end', () => {
    const { motion, elements } = setup();
    motion.move(5000, 800, 'ease');
    const keyframes =
      (elements.get(0)?.animations[0] as FakeAnimation | undefined)?.keyframes ?? [];
    expect(keyframes[0]).toEqual({ transform: 'translateX(-4700px)', opacity: 1 });
  });

  it('waits for the slides it needs to be mounted before it animates', async () => {
    const { motion, elements, mountNow } = setup({ mountLater: true });
    motion.move(100, 800, 'ease');
    expect(elements.get(0)?.animations).toHaveLength(0);
    let done = false;
    void motion.settled().then(() => {
      done = true;
    });
    expect(motion.running()).toBe(true);
    mountNow();
    expect(elements.get(0)?.animations).toHaveLength(1);
    await tick();
    expect(done).toBe(false);
    for (const el of elements.values()) el.animations[0]?.finish();
    await tick();
    await tick();
    expect(done).toBe(true);
  });

  it('no duration (reduced motion) draws the end at once', () => {
    const { motion, elements, drawn, settledAt } = setup();
    motion.move(300, 0, 'ease');
    expect(drawn).toEqual([300]);
    expect(settledAt).toEqual([300]);
    expect(elements.get(0)?.animations).toHaveLength(0);
  });
});

describe('the track’s speed along a move (what the skew follows)', () => {
  it('is nothing at rest at both ends and most mid-move, signed by the direction', () => {
    // 600 px in 500 ms (30 frames at 60 Hz): 20 px a frame on average.
    const speeds = speedsAlong([0, -150, -300, -450, -600], 500);
    expect(Math.abs(speeds[0] as number)).toBe(0);
    expect(Math.abs(speeds[4] as number)).toBeLessThan(1e-9);
    expect(speeds[2]).toBeCloseTo(-20 * (Math.PI / 2));
    expect(Math.abs(speeds[1] as number)).toBeLessThan(Math.abs(speeds[2] as number));
  });
});
