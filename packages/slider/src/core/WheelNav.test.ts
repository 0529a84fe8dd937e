import { describe, expect, it } from 'vitest';
import { WheelNav } from './WheelNav.js';

describe('WheelNav', () => {
  it('turns one wheel flick into one change, then cools down 1500 ms', () => {
    const wheel = WheelNav();
    expect(wheel.wheel(120, 10_000)).toBe('+1');
    for (let t = 10_016; t < 11_500; t += 16) expect(wheel.wheel(40, t)).toBeNull();
    expect(wheel.wheel(-120, 11_500)).toBe('-1');
  });

  it('ignores events without movement and follows nav.m.cd', () => {
    const wheel = WheelNav({ cooldown: 300 });
    expect(wheel.wheel(0, 0)).toBeNull();
    expect(wheel.wheel(Number.NaN, 0)).toBeNull();
    expect(wheel.wheel(1, 0)).toBe('+1');
    expect(wheel.wheel(1, 300)).toBe('+1');
  });
});
