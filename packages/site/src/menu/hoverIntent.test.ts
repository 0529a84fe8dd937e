import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverIntent, type Timers } from './hoverIntent.js';

const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  now: () => Date.now(),
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const onEnter = vi.fn();
  const onLeave = vi.fn();
  return { intent: createHoverIntent({ onEnter, onLeave, timers }), onEnter, onLeave };
}

describe('hover intent (spec 9.9: 300 ms, 100 ms, 7 px, touch 1000 ms)', () => {
  it('opens once the pointer rests: less than 7 px in 100 ms', () => {
    const { intent, onEnter } = setup();
    intent.pointerEnter(10, 10);
    intent.pointerMove(14, 13);
    vi.advanceTimersByTime(99);
    expect(onEnter).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('does not open while the pointer keeps travelling across the item', () => {
    const { intent, onEnter } = setup();
    intent.pointerEnter(0, 0);
    for (let step = 1; step <= 5; step += 1) {
      intent.pointerMove(step * 20, 0);
      vi.advanceTimersByTime(100);
    }
    expect(onEnter).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('never opens when the pointer passes through and leaves', () => {
    const { intent, onEnter, onLeave } = setup();
    intent.pointerEnter(0, 0);
    intent.pointerMove(40, 0);
    intent.pointerLeave();
    vi.advanceTimersByTime(1000);
    expect(onEnter).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('closes 300 ms after the pointer left, unless it comes back', () => {
    const { intent, onLeave } = setup();
    intent.pointerEnter(5, 5);
    vi.advanceTimersByTime(100);
    intent.pointerLeave();
    vi.advanceTimersByTime(299);
    intent.pointerEnter(5, 5);
    vi.advanceTimersByTime(1000);
    expect(onLeave).not.toHaveBeenCalled();
    intent.pointerLeave();
    vi.advanceTimersByTime(300);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('ignores emulated mouse events for 1000 ms after a touch', () => {
    const { intent, onEnter } = setup();
    intent.touch();
    intent.pointerEnter(5, 5);
    vi.advanceTimersByTime(500);
    expect(onEnter).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    intent.pointerEnter(5, 5);
    vi.advanceTimersByTime(100);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});
