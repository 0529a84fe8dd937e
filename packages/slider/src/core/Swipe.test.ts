import { describe, expect, it } from 'vitest';
import { cancelsTap, decideSwipe, type SwipeOptions } from './Swipe.js';

const mobile: SwipeOptions = { mobile: true, allowMobile: true, allowDesktop: false };
const o = { x: 100, y: 100 };

describe('decideSwipe', () => {
  it('keeps a move of 5 px or less a tap', () => {
    expect(decideSwipe(o, { x: 104, y: 103 }, mobile)).toEqual({ kind: 'tap' });
    expect(decideSwipe(o, { x: 105, y: 100 }, mobile)).toEqual({ kind: 'tap' });
  });

  it('turns a longer move along the axis into a swipe', () => {
    expect(decideSwipe(o, { x: 40, y: 110 }, mobile)).toEqual({ kind: 'swipe', request: '+1' });
    expect(decideSwipe(o, { x: 106, y: 100 }, mobile)).toEqual({ kind: 'swipe', request: '-1' });
  });

  it('leaves a move across the axis to the page', () => {
    expect(decideSwipe(o, { x: 110, y: 200 }, mobile)).toEqual({ kind: 'scroll' });
    expect(decideSwipe(o, { x: 110, y: 20 }, { ...mobile, axis: 'vertical' })).toEqual({
      kind: 'swipe',
      request: '+1',
    });
  });

  it('honours mobC and deskC', () => {
    expect(decideSwipe(o, { x: 0, y: 100 }, { ...mobile, allowMobile: false })).toEqual({
      kind: 'none',
    });
    const desktop = { mobile: false, allowMobile: true, allowDesktop: false };
    expect(decideSwipe(o, { x: 0, y: 100 }, desktop)).toEqual({ kind: 'none' });
    expect(decideSwipe(o, { x: 0, y: 100 }, { ...desktop, allowDesktop: true }).kind).toBe('swipe');
    // A tap is a tap wherever dragging is off.
    expect(decideSwipe(o, o, desktop)).toEqual({ kind: 'tap' });
  });
});

it('cancelsTap once a pointer moved more than 5 px', () => {
  expect(cancelsTap(o, { x: 103, y: 104 })).toBe(false);
  expect(cancelsTap(o, { x: 104, y: 104 })).toBe(true);
});
