import { describe, expect, it } from 'vitest';
import { decodeMatchTime, encodeMatchTime } from './matchTime.js';

describe('match time storage', () => {
  it.each([
    [23, '23', 23],
    [-1, '-1', -1],
    ['45+2', '45+2', '45+2'],
    [null, null, null],
  ] as const)('%s is stored as %s and read back as %s', (value, stored, read) => {
    expect(encodeMatchTime(value)).toBe(stored);
    expect(decodeMatchTime(encodeMatchTime(value))).toBe(read);
  });
});
