import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './acceptsGzip.js';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header sent twice', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
  });
});
