import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimers, debounce, throttle } from './timers.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs at once, then at most once per window, with a trailing call for the last event', () => {
    const calls: number[] = [];
    const run = throttle(() => calls.push(Date.now()), 200, browserTimers);
    const start = Date.now();
    run();
    for (let t = 0; t < 9; t += 1) {
      vi.advanceTimersByTime(20);
      run();
    }
    // Events for 180 ms: the first at once, the trailing one at the end of the window.
    vi.advanceTimersByTime(200);
    expect(calls.map((t) => t - start)).toEqual([0, 200]);
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(2);
    run();
    expect(calls).toHaveLength(3);
  });

  it('can be cancelled', () => {
    const callback = vi.fn();
    const run = throttle(callback, 200, browserTimers);
    run();
    run();
    run.cancel();
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('debounce', () => {
  it('runs once the events have stopped for the whole wait', () => {
    const callback = vi.fn();
    const run = debounce(callback, 150, browserTimers);
    run();
    vi.advanceTimersByTime(149);
    run();
    vi.advanceTimersByTime(149);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
