import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testOptions } from './test-support/config.js';
import { type Harness, nextEvent, startHarness, token } from './test-support/harness.js';

// Connection and subscription tokens with the official client: valid, expired (the client
// fetches a new one through getToken), invalid (unauthorized, no retry).

let h: Harness;
afterEach(async () => {
  await h.stop();
});

function foreignToken(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('another-secret-another-secret-000'));
}

describe('connection tokens', () => {
  it('authenticates the user and subscribes the token channels server-side', async () => {
    h = await startHarness(testOptions());
    const seen = nextEvent<{ user: string }>(h.server.events, 'connect');
    const c = h.client({ token: await token({ sub: 'dave', channels: ['football'] }, 60) });
    const subscribed = nextEvent<{ channel: string; recoverable: boolean }>(c, 'subscribed');
    c.connect();
    expect((await seen).user).toBe('dave');
    expect(await subscribed).toMatchObject({ channel: 'football', recoverable: true });
    const pub = nextEvent<{ channel: string; data: unknown }>(c, 'publication');
    await h.server.publish('football', { live: true });
    expect(await pub).toMatchObject({ channel: 'football', data: { live: true } });
  });

  it('makes the client fetch a new token when its token expired', async () => {
    h = await startHarness(testOptions());
    const getToken = vi.fn(() => token({ sub: 'erin' }, 60));
    const c = h.client({ token: await token({ sub: 'erin' }, -10), getToken });
    const seen = nextEvent<{ user: string }>(h.server.events, 'connect');
    c.connect();
    expect((await seen).user).toBe('erin');
    await c.ready(3000);
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('refuses an invalid token as unauthorized, without reconnecting', async () => {
    h = await startHarness(testOptions());
    const c = h.client({ token: await foreignToken({ sub: 'mallory' }) });
    const ctx = nextEvent<{ code: number; reason: string }>(c, 'disconnected');
    c.connect();
    expect(await ctx).toEqual({ code: 101, reason: 'unauthorized' });
    expect(c.state).toBe('disconnected');
  });

  it('lets a connection refresh its token before it expires', async () => {
    h = await startHarness(testOptions({ expiredGrace: 1 }));
    const getToken = vi.fn(() => token({ sub: 'fay' }, 60));
    const c = h.client({ token: await token({ sub: 'fay' }, 2), getToken });
    c.connect();
    await c.ready(3000);
    await new Promise((r) => setTimeout(r, 3500));
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(c.state).toBe('connected');
  });

  it('closes a connection whose token expired without a refresh with 3005', async () => {
    h = await startHarness(testOptions({ expiredGrace: 0 }));
    const raw = await h.raw();
    // `exp` has a one-second resolution: 2 s ahead is at least 1 s ahead.
    const reply = await raw.connect({ token: await token({ sub: 'gus' }, 2) });
    expect(reply.connect).toMatchObject({ expires: true });
    expect(await raw.closedWith(4000)).toEqual({ code: 3005, reason: 'connection expired' });
  });
});

describe('subscription tokens', () => {
  it('subscribes with a valid token', async () => {
    h = await startHarness(testOptions());
    const c = h.client({ token: await token({ sub: 'hal' }) });
    const sub = c.newSubscription('private:room', {
      token: await token({ sub: 'hal', channel: 'private:room' }, 60),
    });
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
  });

  it('fetches a new token when the subscription token expired', async () => {
    h = await startHarness(testOptions());
    const c = h.client();
    const getToken = vi.fn(() => token({ sub: '', channel: 'private:room' }, 60));
    const sub = c.newSubscription('private:room', {
      token: await token({ sub: '', channel: 'private:room' }, -5),
      getToken,
    });
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('refuses an invalid token as unauthorized and a token for another channel with 103', async () => {
    h = await startHarness(testOptions());
    const c = h.client();
    const bad = c.newSubscription('private:a', {
      token: await foreignToken({ sub: '', channel: 'private:a' }),
    });
    const other = c.newSubscription('private:b', {
      token: await token({ sub: '', channel: 'private:a' }),
    });
    const u1 = nextEvent<{ code: number; reason: string }>(bad, 'unsubscribed');
    const u2 = nextEvent<{ code: number }>(other, 'unsubscribed');
    bad.subscribe();
    other.subscribe();
    c.connect();
    expect(await u1).toMatchObject({ code: 101, reason: 'unauthorized' });
    expect((await u2).code).toBe(103);
  });
});
