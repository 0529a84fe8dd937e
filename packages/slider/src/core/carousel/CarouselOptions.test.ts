import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { readFixture } from '../test-support/fixtures.js';
import {
  carouselAlign,
  carouselDuration,
  effectSettings,
  wrapPerspective,
} from './CarouselOptions.js';

describe('carousel duration (spec 9.1)', () => {
  it('is dur, 800 ms by default, capped at the slide length', () => {
    expect(carouselDuration(undefined, 9000)).toBe(800);
    expect(carouselDuration(1200, 9000)).toBe(1200);
    expect(carouselDuration(1200, 500)).toBe(500);
    expect(carouselDuration(Number.NaN, 9000)).toBe(800);
  });
});

describe('settings of a real carousel', () => {
  const module = parseModuleStrict(readFixture('sr7_jschack_amenities_carousel_infinity.json'));
  const c = module.settings.carousel;

  it('reads maxV 5 with 60 px between slides, infinite, centred, no spin', () => {
    const effects = effectSettings(c, { size: 800, count: module.slides.length });
    // Four slides: maxV 5 is reduced to 4, an even count, so 5 places.
    expect(module.slides).toHaveLength(4);
    expect(effects).toMatchObject({ type: 'h', space: 60, spin: 'off', visible: 5 });
    expect(c.infinity).toBe(true);
    expect(carouselAlign(c)).toBe('center');
    expect(wrapPerspective(c)).toBeUndefined();
    expect(wrapPerspective({ spin: '3d' })).toBe(1200);
    expect(carouselDuration(c.dur, module.settings.default.len)).toBe(800);
  });
});
