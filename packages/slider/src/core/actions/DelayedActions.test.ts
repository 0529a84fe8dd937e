import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedActions } from './DelayedActions.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DelayedActions', () => {
  it('runs an action without a delay at once, in the event that triggered it', () => {
    const run = vi.fn();
    DelayedActions().after(0, run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs a delayed action once its delay is over, not a millisecond before', () => {
    const delays = DelayedActions();
    const run = vi.fn();
    delays.after(500, run);
    expect(delays.pending()).toBe(1);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(delays.pending()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps each triggered action: two clicks, two runs, in order', () => {
    const delays = DelayedActions();
    const order: string[] = [];
    delays.after(300, () => order.push('first'));
    vi.advanceTimersByTime(100);
    delays.after(300, () => order.push('second'));
    vi.advanceTimersByTime(200);
    expect(order).toEqual(['first']);
    vi.advanceTimersByTime(100);
    expect(order).toEqual(['first', 'second']);
  });

  it('drops what is still waiting when the module leaves the page', () => {
    const delays = DelayedActions();
    const run = vi.fn();
    delays.after(1000, run);
    delays.after(2000, run);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    delays.cancel();
    expect(delays.pending()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
