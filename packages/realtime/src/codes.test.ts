import { describe, expect, it } from 'vitest';
import { DISCONNECTS, ERRORS, isReconnectCode, UNSUBSCRIBES } from './codes.js';

describe('protocol codes', () => {
  it('keeps reply errors in 100–113 with the temporary flag where the client retries', () => {
    for (const e of Object.values(ERRORS)) expect(e.code).toBeGreaterThanOrEqual(100);
    expect(ERRORS.permissionDenied.code).toBe(103);
    expect(ERRORS.unrecoverablePosition.code).toBe(112);
    expect(Object.values(ERRORS).filter((e) => 'temporary' in e && e.temporary)).toEqual([
      ERRORS.internal,
      ERRORS.tooManyRequests,
    ]);
  });

  it('puts every reconnect disconnect in 3000–3499 and every terminal one in 3500–3999', () => {
    const terminal = [
      'invalidToken',
      'badRequest',
      'stale',
      'forceNoReconnect',
      'connectionLimit',
      'channelLimit',
      'inappropriateProtocol',
      'permissionDenied',
      'notAvailable',
      'tooManyErrors',
    ];
    for (const [name, d] of Object.entries(DISCONNECTS)) {
      expect(isReconnectCode(d.code), name).toBe(!terminal.includes(name));
      // A WebSocket close reason holds at most 123 bytes.
      expect(Buffer.byteLength(d.reason)).toBeLessThanOrEqual(123);
    }
    expect([DISCONNECTS.shutdown.code, DISCONNECTS.slow.code, DISCONNECTS.noPong.code]).toEqual([
      3001, 3008, 3012,
    ]);
    expect(DISCONNECTS.badRequest.code).toBe(3501);
  });

  it('has no two disconnects or errors with the same code', () => {
    const d = Object.values(DISCONNECTS).map((x) => x.code);
    const e = Object.values(ERRORS).map((x) => x.code);
    expect(new Set(d).size).toBe(d.length);
    expect(new Set(e).size).toBe(e.length);
  });

  it('makes the client resubscribe only for unsubscribe codes from 2500', () => {
    expect(UNSUBSCRIBES.server.code).toBeLessThan(2500);
    expect(UNSUBSCRIBES.expired.code).toBeGreaterThanOrEqual(2500);
  });
});
