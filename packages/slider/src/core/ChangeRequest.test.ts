import { describe, expect, it } from 'vitest';
import { type KeyedSlide, resolveRequest } from './ChangeRequest.js';
import { type OrderSlide, SlideOrder } from './SlideOrder.js';

function setup(count: number, hidden: number[] = []) {
  const slides: (KeyedSlide & OrderSlide)[] = Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`,
    order: i + 1,
    attr: { deepLink: `link-${i + 1}`, id: `html-${i + 1}` },
    slideshow: { hal: 0, hfn: hidden.includes(i + 1) },
  }));
  const order = SlideOrder(slides);
  return (request: number | string, current = 's1', scope: 'play' | 'navigation' = 'navigation') =>
    resolveRequest(request, { order, slides, current, scope });
}

describe('resolveRequest', () => {
  it('moves relative to the current slide and wraps', () => {
    const go = setup(3);
    expect(go('+1')).toBe('s2');
    expect(go('-1')).toBe('s3');
    expect(go('+1', 's3')).toBe('s1');
    expect(go('+4', 's1')).toBe('s2');
    expect(go('next', 's2')).toBe('s3');
    expect(go('prev', 's2')).toBe('s1');
    expect(go('+0')).toBeNull();
  });

  it('takes absolute indexes into the navigation order, wrapping', () => {
    const go = setup(3);
    expect(go(0)).toBe('s1');
    expect(go(2)).toBe('s3');
    expect(go(3)).toBe('s1');
    expect(go(-1)).toBe('s3');
    expect(go('1')).toBe('s2');
    expect(go(Number.NaN)).toBeNull();
  });

  it('wraps within navigable slides only', () => {
    const go = setup(4, [2, 4]);
    expect(go('+1', 's1')).toBe('s3');
    expect(go('+1', 's3')).toBe('s1');
    expect(go(1)).toBe('s3');
    // The slideshow walks the play order, hidden slides included.
    expect(go('+1', 's1', 'play')).toBe('s2');
  });

  it('finds "#key" by id, then deep link, then HTML id', () => {
    const go = setup(3);
    expect(go('#s3')).toBe('s3');
    expect(go('#link-2')).toBe('s2');
    expect(go('#html-3')).toBe('s3');
  });

  it('sends an unknown "#" value greater than 50 to slide 0', () => {
    const go = setup(3);
    expect(go('#51', 's2')).toBe('s1');
    expect(go('#9999', 's3')).toBe('s1');
  });

  it('reads an unknown "#N" up to 50 as the Nth navigable slide', () => {
    const go = setup(3);
    expect(go('#2')).toBe('s2');
    expect(go('#50')).toBeNull();
    expect(go('#0')).toBeNull();
  });

  it('ignores unknown keys and unreadable requests', () => {
    const go = setup(3);
    expect(go('#nothing')).toBeNull();
    expect(go('#')).toBeNull();
    expect(go('sideways')).toBeNull();
  });
});
