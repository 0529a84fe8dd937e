import { describe, expect, it } from 'vitest';
import {
  canonicalLayerKind,
  plainText,
  toBoolean,
  toColor,
  toLength,
  toLevels,
  toNumber,
  toScale,
} from './Normalise.js';

describe('toNumber', () => {
  it('reads numbers and numeric strings with px, ms or deg', () => {
    expect(toNumber(5000)).toBe(5000);
    expect(toNumber('5000')).toBe(5000);
    expect(toNumber('60px')).toBe(60);
    expect(toNumber('-200px')).toBe(-200);
    expect(toNumber('180deg')).toBe(180);
    expect(toNumber(' 1.5 ')).toBe(1.5);
  });

  it('refuses what is not a number', () => {
    expect(toNumber('auto')).toBeUndefined();
    expect(toNumber('50%')).toBeUndefined();
    expect(toNumber(Number.NaN)).toBeUndefined();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toNumber(true)).toBeUndefined();
    expect(toNumber('12abc')).toBeUndefined();
  });
});

describe('toBoolean', () => {
  it('reads the spellings real data uses', () => {
    expect(toBoolean('true')).toBe(true);
    expect(toBoolean('false')).toBe(false);
    expect(toBoolean('on')).toBe(true);
    expect(toBoolean(0)).toBe(false);
    expect(toBoolean('maybe')).toBeUndefined();
  });
});

describe('toLength, toColor, toScale', () => {
  it('gives bare numbers px and keeps keywords', () => {
    expect(toLength(20)).toBe('20px');
    expect(toLength('20')).toBe('20px');
    expect(toLength('50%')).toBe('50%');
    expect(toLength('inherit')).toBe('inherit');
  });

  it('takes the CSS of engine colour objects', () => {
    expect(toColor({ type: 'solid', orig: '#fff', string: 'rgba(255, 255, 255, 1)' })).toBe(
      'rgba(255, 255, 255, 1)',
    );
    expect(toColor({ orig: 'transparent' })).toBe('transparent');
    expect(toColor('#000')).toBe('#000');
    expect(toColor(5)).toBeUndefined();
  });

  it('reads percentages and pan-style percent numbers as factors', () => {
    expect(toScale('100%')).toBe(1);
    expect(toScale('115')).toBe(1.15);
    expect(toScale(0.5)).toBe(0.5);
  });
});

describe('toLevels', () => {
  it('fills "#a" from the next larger level, or the nearest smaller at the top', () => {
    // nav.bullets.d of the krdeluxe fixture
    expect(toLevels(['#a', 'vertical', '#a', '#a', '#a'], (v) => v as string)).toEqual([
      'vertical',
      'vertical',
      'vertical',
      'vertical',
      'vertical',
    ]);
    // nav.bullets.dOut: numbers and numeric strings mixed
    expect(toLevels(['#a', 200, '#a', '#a', '1200'], toNumber)).toEqual([200, 200, 200, 200, 1200]);
  });

  it('spreads a single value and pads short arrays', () => {
    expect(toLevels('100px', toNumber)).toEqual([100, 100, 100, 100, 100]);
    expect(toLevels([1, 2], toNumber)).toEqual([1, 2, 2, 2, 2]);
  });

  it('treats unreadable entries as holes and gives up only when all are', () => {
    expect(toLevels(['x', 3, 'y', 4, null], toNumber)).toEqual([3, 3, 3, 4, 4]);
    expect(toLevels(['x', 'y'], toNumber)).toBeUndefined();
  });
});

describe('canonicalLayerKind', () => {
  it('maps engine-7 containers and buttons onto the spec kinds', () => {
    expect(canonicalLayerKind('container', 'row')).toEqual({ type: 'row', subtype: undefined });
    expect(canonicalLayerKind('container', 'column').type).toBe('column');
    expect(canonicalLayerKind('container', 'group').type).toBe('group');
    expect(canonicalLayerKind('container', 'zone')).toEqual({ type: 'group', subtype: 'zone' });
    expect(canonicalLayerKind('text', 'button')).toEqual({ type: 'button', subtype: undefined });
    expect(canonicalLayerKind('shape', 'slidebg')).toEqual({ type: 'shape', subtype: 'slidebg' });
  });
});

describe('plainText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(plainText('<b>Goal</b> &amp; win<br/>now  ')).toBe('Goal & win now');
    expect(plainText('&lt;script&gt;')).toBe('<script>');
  });
});
