import { describe, expect, it } from 'vitest';
import { createNonceService } from './nonce.js';

function service(start = 1_000_000) {
  let time = start;
  const nonces = createNonceService({
    secret: 'x'.repeat(32),
    lifetimeMs: 60_000,
    now: () => time,
  });
  return { nonces, advance: (ms: number) => (time += ms) };
}

describe('nonces', () => {
  it('accepts a nonce for the action it was issued for, only that one', () => {
    const { nonces } = service();
    const nonce = nonces.issue('comment');
    expect(nonces.check('comment', nonce)).toBeNull();
    expect(nonces.check('gallery', nonce)).toBe('invalid');
  });

  it('refuses missing, malformed, tampered and expired nonces', () => {
    const { nonces, advance } = service();
    const nonce = nonces.issue('comment');
    expect(nonces.check('comment', undefined)).toBe('missing');
    expect(nonces.check('comment', '')).toBe('missing');
    expect(nonces.check('comment', 42)).toBe('malformed');
    expect(nonces.check('comment', 'a.b')).toBe('malformed');
    const [random, expiry, signature] = nonce.split('.');
    expect(nonces.check('comment', `${random}.${Number(expiry) + 1}.${signature}`)).toBe('invalid');
    advance(60_001);
    expect(nonces.check('comment', nonce)).toBe('expired');
  });

  it('refuses a single-use nonce the second time', () => {
    const { nonces } = service();
    const nonce = nonces.issue('comment');
    expect(nonces.check('comment', nonce, { singleUse: true })).toBeNull();
    expect(nonces.check('comment', nonce, { singleUse: true })).toBe('replayed');
    expect(nonces.check('comment', nonces.issue('comment'), { singleUse: true })).toBeNull();
  });

  it('does not accept nonces signed with another secret', () => {
    const a = createNonceService({ secret: 'a'.repeat(32) });
    const b = createNonceService({ secret: 'b'.repeat(32) });
    expect(b.check('comment', a.issue('comment'))).toBe('invalid');
  });
});
