import { describe, expect, it } from 'vitest';
import { easeFunction, Follow } from './Follow.js';

describe('following a moving target', () => {
  const linear = easeFunction('none');

  it('eases from where it is to the target over the duration', () => {
    const f = Follow(2, 400, linear);
    f.to([100, -40], 1000);
    expect(f.value(1000)).toEqual([0, 0]);
    expect(f.value(1200)).toEqual([50, -20]);
    expect(f.settled(1399)).toBe(false);
    expect(f.value(1400)).toEqual([100, -40]);
    expect(f.settled(1400)).toBe(true);
  });

  it('a new target restarts the tween from the current values', () => {
    const f = Follow(1, 400, linear);
    f.to([100], 0);
    f.to([0], 200);
    expect(f.value(200)).toEqual([50]);
    expect(f.value(400)).toEqual([25]);
    expect(f.value(600)).toEqual([0]);
  });

  it('the same target again does not restart it', () => {
    const f = Follow(1, 400, linear);
    f.to([100], 0);
    f.to([100], 300);
    expect(f.value(400)).toEqual([100]);
  });

  it('a zero duration and a jump reach the target at once', () => {
    const f = Follow(1, 0, linear);
    f.to([7], 0);
    expect(f.value(0)).toEqual([7]);
    const g = Follow(1, 400, linear);
    g.jump([3]);
    expect(g.value(0)).toEqual([3]);
    expect(g.settled(0)).toBe(true);
  });
});

describe('ease names', () => {
  it('power3.out covers most of the way early', () => {
    const e = easeFunction('power3.out');
    expect(e(0)).toBe(0);
    expect(e(1)).toBe(1);
    expect(e(0.5)).toBeCloseTo(1 - 0.5 ** 4);
  });

  it('reads the older names and the in / inOut kinds', () => {
    expect(easeFunction('Power2.easeIn')(0.5)).toBeCloseTo(0.125);
    expect(easeFunction('quad.inOut')(0.25)).toBeCloseTo(0.125);
    expect(easeFunction('sine.out')(1)).toBeCloseTo(1);
    expect(easeFunction('linear')(0.3)).toBe(0.3);
  });

  it('unknown names are power3.out', () => {
    expect(easeFunction('bounce.out')(0.5)).toBeCloseTo(easeFunction('power3.out')(0.5));
    expect(easeFunction(undefined)(0.5)).toBeCloseTo(easeFunction('power3.out')(0.5));
  });
});
