import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenVerifier, ttlSeconds } from './tokens.js';

const SECRET = 'unit-secret-unit-secret-unit-secret';
const sign = (claims: Record<string, unknown>, secret = SECRET, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));

describe('token verification', () => {
  const now = Date.UTC(2030, 0, 1);
  const v = new TokenVerifier(SECRET, () => now);
  const exp = now / 1000;

  it('accepts a valid connection token and reads its claims', async () => {
    const r = await v.verifyConnection(
      await sign({ sub: 'u', exp: exp + 60, channels: ['a'], info: { n: 1 } }),
    );
    expect(r).toEqual({
      ok: true,
      claims: { sub: 'u', exp: exp + 60, channels: ['a'], info: { n: 1 } },
    });
  });

  it('tells expired from invalid, against the clock it was given', async () => {
    expect(await v.verifyConnection(await sign({ sub: 'u', exp: exp - 1 }))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(
      await v.verifyConnection(await sign({ sub: 'u' }, 'other-secret-other-secret-other')),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await v.verifyConnection('not.a.jwt')).toEqual({ ok: false, reason: 'invalid' });
    expect(await v.verifyConnection(await sign({ sub: 'u' }, SECRET, 'HS512'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses claims of the wrong shape', async () => {
    expect((await v.verifyConnection(await sign({ sub: 5 }))).ok).toBe(false);
    expect((await v.verifySubscription(await sign({ sub: 'u' }))).ok).toBe(false);
    expect((await v.verifySubscription(await sign({ sub: 'u', channel: 'c' }))).ok).toBe(true);
  });

  it('refuses every token without a secret', async () => {
    const none = new TokenVerifier(null, () => now);
    expect(await none.verifyConnection(await sign({ sub: 'u' }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('computes a ttl of at least one second', () => {
    expect(ttlSeconds(100, 40_000)).toBe(60);
    expect(ttlSeconds(100, 100_500)).toBe(1);
  });
});
