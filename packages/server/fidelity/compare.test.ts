import { describe, expect, it } from 'vitest';
import { edgeTolerance, mediaClass, scoreSlide, scoreWidth } from './compare.js';
import type { MeasuredLayer, SlideMeasure, WidthMeasure } from './reference.js';

const layer = (id: string, over: Partial<MeasuredLayer> = {}): MeasuredLayer => ({
  id,
  slide: id.split(':')[0] as string,
  layer: id.split(':')[1] as string,
  static: false,
  bg: false,
  visible: true,
  box: { x: 100, y: 100, w: 200, h: 50 },
  text: '',
  media: null,
  ...over,
});

const slide = (layers: MeasuredLayer[], h = 600): SlideMeasure => ({
  settle: { settled: true, ms: 1000 },
  currentSlide: '1',
  module: { x: 0, y: 0, w: 1000, h },
  layers,
});

describe('the README tolerance and score', () => {
  it('allows 8 px or 2 % of the module width on each edge', () => {
    expect(edgeTolerance(375)).toBe(8);
    expect(edgeTolerance(1280)).toBeCloseTo(25.6);
    const ref = slide([layer('1:1')]);
    const near = slide([layer('1:1', { box: { x: 119, y: 81, w: 200, h: 50 } })]);
    const far = slide([layer('1:1', { box: { x: 121, y: 100, w: 200, h: 50 } })]);
    expect(scoreSlide(ref, near)).toMatchObject({ checks: 2, matched: 2 });
    expect(scoreSlide(ref, far).misses).toEqual([
      expect.objectContaining({ cause: 'layer position', layer: '1:1' }),
    ]);
  });

  it('checks the module height within 3 %', () => {
    const ref = slide([], 600);
    expect(scoreSlide(ref, slide([], 617)).matched).toBe(1);
    expect(scoreSlide(ref, slide([], 619)).misses[0]?.cause).toBe('module height');
  });

  it('counts text, font size within 10 % and text-transform for visible layers with text', () => {
    const text = { text: 'Hello', fontSize: 20, textTransform: 'uppercase' };
    const ref = slide([layer('1:1', text)]);
    expect(scoreSlide(ref, slide([layer('1:1', { ...text, fontSize: 21.9 })]))).toMatchObject({
      checks: 5,
      matched: 5,
    });
    const wrong = scoreSlide(
      ref,
      slide([layer('1:1', { text: 'hello', fontSize: 23, textTransform: 'none' })]),
    );
    expect(wrong.misses.map((m) => m.cause).sort()).toEqual([
      'font size',
      'text',
      'text-transform',
    ]);
  });

  it('matches a layer hidden in the original when ours is hidden or absent, not when shown', () => {
    const ref = slide([layer('1:1', { visible: false, why: 'visibility hidden' })]);
    expect(scoreSlide(ref, slide([])).matched).toBe(2);
    expect(scoreSlide(ref, slide([layer('1:1', { visible: false })])).matched).toBe(2);
    expect(scoreSlide(ref, slide([layer('1:1')])).misses[0]?.cause).toBe(
      'shown, hidden in the original',
    );
  });

  it('accepts any position for a layer the original never stopped moving', () => {
    const ref = slide([layer('1:1', { moving: true })]);
    const mine = slide([layer('1:1', { box: { x: 500, y: 0, w: 10, h: 10 } })]);
    expect(scoreSlide(ref, mine).matched).toBe(2);
  });

  it('compares media as kinds: pictures are one kind, players are their own', () => {
    expect(mediaClass('bg-image')).toBe(mediaClass('canvas'));
    expect(mediaClass('youtube')).not.toBe(mediaClass('video'));
    const ref = slide([layer('1:1', { media: 'canvas' })]);
    expect(scoreSlide(ref, slide([layer('1:1', { media: 'image' })])).matched).toBe(3);
    expect(scoreSlide(ref, slide([layer('1:1', { media: null })])).misses[0]?.cause).toBe(
      'media kind',
    );
  });

  it('counts every visible layer only Tribune shows as a failed check, and skips backgrounds', () => {
    const ref = slide([layer('1:9', { bg: true })]);
    const mine = slide([layer('1:2'), layer('1:3', { visible: false })]);
    const score = scoreSlide(ref, mine);
    expect(score).toMatchObject({ checks: 2, matched: 1 });
    expect(score.misses[0]).toMatchObject({ cause: 'only Tribune shows', layer: '1:2' });
  });

  it('fails every check of a module that was refused, with the cause', () => {
    const ref: WidthMeasure = {
      ...slide([layer('1:1', { text: 'A', fontSize: 10 }), layer('1:2', { visible: false })]),
      found: true,
    };
    const { first } = scoreWidth(ref, null, 'not imported');
    expect(first).toMatchObject({ checks: 6, matched: 0 });
    expect(new Set(first.misses.map((m) => m.cause))).toEqual(new Set(['not imported']));
  });
});
