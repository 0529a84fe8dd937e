import { afterEach, expect, it, vi } from 'vitest';
import { systemClock, Timer } from './Clock.js';

afterEach(() => {
  vi.useRealTimers();
});

it('systemClock follows vitest fake timers, looking the globals up on each call', () => {
  vi.useFakeTimers();
  const fn = vi.fn();
  const handle = systemClock.setTimeout(fn, 100);
  vi.advanceTimersByTime(99);
  expect(fn).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(fn).toHaveBeenCalledOnce();
  systemClock.clearTimeout(handle);
});

it('a Timer replaces itself and knows whether it runs', () => {
  vi.useFakeTimers();
  const timer = Timer(systemClock);
  const first = vi.fn();
  const second = vi.fn();
  timer.start(100, first);
  timer.start(200, second);
  expect(timer.active()).toBe(true);
  vi.advanceTimersByTime(200);
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledOnce();
  expect(timer.active()).toBe(false);
  timer.start(50, first);
  timer.stop();
  vi.advanceTimersByTime(100);
  expect(first).not.toHaveBeenCalled();
});
