import { describe, expect, it } from 'vitest';
import {
  canonicalLayerKind,
  canonicalTimelines,
  isBlank,
  layerMedia,
  plainText,
  toBoolean,
  toColor,
  toFrameStart,
  toLength,
  toLevels,
  toNumber,
  toScale,
  toSingle,
  waitsForAction,
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

  it('reads the editor’s share of the parent ("#1/3#") as a percentage', () => {
    // starnext's gradient overlay: a third of the slide's height.
    expect(toLength('#1/3#')).toBe('33.3333%');
    expect(toLength('#1/2#')).toBe('50%');
    expect(toLength('#1/0#')).toBe('#1/0#');
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

describe('what real engine-7 data saves', () => {
  it('an empty list (PHP’s empty object or list) is not given', () => {
    expect(isBlank([])).toBe(true);
    expect(isBlank([0])).toBe(false);
    expect(isBlank(0)).toBe(false);
  });

  it('a per-level list where one value is kept gives the widest level’s', () => {
    expect(toSingle(['#a', null, '8px', '9px'], toNumber)).toBe(8);
    expect(toSingle('8px', toNumber)).toBe(8);
    expect(toSingle([[1]], toNumber)).toBeUndefined();
    expect(toSingle([], toNumber)).toBeUndefined();
  });

  it('"w0" starts a frame at 0 and marks an entrance that waits for an action', () => {
    expect(toFrameStart('w0')).toBe(0);
    expect(toFrameStart(' w250 ')).toBe(250);
    expect(toFrameStart('300ms')).toBe(300);
    expect(toFrameStart('w')).toBeUndefined();
    expect(toFrameStart('wait')).toBeUndefined();
    expect(waitsForAction({ content: { all: [{ t: 'w0' }, { t: 0 }] } })).toBe(true);
    expect(waitsForAction({ mask: { all: [{ t: 0 }, { t: 'w0' }] } })).toBe(false);
    expect(waitsForAction({ content: { all: {} } })).toBe(false);
    const tl = { in: { clip: { all: [{ t: 'w0' }] } }, out: {} };
    expect(canonicalTimelines(tl)).toEqual({
      in: { clip: { all: [{ t: 'w0' }] }, wait: true },
      out: {},
    });
    expect(canonicalTimelines({ in: { wait: false, clip: tl.in.clip } })).toEqual({
      in: { wait: false, clip: tl.in.clip },
    });
    expect(canonicalTimelines('x')).toBe('x');
  });

  it('a video or audio layer’s options in its content are its media, unless it has its own', () => {
    const content = { src: 'a.mp4', controls: 'none', text: '' };
    expect(layerMedia('video', undefined, content)).toEqual({ src: 'a.mp4', controls: 'none' });
    expect(layerMedia('audio', [], content)).toEqual({ src: 'a.mp4', controls: 'none' });
    expect(layerMedia('video', { src: 'b.mp4' }, content)).toEqual({ src: 'b.mp4' });
    expect(layerMedia('text', undefined, content)).toBeUndefined();
  });
});
