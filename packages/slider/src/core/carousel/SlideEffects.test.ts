import { describe, expect, it } from 'vitest';
import { type EffectSettings, slideTransform, spinAngle, zIndexAt } from './SlideEffects.js';

const plain: EffectSettings = {
  type: 'h',
  visible: 5,
  size: 300,
  space: 20,
  count: 10,
  scale: false,
  minS: 50,
  vScale: false,
  oScale: false,
  rotation: false,
  maxR: 0,
  varR: false,
  opacity: false,
  maxO: 100,
  varO: false,
  spin: 'off',
  spinA: 0,
  skewX: 0,
  skewY: 0,
};
const at = (slot: number, changes: Partial<EffectSettings> = {}) =>
  slideTransform(slot, { ...plain, ...changes });

describe('z-index', () => {
  it('is 100 minus 5 per position from the focused slide', () => {
    expect([0, 1, -1, 2, -3].map(zIndexAt)).toEqual([100, 95, 95, 90, 85]);
    // While dragging, the nearer position counts.
    expect(zIndexAt(1.4)).toBe(95);
    expect(zIndexAt(-1.6)).toBe(90);
  });
});

describe('scale (minS)', () => {
  it('shrinks every neighbour to minS, growing in over the first slot', () => {
    expect(at(0, { scale: true }).scale).toBe(1);
    expect(at(1, { scale: true }).scale).toBe(0.5);
    expect(at(2, { scale: true }).scale).toBe(0.5);
    expect(at(0.5, { scale: true }).scale).toBe(0.75);
  });

  it('varies with the distance up to the outermost visible slide (vScale)', () => {
    // 5 visible: 2 on each side; slot 1 is half way.
    expect(at(1, { scale: true, vScale: true }).scale).toBe(0.75);
    expect(at(-2, { scale: true, vScale: true }).scale).toBe(0.5);
  });

  it('pulls scaled slides in so the gaps stay the space (oScale)', () => {
    // Focused 300 px, neighbour 150 px: centres 150 + 20 + 75 = 245 px apart, not 320.
    const near = at(1, { scale: true, oScale: true });
    expect(320 + near.shift).toBe(245);
    const far = at(-2, { scale: true, oScale: true });
    expect(-640 + far.shift).toBe(-(245 + 75 + 20 + 75));
    expect(at(1, { scale: true }).shift).toBe(0);
  });
});

describe('rotation (maxR) and opacity (maxO)', () => {
  it('turns the slides after the focused one towards it', () => {
    expect(at(1, { rotation: true, maxR: 30 }).rotateY).toBe(-30);
    expect(at(-1, { rotation: true, maxR: 30 }).rotateY).toBe(30);
    expect(at(1, { rotation: true, maxR: 30, varR: true }).rotateY).toBe(-15);
    expect(at(1, { type: 'v', rotation: true, maxR: 30 })).toMatchObject({
      rotateX: 30,
      rotateY: 0,
    });
  });

  it('dims the neighbours to maxO, and fades the slides past the visible ones out over one slot', () => {
    expect(at(0, { opacity: true, maxO: 40 }).opacity).toBe(1);
    expect(at(1, { opacity: true, maxO: 40 }).opacity).toBeCloseTo(0.4);
    expect(at(1, { opacity: true, maxO: 40, varO: true }).opacity).toBeCloseTo(0.7);
    expect(at(2.5, { opacity: true, maxO: 100 }).opacity).toBe(0.5);
    expect(at(3, { opacity: true })).toMatchObject({ opacity: 0, visible: false });
  });

  it('hides slides a whole slot past the visible ones without opacity', () => {
    expect(at(2.5)).toMatchObject({ opacity: 1, visible: true });
    expect(at(3)).toMatchObject({ visible: false });
  });

  it('skews every slide alike by the track’s speed, the full skew from 100 px a frame, none at rest', () => {
    const settings = { ...plain, skewX: -10, skewY: 5 };
    expect(slideTransform(1, settings)).toMatchObject({ skewX: -0, skewY: 0 });
    expect(slideTransform(1, settings, 50)).toMatchObject({ skewX: -5, skewY: 2.5 });
    expect(slideTransform(-2, settings, -300)).toMatchObject({ skewX: 10, skewY: -5 });
  });
});

describe('spin', () => {
  it('spaces a full circle over the slides when spinA is 0', () => {
    expect(spinAngle({ spinA: 0, count: 12 })).toBe(30);
    expect(spinAngle({ spinA: 45, count: 12 })).toBe(45);
    // Fewer than three slides make no circle: three places.
    expect(spinAngle({ spinA: 0, count: 2 })).toBe(120);
  });

  it('3D: slides on a cylinder, turned by spinA per slot, the back hidden', () => {
    const s = { spin: '3d' as const, spinA: 30 };
    const radius = 160 / Math.tan(15 * (Math.PI / 180));
    const one = at(1, s);
    expect(one.rotateY).toBe(30);
    expect(320 + one.shift).toBeCloseTo(radius * 0.5);
    expect(one.z).toBeCloseTo(radius * Math.cos(Math.PI / 6) - radius);
    expect(at(0, s)).toMatchObject({ shift: 0, z: 0, rotateY: 0 });
    expect(at(4, { ...s, visible: 9 }).visible).toBe(false);
    expect(at(1, { ...s, type: 'v' })).toMatchObject({ rotateX: -30, rotateY: 0 });
  });

  it('2D: slides on a wheel in the plane, each turned with it', () => {
    const one = at(1, { spin: '2d', spinA: 20 });
    const radius = 320 / (2 * Math.sin(10 * (Math.PI / 180)));
    expect(one.rotateZ).toBe(20);
    expect(320 + one.shift).toBeCloseTo(radius * Math.sin(20 * (Math.PI / 180)));
    expect(one.cross).toBeCloseTo(radius * (1 - Math.cos(20 * (Math.PI / 180))));
    expect(one.z).toBe(0);
  });
});
