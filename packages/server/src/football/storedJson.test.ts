import { describe, expect, it } from 'vitest';
import { parseBody, parsePeriods } from './storedJson.js';

describe('parsePeriods', () => {
  it('reads stored periods and drops what is not a number', () => {
    expect(parsePeriods('{"1":2,"2":"x","pen":4}')).toEqual({ 1: 2, pen: 4 });
  });

  it('reads damaged or empty values as no periods', () => {
    expect(parsePeriods('')).toEqual({});
    expect(parsePeriods('{')).toEqual({});
    expect(parsePeriods('[1]')).toEqual({});
    expect(parsePeriods(null)).toEqual({});
  });
});

describe('parseBody', () => {
  it('reads JSON and gives null for anything else', () => {
    expect(parseBody('{"scorer":"home"}')).toEqual({ scorer: 'home' });
    expect(parseBody('nope')).toBeNull();
  });
});
