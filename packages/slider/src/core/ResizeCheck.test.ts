import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResizeCheck, resizeCounts, type ViewportSize } from './ResizeCheck.js';

describe('the resize check (spec 9.1: every 19 ms; 9.3: 30 px on mobile)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(mobile: boolean) {
    let size: ViewportSize = { width: 390, height: 700 };
    const counted: ViewportSize[] = [];
    const check = ResizeCheck({
      read: () => size,
      mobile,
      onResize: (s) => counted.push(s),
    });
    return {
      check,
      counted,
      resize(next: Partial<ViewportSize>) {
        size = { ...size, ...next };
        check.notify();
      },
    };
  }

  it('checks a burst of resize events once, 19 ms after the first', () => {
    const { resize, counted } = setup(false);
    resize({ width: 380 });
    vi.advanceTimersByTime(10);
    resize({ width: 370 });
    vi.advanceTimersByTime(8);
    expect(counted).toEqual([]);
    vi.advanceTimersByTime(1);
    // The size read at the check, not one per event.
    expect(counted).toEqual([{ width: 370, height: 700 }]);
    resize({ width: 360 });
    vi.advanceTimersByTime(19);
    expect(counted).toHaveLength(2);
  });

  it('on a desktop, any change of width or height counts; no change does not', () => {
    const { resize, counted } = setup(false);
    resize({ height: 705 });
    vi.advanceTimersByTime(19);
    resize({});
    vi.advanceTimersByTime(19);
    expect(counted).toEqual([{ width: 390, height: 705 }]);
  });

  it('on mobile, only a height change of more than 30 px counts (the address bar does not)', () => {
    const { resize, counted, check } = setup(true);
    resize({ height: 730 });
    vi.advanceTimersByTime(19);
    expect(counted).toEqual([]);
    resize({ height: 731 });
    vi.advanceTimersByTime(19);
    expect(counted).toEqual([{ width: 390, height: 731 }]);
    // Compared with the last size that counted, not with the last event.
    resize({ height: 710 });
    vi.advanceTimersByTime(19);
    resize({ height: 702 });
    vi.advanceTimersByTime(19);
    expect(counted).toHaveLength(1);
    resize({ height: 700 });
    vi.advanceTimersByTime(19);
    expect(counted).toHaveLength(2);
    expect(check.size()).toEqual({ width: 390, height: 700 });
  });

  it('reads the rule as written: on mobile a width change alone does not count', () => {
    expect(resizeCounts({ width: 390, height: 700 }, { width: 844, height: 700 }, true)).toBe(
      false,
    );
    // A turn of the phone changes the height far more than 30 px.
    expect(resizeCounts({ width: 390, height: 700 }, { width: 844, height: 390 }, true)).toBe(true);
  });

  it('stops its pending check when destroyed', () => {
    const { resize, counted, check } = setup(false);
    resize({ width: 100 });
    check.destroy();
    vi.advanceTimersByTime(100);
    expect(counted).toEqual([]);
  });
});
