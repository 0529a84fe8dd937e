import { describe, expect, it } from 'vitest';
import { colour, ease, length, levels, number, opacity, scale } from './V6Values.js';

describe('per-level values', () => {
  const px = (v: unknown) => length(v)?.value;

  it('spreads the four engine-6 levels over engine 7’s five (1600 and 1240 from desktop)', () => {
    expect(
      levels({ d: { v: '10px' }, n: { v: '8px' }, t: { v: '6px' }, m: { v: '4px' } }, px),
    ).toEqual(['10px', '10px', '8px', '6px', '4px']);
  });

  it('fills a level without a value from the next larger one', () => {
    expect(levels({ d: { v: 20, e: true }, m: { v: 5 } }, px)).toEqual([
      '20px',
      '20px',
      '20px',
      '20px',
      '5px',
    ]);
  });

  it('gives a missing desktop value the engine-6 default (engine 6 saves only what differs)', () => {
    expect(levels({ n: { v: '16' }, t: { v: '12' }, m: { v: '7' } }, px, '20px')).toEqual([
      '20px',
      '20px',
      '16px',
      '12px',
      '7px',
    ]);
  });

  it('takes a plain value for every level, and answers undefined when nothing is there', () => {
    expect(levels('center', (v) => String(v))).toEqual([
      'center',
      'center',
      'center',
      'center',
      'center',
    ]);
    expect(levels({ d: { e: true } }, px)).toBeUndefined();
    expect(levels(undefined, px, 'auto')).toEqual(['auto', 'auto', 'auto', 'auto', 'auto']);
  });
});

describe('values', () => {
  it('reads lengths, keeping percentages and keywords', () => {
    expect(length(12)).toEqual({ value: '12px' });
    expect(length('12')).toEqual({ value: '12px' });
    expect(length('-100%')).toEqual({ value: '-100%' });
    expect(length('auto')).toEqual({ value: 'auto' });
    expect(length('cyc(-10|10)')).toBeUndefined();
  });

  it('plays a random range as its middle value, and says so', () => {
    expect(length('[-10|30]')).toEqual({
      value: '10px',
      approximation: 'random range [-10|30] played as its middle value',
    });
    expect(number('{-20,20}')).toBe(0);
  });

  it('reads scales, opacities and units', () => {
    expect(scale('90%')).toBe(0.9);
    expect(scale(0.9)).toBe(0.9);
    expect(opacity('0.5')).toBe(0.5);
    expect(opacity(50)).toBe(0.5);
    expect(number('35deg')).toBe(35);
    expect(number('1000ms')).toBe(1000);
  });

  it('spells old GreenSock eases the engine-7 way', () => {
    expect(ease('Power3.easeInOut')).toBe('power3.inOut');
    expect(ease('Back.easeOut')).toBe('back.out');
    expect(ease('Linear.easeNone')).toBe('none');
    expect(ease('power2.inOut')).toBe('power2.inOut');
    expect(ease('default')).toBeUndefined();
  });

  it('reads colours, a gradient as its first stop', () => {
    expect(colour('#85a6a6')).toEqual({ value: '#85a6a6' });
    expect(
      colour(
        JSON.stringify({
          type: 'linear',
          colors: [
            { r: 255, g: 0, b: 0, a: 0.5 },
            { r: 0, g: 0, b: 0, a: 1 },
          ],
        }),
      ),
    ).toEqual({
      value: 'rgba(255, 0, 0, 0.5)',
      approximation: 'gradient shown as its first colour',
    });
    expect(colour('')).toBeUndefined();
  });
});
