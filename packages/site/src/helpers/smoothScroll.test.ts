import { describe, expect, it } from 'vitest';
import { animateScroll, SCROLL_DURATION, SCROLL_OFFSET, swing } from './smoothScroll.js';

/** A window reduced to what the animation uses, its frames driven by hand. */
function fakeWindow(scrollY: number) {
  const frames = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  const positions: number[] = [];
  const win = {
    scrollY,
    scrollX: 0,
    scrollTo: ({ top }: ScrollToOptions) => {
      positions.push(top ?? 0);
      win.scrollY = top ?? 0;
    },
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      frames.set(nextId, callback);
      return nextId++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
  };
  /** Runs the pending frame at `time` ms. */
  const frame = (time: number) => {
    const pending = [...frames.entries()];
    frames.clear();
    for (const [, callback] of pending) callback(time);
  };
  return { win: win as unknown as Window, positions, frame, pending: () => frames.size };
}

describe('the spec’s numbers', () => {
  it('scrolls for 1000 ms and stops 50 px above the target (spec 9.9)', () => {
    expect(SCROLL_DURATION).toBe(1000);
    expect(SCROLL_OFFSET).toBe(50);
  });
});

describe('swing', () => {
  it('starts slowly, is halfway at the middle and ends where it should', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
    expect(swing(0.9)).toBeGreaterThan(0.9);
  });
});

describe('animateScroll', () => {
  it('moves over the duration by the frames’ own clock and lands exactly on the target', () => {
    const { win, positions, frame, pending } = fakeWindow(100);
    let done = 0;
    animateScroll(win, 2100, 1000, () => done++);
    frame(5000); // the first frame only sets the start
    expect(positions).toEqual([100]);
    frame(5500);
    expect(positions.at(-1)).toBe(1100);
    frame(5999);
    expect(done).toBe(0);
    frame(6000);
    expect(positions.at(-1)).toBe(2100);
    expect(done).toBe(1);
    expect(pending()).toBe(0);
  });

  it('jumps at once when the duration is 0 (reduced motion)', () => {
    const { win, positions, pending } = fakeWindow(0);
    let done = 0;
    animateScroll(win, 800, 0, () => done++);
    expect(positions).toEqual([800]);
    expect(done).toBe(1);
    expect(pending()).toBe(0);
  });

  it('stops where it is when cancelled, without calling done', () => {
    const { win, positions, frame, pending } = fakeWindow(0);
    let done = 0;
    const stop = animateScroll(win, 1000, 1000, () => done++);
    frame(0);
    frame(250);
    stop();
    expect(pending()).toBe(0);
    frame(1000);
    expect(positions.at(-1)).toBeLessThan(1000);
    expect(done).toBe(0);
  });
});
