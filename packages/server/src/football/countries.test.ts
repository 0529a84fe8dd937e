import { describe, expect, it } from 'vitest';
import { isRegionCode, regionCodeFor, regionName } from './countries.js';

describe('regionName', () => {
  it('names countries and UN M.49 areas in the widget languages', () => {
    expect(regionName('de', 'FR')).toBe('Frankreich');
    expect(regionName('ka', 'ES')).toBe('ესპანეთი');
    expect(regionName('el', '150')).toBe('Ευρώπη');
    expect(regionName('uz', 'FR')).toBe('Fransiya');
  });

  it('has no name for a missing, reserved or malformed code', () => {
    expect(regionName('de', null)).toBeUndefined();
    expect(regionName('de', 'ZZ')).toBeUndefined();
    expect(regionName('de', 'GB-ENG')).toBeUndefined();
  });
});

describe('regionCodeFor', () => {
  it('finds the code of an English country name', () => {
    expect(regionCodeFor('Spain')).toBe('ES');
    expect(regionCodeFor(' france ')).toBe('FR');
    expect(regionCodeFor('Europe')).toBe('150');
  });

  it('finds none for a country without a code', () => {
    expect(regionCodeFor('England')).toBeUndefined();
  });
});

describe('isRegionCode', () => {
  it('accepts two letters or three digits the runtime can name', () => {
    expect(isRegionCode('PT')).toBe(true);
    expect(isRegionCode('150')).toBe(true);
    expect(isRegionCode('pt')).toBe(false);
    expect(isRegionCode('999')).toBe(false);
    expect(isRegionCode('XA')).toBe(false);
    expect(isRegionCode('XK')).toBe(true);
  });
});
