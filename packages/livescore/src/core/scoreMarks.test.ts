import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScoreMarks, MARK_DURATIONS, scoreDirection } from './scoreMarks.js';
import { systemTimers } from './timers.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('score change marks (spec 4.5, 9.8)', () => {
  it('tells up from down; a score appearing counts from 0', () => {
    expect(scoreDirection(0, 1)).toBe('up');
    expect(scoreDirection(2, 1)).toBe('down');
    expect(scoreDirection(1, 1)).toBeNull();
    expect(scoreDirection(null, 0)).toBeNull();
    expect(scoreDirection(null, 1)).toBe('up');
    expect(scoreDirection(1, null)).toBeNull();
  });

  it('clears an up mark after 45 s and a down mark after 8 s', () => {
    expect(MARK_DURATIONS).toEqual({ up: 45_000, down: 8_000 });
    const onChange = vi.fn();
    const marks = createScoreMarks(systemTimers, MARK_DURATIONS, onChange);
    marks.mark('a', 'home', 'up');
    marks.mark('a', 'away', 'down');
    expect(marks.get()).toEqual({ a: { home: 'up', away: 'down' } });

    vi.advanceTimersByTime(7_999);
    expect(marks.get().a).toEqual({ home: 'up', away: 'down' });
    vi.advanceTimersByTime(1);
    expect(marks.get().a).toEqual({ home: 'up', away: null });
    expect(onChange).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(45_000 - 8_000 - 1);
    expect(marks.get().a?.home).toBe('up');
    vi.advanceTimersByTime(1);
    expect(marks.get()).toEqual({});
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('restarts the clock when the same side changes again', () => {
    const marks = createScoreMarks(systemTimers, MARK_DURATIONS, () => {});
    marks.mark('a', 'home', 'up');
    vi.advanceTimersByTime(40_000);
    marks.mark('a', 'home', 'down');
    vi.advanceTimersByTime(7_000);
    expect(marks.get().a?.home).toBe('down');
    vi.advanceTimersByTime(1_000);
    expect(marks.get()).toEqual({});
    // The first mark's timer was cancelled: nothing fires at 45 s.
    vi.advanceTimersByTime(60_000);
    expect(marks.get()).toEqual({});
  });

  it('uses the timer provider it is given', () => {
    const scheduled: number[] = [];
    const timers = {
      setTimeout: (_: () => void, ms: number) => scheduled.push(ms),
      clearTimeout() {},
    };
    const marks = createScoreMarks(timers, MARK_DURATIONS, () => {});
    marks.mark('a', 'home', 'up');
    marks.mark('a', 'away', 'down');
    expect(scheduled).toEqual([45_000, 8_000]);
  });
});
