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

  it('closes a connect with an invalid token with 3500, and the client stays away', async () => {
    h = await startHarness(testOptions());
    const c = h.client({ token: await foreignToken({ sub: 'mallory' }) });
    const ctx = nextEvent<{ code: number; reason: string }>(c, 'disconnected');
    c.connect();
    expect(await ctx).toEqual({ code: 3500, reason: 'invalid token' });
    expect(c.state).toBe('disconnected');
  });

  it('closes with 3005 on a refresh with an expired token, so the client reconnects with a fresh one', async () => {
    h = await startHarness(testOptions());
    const raw = await h.raw();
    await raw.connect({ token: await token({ sub: 'gil' }, 60) });
    raw.send({ id: 2, refresh: { token: await token({ sub: 'gil' }, -5) } });
    expect(await raw.closedWith()).toEqual({ code: 3005, reason: 'connection expired' });
    // With the official client: the refresh's token is already expired; it reconnects and
    // the next token works.
    const tokens = [token({ sub: 'gil' }, -5), token({ sub: 'gil' }, 60)];
    const getToken = vi.fn(() => tokens.shift() ?? token({ sub: 'gil' }, 60));
    const c = h.client({ token: await token({ sub: 'gil' }, 2), getToken });
    const reconnecting = nextEvent<{ code: number }>(c, 'connecting', (x) => x.code === 3005);
    c.connect();
    await c.ready(3000);
    await reconnecting;
    await c.ready(3000);
    expect(c.state).toBe('connected');
  });

  it('closes with 3500 on a refresh with a token of another user or a forged one', async () => {
    h = await startHarness(testOptions());
    const a = await h.raw();
    await a.connect({ token: await token({ sub: 'gil' }, 60) });
    a.send({ id: 2, refresh: { token: await token({ sub: 'eve' }, 60) } });
    expect(await a.closedWith()).toEqual({ code: 3500, reason: 'invalid token' });
    const b = await h.raw();
    await b.connect({ token: await token({ sub: 'gil' }, 60) });
    b.send({ id: 2, refresh: { token: await foreignToken({ sub: 'gil' }) } });
    expect(await b.closedWith()).toEqual({ code: 3500, reason: 'invalid token' });
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

  it('closes with 3500 for a forged token, or one for another channel or user', async () => {
    h = await startHarness(testOptions());
    for (const t of [
      await foreignToken({ sub: '', channel: 'private:a' }),
      await token({ sub: '', channel: 'private:b' }),
      await token({ sub: 'someone', channel: 'private:a' }),
    ]) {
      const c = h.client();
      c.newSubscription('private:a', { token: t }).subscribe();
      const ctx = nextEvent<{ code: number; reason: string }>(c, 'disconnected');
      c.connect();
      expect(await ctx).toEqual({ code: 3500, reason: 'invalid token' });
    }
  });

  it('closes with 3005 on a sub_refresh with an expired token, 3500 with a wrong one', async () => {
    h = await startHarness(testOptions());
    const cases = [
      [
        await token({ sub: '', channel: 'private:a' }, -5),
        { code: 3005, reason: 'connection expired' },
      ],
      [await token({ sub: '', channel: 'private:b' }, 60), { code: 3500, reason: 'invalid token' }],
    ] as const;
    for (const [t, closed] of cases) {
      const raw = await h.raw();
      await raw.connect();
      raw.send({
        id: 2,
        subscribe: {
          channel: 'private:a',
          token: await token({ sub: '', channel: 'private:a' }, 60),
        },
      });
      await raw.reply(2);
      raw.send({ id: 3, sub_refresh: { channel: 'private:a', token: t } });
      expect(await raw.closedWith()).toEqual(closed);
    }
  });
});
