import { describe, expect, it } from 'vitest';
import { autoNavSize, visibleItems } from './NavSize.js';

describe('autoNavSize', () => {
  const size = { w: 200, h: 100, mw: 100 };

  it('is full size from 980 px and the minimum at 480 px and below', () => {
    expect(autoNavSize(size, 1400)).toEqual({ width: 200, height: 100 });
    expect(autoNavSize(size, 980)).toEqual({ width: 200, height: 100 });
    expect(autoNavSize(size, 480)).toEqual({ width: 100, height: 50 });
    expect(autoNavSize(size, 320)).toEqual({ width: 100, height: 50 });
  });

  it('scales in proportion between, keeping the aspect ratio', () => {
    expect(autoNavSize(size, 730)).toEqual({ width: 150, height: 75 });
  });

  it('never grows past w when mw is larger or unset', () => {
    expect(autoNavSize({ w: 80, h: 40, mw: 120 }, 480)).toEqual({ width: 80, height: 40 });
    expect(autoNavSize({ w: 80, h: 40, mw: 0 }, 480)).toEqual({ width: 80, height: 40 });
  });
});

it('visibleItems caps at m and the slide count', () => {
  expect(visibleItems(5, 3)).toBe(3);
  expect(visibleItems(2, 9)).toBe(2);
  expect(visibleItems(0, 9)).toBe(1);
});
