import { describe, expect, it } from 'vitest';
import {
  advancesOneSlide,
  edgeResisted,
  inSight,
  throwOf,
  throwPosition,
  velocityOf,
} from './DragPhysics.js';

describe('throws', () => {
  it('decelerate at 8000 px/s² with snap: 2 px/ms carries 250 px over 250 ms', () => {
    expect(throwOf(2, true)).toEqual({ distance: 250, duration: 250 });
    expect(throwOf(-2, true)).toEqual({ distance: -250, duration: 250 });
  });

  it('decelerate at 500 px/s² without snap: the same throw glides 4000 px over 4 s', () => {
    expect(throwOf(2, false)).toEqual({ distance: 4000, duration: 4000 });
  });

  it('ease out to their distance', () => {
    expect(throwPosition(100, 2, true, 0)).toBe(100);
    // Half the time covers three quarters of the distance.
    expect(throwPosition(100, 2, true, 125)).toBe(100 + 250 * 0.75);
    expect(throwPosition(100, 2, true, 999)).toBe(350);
    expect(throwOf(0, true)).toEqual({ distance: 0, duration: 0 });
    expect(throwOf(Number.NaN, true)).toEqual({ distance: 0, duration: 0 });
  });
});

describe('edges', () => {
  it('let a drag past the ends move at 20 % (edge resistance 0.8)', () => {
    expect(edgeResisted(50, 0, 1000)).toBe(50);
    expect(edgeResisted(-100, 0, 1000)).toBeCloseTo(-20);
    expect(edgeResisted(1200, 0, 1000)).toBeCloseTo(1040);
  });
});

describe('the 130 ms / 10 % rule', () => {
  it('advances one slide after a drag longer than 130 ms that moved more than 10 % of a slide', () => {
    expect(advancesOneSlide(131, 31, 300)).toBe(true);
    expect(advancesOneSlide(131, -31, 300)).toBe(true);
    expect(advancesOneSlide(130, 31, 300)).toBe(false);
    expect(advancesOneSlide(500, 30, 300)).toBe(false);
  });
});

describe('sight snap', () => {
  it('brings a slide at least 75 % in sight into view', () => {
    expect(inSight(0.75)).toBe(true);
    expect(inSight(0.74)).toBe(false);
  });
});

describe('velocity', () => {
  it('is measured over the last 100 ms of samples', () => {
    const samples = [
      { position: 0, time: 0 },
      { position: 10, time: 100 },
      { position: 30, time: 150 },
      { position: 130, time: 200 },
    ];
    expect(velocityOf(samples)).toBe((130 - 10) / 100);
    expect(velocityOf([])).toBe(0);
    expect(velocityOf([{ position: 5, time: 10 }])).toBe(0);
  });
});
