import { describe, expect, it } from 'vitest';
import { parseTrustProxy, trustFunction } from './network.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    for (const raw of [undefined, '', 'false', 'off', '0']) {
      expect(parseTrustProxy(raw)).toBe(false);
    }
    expect(trustFunction(false)('127.0.0.1', 0)).toBe(false);
  });

  it('refuses true, which would believe every client', () => {
    expect(() => parseTrustProxy('true')).toThrow(/X-Forwarded-For/);
  });

  it('takes a number of proxies: that many nearest hops are believed', () => {
    const trust = trustFunction(parseTrustProxy('1'));
    expect(trust('203.0.113.9', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });

  it('takes addresses and ranges, and refuses what is not one', () => {
    const trust = trustFunction(parseTrustProxy('127.0.0.1, 10.0.0.0/8'));
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('127.0.0.1', 1)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(() => parseTrustProxy('nginx.local')).toThrow(/CIDR/);
  });
});
