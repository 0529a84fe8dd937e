import { describe, expect, it } from 'vitest';
import { type OrderSlide, SlideOrder } from './SlideOrder.js';

const slide = (
  id: string,
  order: number,
  extra: Partial<OrderSlide['slideshow']> = {},
): OrderSlide => ({
  id,
  order,
  slideshow: { hal: 0, hfn: false, ...extra },
});

describe('SlideOrder', () => {
  it('plays slides by their order field', () => {
    const order = SlideOrder([slide('c', 3), slide('a', 1), slide('b', 2)]);
    expect(order.play()).toEqual(['a', 'b', 'c']);
    expect(order.navigation()).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the lowest-order slide for a hero', () => {
    const order = SlideOrder([slide('b', 2), slide('a', 1)], { hero: true });
    expect(order.play()).toEqual(['a']);
    expect(order.step('a', 1, 'navigation')).toBe('a');
  });

  it('keeps hfn slides in the play order but out of navigation', () => {
    const order = SlideOrder([slide('a', 1), slide('b', 2, { hfn: true }), slide('c', 3)]);
    expect(order.play()).toEqual(['a', 'b', 'c']);
    expect(order.navigation()).toEqual(['a', 'c']);
    expect(order.step('a', 1, 'play')).toBe('b');
    expect(order.step('a', 1, 'navigation')).toBe('c');
    // From the hidden slide, navigation continues from its place.
    expect(order.step('b', 1, 'navigation')).toBe('c');
    expect(order.step('b', -1, 'navigation')).toBe('a');
  });

  it('wraps around at both ends', () => {
    const order = SlideOrder([slide('a', 1), slide('b', 2), slide('c', 3)]);
    expect(order.step('c', 1, 'navigation')).toBe('a');
    expect(order.step('a', -1, 'navigation')).toBe('c');
    expect(order.step('a', 7, 'navigation')).toBe('b');
  });

  it('shuffles once with the given random source', () => {
    const values = [0.1, 0.9, 0.4];
    const order = SlideOrder([slide('a', 1), slide('b', 2), slide('c', 3), slide('d', 4)], {
      shuffle: () => values.shift() ?? 0,
    });
    expect([...order.play()].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(order.play()).toEqual(['b', 'd', 'c', 'a']);
  });

  it('removes a slide after its hal loops, from play and navigation', () => {
    const order = SlideOrder([slide('a', 1), slide('b', 2, { hal: 2 }), slide('c', 3)]);
    expect(order.completeLoop('c')).toEqual([]);
    expect(order.completeLoop('c')).toEqual(['b']);
    expect(order.play()).toEqual(['a', 'c']);
    expect(order.navigation()).toEqual(['a', 'c']);
    expect(order.has('b')).toBe(false);
    expect(order.loops()).toBe(2);
  });

  it('steps on from a removed slide that is still on screen', () => {
    const order = SlideOrder([slide('a', 1), slide('b', 2), slide('c', 3, { hal: 1 })]);
    expect(order.completeLoop('c')).toEqual(['c']);
    expect(order.step('c', 1, 'play')).toBe('a');
    expect(order.step('c', -1, 'play')).toBe('b');
  });

  it('never removes the last slide that can be shown', () => {
    const order = SlideOrder([slide('a', 1, { hal: 1 }), slide('b', 2, { hal: 1 })]);
    expect(order.completeLoop('b')).toEqual(['a']);
    expect(order.play()).toEqual(['b']);
  });
});
