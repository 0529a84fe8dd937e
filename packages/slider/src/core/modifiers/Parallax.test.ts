import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backgroundReach,
  backgroundShift,
  coverScale,
  layerShift,
  layerTransform,
  pointerOffset,
  scrollOffset,
  tilt,
  tiltCoverScale,
  tiltTransform,
} from './Parallax.js';

const same = { d3: false, sign: 1 as const, multiplyX: 1, multiplyY: 1 };

describe('offsets the renderer measures', () => {
  const box = { left: 100, top: 50, width: 1200, height: 600 };

  it('the pointer from the module centre', () => {
    expect(pointerOffset(box, 700, 350)).toEqual({ x: 0, y: 0 });
    expect(pointerOffset(box, 1300, 50)).toEqual({ x: 600, y: -300 });
  });

  it('the module centre from the viewport centre', () => {
    // A 600 px module whose top is at 150 in a 900 px window is centred.
    expect(scrollOffset({ top: 150, height: 600 }, 900)).toBe(0);
    expect(scrollOffset({ top: 450, height: 600 }, 900)).toBe(300);
    expect(scrollOffset({ top: -300, height: 600 }, 900)).toBe(-450);
  });
});

describe('layer parallax (spec 9.4: divisor 100; 200 in 3D mode)', () => {
  const pointer = { x: 400, y: -200 };

  it('moves strength px per 100 px of pointer offset', () => {
    expect(layerShift(pointer, 0, { mouse: 10, scroll: 0 }, same)).toEqual({ x: 40, y: -20 });
  });

  it('moves half as far in 3D mode (divisor 200)', () => {
    expect(layerShift(pointer, 0, { mouse: 10, scroll: 0 }, { ...same, d3: true })).toEqual({
      x: 20,
      y: -10,
    });
  });

  it('"opposite" moves against the pointer; sm and om multiply the axes', () => {
    expect(layerShift(pointer, 0, { mouse: 10, scroll: 0 }, { ...same, sign: -1 })).toEqual({
      x: -40,
      y: 20,
    });
    expect(
      layerShift(pointer, 0, { mouse: 10, scroll: 0 }, { ...same, multiplyX: 2, multiplyY: 0 }),
    ).toEqual({ x: 80, y: 0 });
  });

  it('scroll moves the layer vertically, strength px per 100 px of scroll offset', () => {
    expect(layerShift({ x: 0, y: 0 }, 300, { mouse: 0, scroll: 20 }, same)).toEqual({
      x: 0,
      y: 60,
    });
    // The pointer and the scroll add up; the scroll divisor stays 100 in 3D mode.
    expect(layerShift(pointer, 300, { mouse: 10, scroll: 20 }, { ...same, d3: true })).toEqual({
      x: 20,
      y: 50,
    });
  });

  it('is linear in the offset and the strength, and zero at the centre', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -100, max: 100 }),
        (x, strength) => {
          const a = layerShift({ x, y: 0 }, 0, { mouse: strength, scroll: 0 }, same);
          expect(a.x).toBeCloseTo((x * strength) / 100, 1);
          expect(layerShift({ x: 0, y: 0 }, 0, { mouse: strength, scroll: 0 }, same).x).toBe(0);
        },
      ),
    );
  });
});

describe('slide background parallax', () => {
  it('moves like a layer over 100 and is scaled just enough to keep covering', () => {
    const shift = backgroundShift({ x: 600, y: 300 }, 0, { mouse: 10, scroll: 0 }, same);
    expect(shift).toEqual({ x: 60, y: 30 });
    const reach = backgroundReach({ mouse: 10, scroll: 0 }, { width: 1200, height: 600 }, 900, {
      mouse: true,
      scroll: false,
      multiplyX: 1,
      multiplyY: 1,
    });
    expect(reach).toEqual({ x: 60, y: 30 });
    // 60 px on 1200 and 30 px on 600 uncover 10 % of each axis.
    expect(coverScale(reach, { width: 1200, height: 600 })).toBe(1.1);
  });

  it('reaches half the module plus half the viewport with scroll', () => {
    const reach = backgroundReach({ mouse: 0, scroll: 20 }, { width: 1200, height: 600 }, 900, {
      mouse: false,
      scroll: true,
      multiplyX: 1,
      multiplyY: 1,
    });
    expect(reach).toEqual({ x: 0, y: 150 });
    expect(coverScale(reach, { width: 1200, height: 600 })).toBe(1.5);
  });
});

describe('3D tilt (spec 9.4: 155 px per degree across, 80 px per degree up and down)', () => {
  it('tilts the side under the pointer away ("same")', () => {
    expect(tilt({ x: 310, y: -160 }, { sign: 1 })).toEqual({ rX: 2, rY: 2 });
    expect(tilt({ x: -155, y: 80 }, { sign: 1 })).toEqual({ rX: -1, rY: -1 });
    expect(tilt({ x: 0, y: 0 }, { sign: 1 })).toEqual({ rX: 0, rY: 0 });
  });

  it('"opposite" tilts the other way', () => {
    expect(tilt({ x: 310, y: -160 }, { sign: -1 })).toEqual({ rX: -2, rY: -2 });
  });

  it('writes compositor-only transforms', () => {
    expect(tiltTransform({ rX: 2, rY: -1.5 })).toBe(
      'rotateX(2deg) rotateY(-1.5deg) translateZ(0px)',
    );
    expect(tiltTransform({ rX: 2, rY: -1.5 }, -65, 1.05)).toBe(
      'rotateX(2deg) rotateY(-1.5deg) translateZ(-65px) scale(1.05)',
    );
    expect(layerTransform({ x: 12, y: -3 })).toBe('translate3d(12px, -3px, 0px)');
  });
});

describe('the 3D background fills the frame whatever the tilt', () => {
  const size = { width: 1240, height: 600 };

  it('without a tilt, undoes the shrinking of a background 65 px back: (1600 + 65) / 1600', () => {
    expect(tiltCoverScale({ rX: 0, rY: 0 }, size, 65, 1600)).toBeCloseTo(1665 / 1600, 3);
    expect(tiltCoverScale({ rX: 0, rY: 0 }, size, 0, 1600)).toBeCloseTo(1, 3);
  });

  it('grows with the tilt', () => {
    const small = tiltCoverScale({ rX: 1, rY: 1 }, size, 65, 1600);
    const large = tiltCoverScale({ rX: 4, rY: 4 }, size, 65, 1600);
    expect(small).toBeGreaterThan(1665 / 1600);
    expect(large).toBeGreaterThan(small);
    expect(large).toBeLessThan(1.4);
  });

  it('is never smaller than needed: every corner lies beyond the frame corner', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.integer({ min: 0, max: 200 }),
        (rX, rY, depth) => {
          const s = tiltCoverScale({ rX, rY }, size, depth, 1600);
          const a = (rX * Math.PI) / 180;
          const b = (rY * Math.PI) / 180;
          for (const sx of [-1, 1]) {
            for (const sy of [-1, 1]) {
              const x0 = sx * 620 * s;
              const y0 = sy * 300 * s;
              const x1 = x0 * Math.cos(b) - depth * Math.sin(b);
              const z1 = -x0 * Math.sin(b) - depth * Math.cos(b);
              const y2 = y0 * Math.cos(a) - z1 * Math.sin(a);
              const z2 = y0 * Math.sin(a) + z1 * Math.cos(a);
              const k = 1600 / (1600 - z2);
              expect(sx * x1 * k).toBeGreaterThanOrEqual(619.99);
              expect(sy * y2 * k).toBeGreaterThanOrEqual(299.99);
            }
          }
        },
      ),
    );
  });
});
