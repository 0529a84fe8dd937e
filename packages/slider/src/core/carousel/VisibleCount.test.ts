import { describe, expect, it } from 'vitest';
import { sideCount, visibleCount } from './VisibleCount.js';

describe('maxV (spec 9.6)', () => {
  it('defaults to 3 when maxV is missing or unusable', () => {
    expect(visibleCount({ maxV: Number.NaN, slideCount: 10 })).toBe(3);
    expect(visibleCount({ maxV: 0, slideCount: 10 })).toBe(3);
  });

  it('keeps an odd maxV the slides can fill', () => {
    expect(visibleCount({ maxV: 5, slideCount: 10 })).toBe(5);
    expect(visibleCount({ maxV: 3, slideCount: 3 })).toBe(3);
  });

  it('is reduced to the slide count when not justified', () => {
    expect(visibleCount({ maxV: 7, slideCount: 5 })).toBe(5);
    expect(visibleCount({ maxV: 5, slideCount: 1 })).toBe(1);
  });

  it('takes the next odd number when the count is even, so the focused slide has equal sides', () => {
    expect(visibleCount({ maxV: 7, slideCount: 4 })).toBe(5);
    expect(visibleCount({ maxV: 4, slideCount: 10 })).toBe(5);
    expect(visibleCount({ maxV: 2, slideCount: 2 })).toBe(3);
  });

  it('is at least 3 for a 3D spin', () => {
    expect(visibleCount({ maxV: 1, slideCount: 10, spin: '3d' })).toBe(3);
    expect(visibleCount({ maxV: 1, slideCount: 10, spin: '2d' })).toBe(1);
  });

  it('is left alone in a justified carousel (the wrap decides what shows)', () => {
    expect(visibleCount({ maxV: 4, slideCount: 2, justify: true })).toBe(4);
    expect(visibleCount({ maxV: 1, slideCount: 9, justify: true, spin: '3d' })).toBe(3);
  });

  it('has (count − 1) / 2 slides on each side, at least one', () => {
    expect(sideCount(5)).toBe(2);
    expect(sideCount(3)).toBe(1);
    expect(sideCount(1)).toBe(1);
  });
});
