import { describe, expect, it } from 'vitest';
import { atLevel, clampDpr, forWidth, gridScale, levelForWidth, minHeightBasis } from './Levels.js';

describe('levelForWidth', () => {
  it('holds each level from its breakpoint up to the next larger one, as the original runtime', () => {
    expect(levelForWidth(1920)).toBe(0);
    expect(levelForWidth(1600)).toBe(0);
    expect(levelForWidth(1241)).toBe(0);
    expect(levelForWidth(1240)).toBe(0);
    expect(levelForWidth(1239)).toBe(1);
    expect(levelForWidth(1100)).toBe(1);
    expect(levelForWidth(1024)).toBe(1);
    expect(levelForWidth(1023)).toBe(2);
    expect(levelForWidth(800)).toBe(2);
    expect(levelForWidth(778)).toBe(2);
    expect(levelForWidth(777)).toBe(3);
    expect(levelForWidth(500)).toBe(3);
    expect(levelForWidth(480)).toBe(3);
    expect(levelForWidth(479)).toBe(4);
    expect(levelForWidth(320)).toBe(4);
  });

  it('resolves a per-level value for a width', () => {
    const values = ['xl', 'l', 'm', 's', 'xs'] as const;
    expect(atLevel(values, 3)).toBe('s');
    expect(forWidth(values, 375)).toBe('xs');
    expect(forWidth(values, 1440)).toBe('xl');
  });
});

describe('sizing rules', () => {
  it('clamps the device pixel ratio to 1–2', () => {
    expect(clampDpr(0.5)).toBe(1);
    expect(clampDpr(1.5)).toBe(1.5);
    expect(clampDpr(3)).toBe(2);
    expect(clampDpr(undefined)).toBe(1);
    expect(clampDpr(Number.NaN)).toBe(1);
  });

  it('has a minimum height basis of 320 on mobile and 640 on desktop', () => {
    expect(minHeightBasis(true)).toBe(320);
    expect(minHeightBasis(false)).toBe(640);
  });

  it('scales the grid down to the container, never up', () => {
    expect(gridScale(620, 1240)).toBe(0.5);
    expect(gridScale(2000, 1240)).toBe(1);
    expect(gridScale(0, 1240)).toBe(1);
  });
});
