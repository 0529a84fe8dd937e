import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises lost and refused connections of either driver', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('counts storage the operator must fix (disk full, read-only file) as unavailable', () => {
    for (const code of [
      'SQLITE_FULL',
      'SQLITE_READONLY',
      'SQLITE_READONLY_SHM',
      'SQLITE_IOERR_WRITE',
      '53100',
      '25006',
    ]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it('looks inside AggregateError and cause chains', () => {
    const both = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(both)).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('query failed', { cause: withCode('ECONNRESET') })),
    ).toBe(true);
  });

  it('leaves bugs and bad queries alone', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('22003', 'out of range for type integer'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('SQLITE_CONSTRAINT'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
