import { describe, expect, it } from 'vitest';
import {
  arcStroke,
  barTransform,
  ProgressRewind,
  pathLength,
  progressSegments,
  progressValue,
} from './Progress.js';

describe('progressValue', () => {
  it('fills once per slide with base "slide"', () => {
    expect(progressValue('slide', 0.25, 2, 4)).toBe(0.25);
    expect(progressValue('slide', 1.5, 0, 4)).toBe(1);
  });

  it('fills once per loop with base "all"', () => {
    expect(progressValue('all', 0, 0, 4)).toBe(0);
    expect(progressValue('all', 0.5, 1, 4)).toBe(0.375);
    expect(progressValue('all', 1, 3, 4)).toBe(1);
    expect(progressValue('all', Number.NaN, 1, 4)).toBe(0.25);
  });
});

describe('bar and circle geometry', () => {
  it('draws straight bars with a transform', () => {
    expect(barTransform('horizontal', 0.3)).toBe('scaleX(0.3)');
    expect(barTransform('vertical', 2)).toBe('scaleY(1)');
  });

  it('measures a circle by its circumference', () => {
    expect(pathLength('cw', { length: 0, radius: 10 })).toBeCloseTo(62.832, 3);
    expect(pathLength('horizontal', { length: 300, radius: 10 })).toBe(300);
  });

  it('turns progress into dash values: clockwise and counter-clockwise', () => {
    const c = 100;
    const whole = { start: 0, length: c, fill: 0.25 };
    expect(arcStroke('cw', c, whole)).toEqual({ dashArray: '25 75', dashOffset: 0 });
    expect(arcStroke('ccw', c, whole)).toEqual({ dashArray: '25 75', dashOffset: -75 });
    expect(arcStroke('cw', c, { start: 0, length: c, fill: 1 })).toEqual({
      dashArray: '100 0',
      dashOffset: 0,
    });
  });
});

describe('progressSegments', () => {
  it('is one piece without gaps', () => {
    expect(progressSegments(0.4, 200, { gaps: false, gap: 10, count: 4, closed: false })).toEqual([
      { start: 0, length: 200, fill: 0.4 },
    ]);
  });

  it('splits a bar into one piece per slide with gaps between', () => {
    const pieces = progressSegments(0.5, 230, { gaps: true, gap: 10, count: 4, closed: false });
    expect(pieces.map((p) => p.start)).toEqual([0, 60, 120, 180]);
    expect(pieces.map((p) => p.length)).toEqual([50, 50, 50, 50]);
    expect(pieces.map((p) => p.fill)).toEqual([1, 1, 0, 0]);
  });

  it('leaves a gap after the last piece of a circle', () => {
    const pieces = progressSegments(0.125, 100, { gaps: true, gap: 5, count: 4, closed: true });
    expect(pieces.map((p) => p.length)).toEqual([20, 20, 20, 20]);
    expect(pieces[0]?.fill).toBe(0.5);
    expect(arcStroke('cw', 100, pieces[1] as never).dashOffset).toBe(-25);
  });
});

describe('ProgressRewind (pbar.rev "animate")', () => {
  it('follows the progress while it grows', () => {
    const rewind = ProgressRewind(300);
    expect(rewind.draw(0.2, 0)).toBe(0.2);
    expect(rewind.draw(0.9, 16)).toBe(0.9);
  });

  it('runs back from where the bar stood when a slide starts, easing out over 300 ms', () => {
    const rewind = ProgressRewind(300);
    rewind.draw(0.8, 1000);
    const atStart = rewind.draw(0, 1016);
    expect(atStart).toBeCloseTo(0.8);
    const half = rewind.draw(0.001, 1166);
    expect(half).toBeCloseTo(0.8 * 0.25);
    expect(rewind.draw(0.002, 1250)).toBeLessThan(half);
    expect(rewind.draw(0.003, 1316)).toBe(0.003);
  });

  it('hands over to the real progress as soon as it catches up', () => {
    const rewind = ProgressRewind(300);
    rewind.draw(0.3, 0);
    rewind.draw(0, 10);
    // 200 ms into the rewind the bar would show 0.3 × (1/3)² ≈ 0.033; the slide is at 0.05.
    expect(rewind.draw(0.05, 210)).toBe(0.05);
    expect(rewind.draw(0.06, 226)).toBe(0.06);
  });

  it('jumps when the duration is 0 (reduced motion)', () => {
    const rewind = ProgressRewind(0);
    rewind.draw(0.8, 0);
    expect(rewind.draw(0, 16)).toBe(0);
  });
});
