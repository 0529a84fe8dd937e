import { describe, expect, it } from 'vitest';
import { hashForSlide, slideFromHash } from './DeepLink.js';

const slides = [
  { id: 'a', attr: { deepLink: 'kick-off' } },
  { id: 'b', attr: { deepLink: '' } },
  { id: 'c', attr: { deepLink: 'full time' } },
];
const order = { play: ['a', 'b', 'c'], navigation: ['a', 'c'] };

describe('slideFromHash', () => {
  it('selects the slide whose deepLink equals the hash', () => {
    expect(slideFromHash('#kick-off', slides, order)).toBe('a');
    expect(slideFromHash('#full%20time', slides, order)).toBe('c');
  });

  it('reads slideN as the Nth slide in navigation order', () => {
    expect(slideFromHash('#slide1', slides, order)).toBe('a');
    expect(slideFromHash('#slide2', slides, order)).toBe('c');
    expect(slideFromHash('#slide3', slides, order)).toBeNull();
    expect(slideFromHash('#slide0', slides, order)).toBeNull();
  });

  it('ignores empty, unknown and malformed hashes, and removed slides', () => {
    expect(slideFromHash('', slides, order)).toBeNull();
    expect(slideFromHash('#', slides, order)).toBeNull();
    expect(slideFromHash('#comments', slides, order)).toBeNull();
    expect(slideFromHash('#%E0%A4%A', slides, order)).toBeNull();
    expect(slideFromHash('#kick-off', slides, { play: ['b', 'c'], navigation: ['c'] })).toBeNull();
  });
});

it('hashForSlide writes the deep link, or nothing', () => {
  expect(hashForSlide(slides[2] as never)).toBe('#full%20time');
  expect(hashForSlide(slides[1] as never)).toBeNull();
});
