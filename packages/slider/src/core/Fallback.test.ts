import { describe, expect, it } from 'vitest';
import { environmentFrom, fallbackImage } from './Fallback.js';

const general = (fallbackType: 'mobile' | 'ie8' | 'mobile-ie8' | 'none') => ({
  fallbackURL: '/img/fallback.jpg',
  fallbackType,
});
const desktop = { mobile: false, legacyIe: null };
const phone = { mobile: true, legacyIe: null };
const ie8 = { mobile: false, legacyIe: 8 };

describe('fallbackImage', () => {
  it('replaces the module per fallbackType', () => {
    expect(fallbackImage(general('mobile'), phone)).toBe('/img/fallback.jpg');
    expect(fallbackImage(general('mobile'), desktop)).toBeNull();
    expect(fallbackImage(general('ie8'), ie8)).toBe('/img/fallback.jpg');
    expect(fallbackImage(general('ie8'), { mobile: false, legacyIe: 9 })).toBeNull();
    expect(fallbackImage(general('ie8'), phone)).toBeNull();
    expect(fallbackImage(general('mobile-ie8'), phone)).toBe('/img/fallback.jpg');
    expect(fallbackImage(general('mobile-ie8'), { mobile: false, legacyIe: 7 })).toBe(
      '/img/fallback.jpg',
    );
    expect(fallbackImage(general('mobile-ie8'), desktop)).toBeNull();
    expect(fallbackImage(general('none'), phone)).toBeNull();
    expect(fallbackImage({ fallbackURL: ' ', fallbackType: 'mobile' }, phone)).toBeNull();
  });
});

describe('environmentFrom', () => {
  it('reads phones, iPads and the legacy browser from the user agent', () => {
    expect(
      environmentFrom('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'),
    ).toEqual(phone);
    expect(
      environmentFrom('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605', 5).mobile,
    ).toBe(true);
    expect(environmentFrom('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toEqual(ie8);
    expect(environmentFrom('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toEqual(desktop);
  });
});
