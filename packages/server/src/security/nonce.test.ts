import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('refuses a single-use nonce the second time', async () => {
    const { nonces } = service();
    const nonce = nonces.issue('comment');
    expect(await nonces.spend('comment', nonce)).toBeNull();
    expect(await nonces.spend('comment', nonce)).toBe('replayed');
    expect(await nonces.spend('comment', nonces.issue('comment'))).toBeNull();
  });

  it('does not accept nonces signed with another secret', () => {
    const a = createNonceService({ secret: 'a'.repeat(32) });
    const b = createNonceService({ secret: 'b'.repeat(32) });
    expect(b.check('comment', a.issue('comment'))).toBe('invalid');
  });

  describe('spent single-use nonces (issue 26, item 4)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const hour = 60 * 60 * 1000;

    it('forgets spent nonces once they have expired, by the clock alone', async () => {
      vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
      const nonces = createNonceService({ secret: 'x'.repeat(32) });
      for (let i = 0; i < 500; i++) {
        expect(await nonces.spend('comment', nonces.issue('comment'))).toBeNull();
      }
      expect(nonces.spentCount).toBe(500);
      vi.advanceTimersByTime(6 * hour);
      const later = nonces.issue('comment');
      expect(await nonces.spend('comment', later)).toBeNull();
      expect(nonces.spentCount).toBe(501);
      // Past the 12-hour lifetime (and the bucket the first 500 share): only the later one is left.
      vi.advanceTimersByTime(6 * hour + hour);
      expect(await nonces.spend('comment', nonces.issue('comment'))).toBeNull();
      expect(nonces.spentCount).toBe(2);
      expect(await nonces.spend('comment', later)).toBe('replayed');
    });

    it('stays bounded under a flood, and a forgotten nonce still cannot be replayed', async () => {
      vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
      const nonces = createNonceService({ secret: 'x'.repeat(32), maxSpent: 1000 });
      const early = nonces.issue('comment');
      expect(await nonces.spend('comment', early)).toBeNull();
      for (let i = 0; i < 5000; i++) {
        // One post a second: the flood spans every bucket of the set.
        vi.advanceTimersByTime(1000);
        await nonces.spend('comment', nonces.issue('comment'));
        expect(nonces.spentCount).toBeLessThanOrEqual(1000);
      }
      expect(await nonces.spend('comment', early)).not.toBeNull();
      // A fresh form still works.
      expect(await nonces.spend('comment', nonces.issue('comment'))).toBeNull();
    });
  });
});
