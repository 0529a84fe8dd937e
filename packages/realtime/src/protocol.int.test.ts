import type { Centrifuge, PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RealtimeError } from './errors.js';
import { testOptions } from './test-support/config.js';
import {
  delay,
  eventually,
  type Harness,
  nextEvent,
  startHarness,
  token,
} from './test-support/harness.js';

// The official client against a real server on loopback: what a browser widget will do.

let h: Harness;
beforeEach(async () => {
  h = await startHarness(testOptions());
});
afterEach(async () => {
  await h.stop();
});

async function connected(c: Centrifuge): Promise<void> {
  c.connect();
  await c.ready(3000);
}

describe('connect and disconnect', () => {
  it('connects anonymously, reports the client id, and disconnects', async () => {
    const seen = nextEvent<{ client: string }>(h.server.events, 'connect');
    const c = h.client();
    const ctx = nextEvent<{ client: string }>(c, 'connected');
    c.connect();
    const { client } = await ctx;
    expect(client).toMatch(/^[0-9a-f-]{36}$/);
    expect((await seen).client).toBe(client);
    expect(h.server.info().connections).toBe(1);
    const gone = nextEvent(h.server.events, 'disconnect');
    c.disconnect();
    await gone;
    await eventually(() => h.server.info().connections === 0);
  });

  it('refuses anonymous connections when the server requires a token', async () => {
    await h.stop();
    h = await startHarness(testOptions({ allowAnonymous: false }));
    const c = h.client();
    const ctx = nextEvent<{ code: number; reason: string }>(c, 'disconnected');
    c.connect();
    expect(await ctx).toEqual({ code: 101, reason: 'unauthorized' });
  });
});

describe('subscriptions', () => {
  it('subscribes, receives publications with offsets, and unsubscribes', async () => {
    const c = h.client();
    const sub = c.newSubscription('football');
    const pubs: PublicationContext[] = [];
    sub.on('publication', (p) => pubs.push(p));
    sub.subscribe();
    await connected(c);
    await sub.ready(3000);
    await h.server.publish('football', { goal: 1 });
    await h.server.publish('football', { goal: 2 });
    await eventually(() => pubs.length === 2);
    expect(pubs.map((p) => [p.data, p.offset])).toEqual([
      [{ goal: 1 }, 1],
      [{ goal: 2 }, 2],
    ]);
    sub.unsubscribe();
    await eventually(() => h.server.info().channels === 0);
    await h.server.publish('football', { goal: 3 });
    await new Promise((r) => setTimeout(r, 50));
    expect(pubs).toHaveLength(2);
  });

  it('answers an unknown namespace with 102 and a token-only one with 103', async () => {
    const c = h.client();
    const unknown = c.newSubscription('nowhere:x');
    const closed = c.newSubscription('private:x');
    const u1 = nextEvent<{ code: number }>(unknown, 'unsubscribed');
    const u2 = nextEvent<{ code: number }>(closed, 'unsubscribed');
    unknown.subscribe();
    closed.subscribe();
    c.connect();
    expect((await u1).code).toBe(102);
    expect((await u2).code).toBe(103);
  });

  it('lets only authenticated users into a "user" namespace', async () => {
    const anon = h.client();
    const s1 = anon.newSubscription('members:lounge');
    const denied = nextEvent<{ code: number }>(s1, 'unsubscribed');
    s1.subscribe();
    anon.connect();
    expect((await denied).code).toBe(103);
    const user = h.client({ token: await token({ sub: 'u1' }) });
    const s2 = user.newSubscription('members:lounge');
    s2.subscribe();
    user.connect();
    await s2.ready(3000);
  });

  it('pushes join and leave to subscribers that asked, where the namespace has them', async () => {
    const a = h.client();
    const sa = a.newSubscription('chat:room', { joinLeave: true });
    const quiet = h.client();
    const sq = quiet.newSubscription('chat:room');
    const unasked: unknown[] = [];
    sq.on('join', (j) => unasked.push(j));
    sq.on('leave', (l) => unasked.push(l));
    sq.subscribe();
    await connected(quiet);
    await sq.ready(3000);
    sa.subscribe();
    const aConnected = nextEvent<{ client: string }>(a, 'connected');
    await connected(a);
    const aId = (await aConnected).client;
    await sa.ready(3000);
    const join = nextEvent<{ info: { client: string } }>(sa, 'join', (j) => j.info.client !== aId);
    const b = h.client();
    const sb = b.newSubscription('chat:room');
    sb.subscribe();
    await connected(b);
    const bId = (await join).info.client;
    const leave = nextEvent<{ info: { client: string } }>(sa, 'leave');
    b.disconnect();
    expect((await leave).info.client).toBe(bId);
    // Asking where the namespace has no join/leave gives nothing either.
    const f = a.newSubscription('football', { joinLeave: true });
    const onFootball: unknown[] = [];
    f.on('join', (j) => onFootball.push(j));
    f.subscribe();
    await f.ready(3000);
    const other = h.client();
    other.newSubscription('football').subscribe();
    await connected(other);
    await delay(50);
    expect(unasked).toEqual([]);
    expect(onFootball).toEqual([]);
  });
});

describe('rpc', () => {
  it('returns the handler result, 104 for an unknown method and custom errors', async () => {
    h.server.rpc.register('getMatches', (data) => ({ data: [], asked: data }));
    h.server.rpc.register('fails', () => {
      throw new RealtimeError(400, 'no such match');
    });
    const c = h.client();
    await connected(c);
    expect(await c.rpc('getMatches', { lang: 'fr', period: 'live' })).toEqual({
      data: { data: [], asked: { lang: 'fr', period: 'live' } },
    });
    await expect(c.rpc('nope', {})).rejects.toMatchObject({
      code: 104,
      message: 'method not found',
    });
    await expect(c.rpc('fails', {})).rejects.toMatchObject({ code: 400, message: 'no such match' });
  });

  it('answers 108 "not available" when no method is registered', async () => {
    const c = h.client();
    await connected(c);
    await expect(c.rpc('anything', {})).rejects.toMatchObject({ code: 108 });
  });

  it('reports a crashing handler as a temporary internal error', async () => {
    h.server.rpc.register('boom', () => {
      throw new Error('bug');
    });
    const c = h.client();
    await connected(c);
    await expect(c.rpc('boom', {})).rejects.toMatchObject({ code: 100, temporary: true });
    expect(c.state).toBe('connected');
  });
});

describe('client publish', () => {
  it('is allowed where the namespace lets subscribers publish, with the publisher info', async () => {
    const a = h.client({ token: await token({ sub: 'alice' }) });
    const b = h.client();
    const sa = a.newSubscription('chat:room');
    const sb = b.newSubscription('chat:room');
    sa.subscribe();
    sb.subscribe();
    await Promise.all([connected(a), connected(b)]);
    await Promise.all([sa.ready(3000), sb.ready(3000)]);
    const got = nextEvent<PublicationContext>(sb, 'publication');
    await sa.publish({ text: 'hi' });
    const pub = await got;
    expect(pub.data).toEqual({ text: 'hi' });
    expect(pub.info?.user).toBe('alice');
  });

  it('is denied with 103 on a server-only channel', async () => {
    const c = h.client();
    const sub = c.newSubscription('football');
    sub.subscribe();
    await connected(c);
    await sub.ready(3000);
    await expect(sub.publish({ fake: true })).rejects.toMatchObject({ code: 103 });
    await expect(c.publish('chat:room', { x: 1 })).rejects.toMatchObject({ code: 103 });
  });
});

describe('presence and history', () => {
  it('lists presence and counts clients and users', async () => {
    const a = h.client({ token: await token({ sub: 'alice' }) });
    const b = h.client({ token: await token({ sub: 'alice' }) });
    const c = h.client({ token: await token({ sub: 'bob' }) });
    const subs = [a, b, c].map((cl) => cl.newSubscription('chat:room'));
    for (const s of subs) s.subscribe();
    await Promise.all([a, b, c].map(connected));
    await Promise.all(subs.map((s) => s.ready(3000)));
    const p = await subs[0]!.presence();
    expect(
      Object.values(p.clients)
        .map((i) => i.user)
        .sort(),
    ).toEqual(['alice', 'alice', 'bob']);
    expect(await c.presenceStats('chat:room')).toEqual({ numClients: 3, numUsers: 2 });
    await expect(c.presence('football')).rejects.toMatchObject({ code: 108 });
    expect(await h.server.presenceStats('chat:room')).toEqual({ numClients: 3, numUsers: 2 });
  });

  it('returns history with limit, since and reverse', async () => {
    for (let i = 1; i <= 5; i++) await h.server.publish('football', { n: i });
    const c = h.client();
    await connected(c);
    const top = await c.history('football');
    expect(top.publications).toEqual([]);
    expect(top.offset).toBe(5);
    const last2 = await c.history('football', { limit: 2, reverse: true });
    expect(last2.publications.map((p) => p.data)).toEqual([{ n: 5 }, { n: 4 }]);
    const since = await c.history('football', {
      limit: -1,
      since: { offset: 3, epoch: top.epoch },
    });
    expect(since.publications.map((p) => p.offset)).toEqual([4, 5]);
    await expect(
      c.history('football', { limit: 10, since: { offset: 3, epoch: 'other' } }),
    ).rejects.toMatchObject({ code: 112 });
    await expect(c.history('members:x', { limit: 1 })).rejects.toMatchObject({ code: 108 });
  });
});

describe('server API', () => {
  it('disconnects and unsubscribes users from the server side', async () => {
    const c = h.client({ token: await token({ sub: 'carol' }) });
    const sub = c.newSubscription('football');
    sub.subscribe();
    await connected(c);
    await sub.ready(3000);
    const unsub = nextEvent<{ code: number }>(sub, 'unsubscribed');
    await h.server.unsubscribe('carol', 'football');
    expect((await unsub).code).toBe(2000);
    const reconnecting = nextEvent<{ code: number }>(c, 'connecting', (ctx) => ctx.code !== 0);
    await h.server.disconnect('carol');
    expect((await reconnecting).code).toBe(3011);
    await c.ready(3000);
  });

  it('receives client send messages as events', async () => {
    const c = h.client();
    await connected(c);
    const msg = nextEvent<unknown>(h.server.events, 'message');
    await c.send({ hello: 'server' });
    expect(await msg).toEqual({ hello: 'server' });
  });
});
