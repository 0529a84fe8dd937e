import { describe, expect, it } from 'vitest';
import { isStorableId, MAX_ROW_ID, parseRowId } from './ids.js';

describe('row ids from outside', () => {
  it('accepts 0 to 2^31-1, the range of an integer column on PostgreSQL', () => {
    expect(MAX_ROW_ID).toBe(2 ** 31 - 1);
    expect(parseRowId('0')).toBe(0);
    expect(parseRowId('2147483647')).toBe(2147483647);
    expect(isStorableId(2147483647)).toBe(true);
  });

  it('refuses larger numbers and anything but digits', () => {
    for (const text of [
      '2147483648',
      '9999999999',
      '123456789012345',
      '-1',
      '1.5',
      ' 1',
      '',
      'x',
    ]) {
      expect(parseRowId(text), text).toBeNull();
    }
    expect(isStorableId(2 ** 31)).toBe(false);
    expect(isStorableId(Number.MAX_SAFE_INTEGER + 2)).toBe(false);
  });
});
