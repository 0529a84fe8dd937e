import type { PublicationContext, SubscribedContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { encodeProtobuf } from './protocol/protobuf.js';
import { testOptions } from './test-support/config.js';
import {
  delay,
  eventually,
  type Harness,
  nextEvent,
  startHarness,
  token,
} from './test-support/harness.js';

// The official client's protobuf build (`centrifuge/build/protobuf`, subprotocol
// `centrifuge-protobuf`) against a real server: application data travels as the bytes of its
// JSON text.

const bytes = (v: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(v));
const json = (b: unknown): unknown => JSON.parse(new TextDecoder().decode(b as Uint8Array));

let h: Harness;
beforeEach(async () => {
  h = await startHarness(testOptions());
});
afterEach(async () => {
  await h.stop();
});

describe('protobuf client', () => {
  it('connects, subscribes and receives publications made through the HTTP API', async () => {
    const c = h.protobufClient();
    const sub = c.newSubscription('football');
    const pubs: PublicationContext[] = [];
    sub.on('publication', (p) => pubs.push(p));
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    const api = await h.server.handleApiCommand(
      'publish',
      { channel: 'football', data: { goal: 1 } },
      'test-api-key',
    );
    expect(api.body).toMatchObject({ result: { offset: 1 } });
    await h.server.publish('football', { goal: 2 }, { tags: { kind: 'goal' } });
    await eventually(() => pubs.length === 2);
    expect(pubs.map((p) => [json(p.data), p.offset])).toEqual([
      [{ goal: 1 }, 1],
      [{ goal: 2 }, 2],
    ]);
    expect(pubs[1]?.tags).toEqual({ kind: 'goal' });
  });

  it('recovers the publications missed while the connection was down', async () => {
    const c = h.protobufClient({ token: await token({ sub: 'ivy' }) });
    const sub = c.newSubscription('football');
    const seen: number[] = [];
    const subscribed: SubscribedContext[] = [];
    sub.on('publication', (p) => seen.push((json(p.data) as { n: number }).n));
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    await h.server.publish('football', { n: 1 });
    await eventually(() => seen.length === 1);
    const away = nextEvent(c, 'connecting');
    await h.server.disconnect('ivy');
    await away;
    for (let n = 2; n <= 5; n++) await h.server.publish('football', { n });
    await eventually(() => subscribed.length === 2);
    await eventually(() => seen.length === 5);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
  });

  it('publishes, and gets join and leave, presence and history', async () => {
    const a = h.protobufClient({ token: await token({ sub: 'alice', info: { name: 'A' } }) });
    const b = h.protobufClient({ token: await token({ sub: 'bob' }) });
    const sa = a.newSubscription('chat:room', { joinLeave: true });
    const sb = b.newSubscription('chat:room');
    sa.subscribe();
    a.connect();
    await sa.ready(3000);
    const join = nextEvent<{ info: { user: string } }>(sa, 'join', (j) => j.info.user === 'bob');
    sb.subscribe();
    b.connect();
    await sb.ready(3000);
    expect((await join).info.user).toBe('bob');
    const got = nextEvent<PublicationContext>(sb, 'publication');
    await sa.publish(bytes({ text: 'hi' }));
    const pub = await got;
    expect(json(pub.data)).toEqual({ text: 'hi' });
    expect(pub.info?.user).toBe('alice');
    expect(json(pub.info?.connInfo)).toEqual({ name: 'A' });
    const presence = await sb.presence();
    expect(
      Object.values(presence.clients)
        .map((i) => i.user)
        .sort(),
    ).toEqual(['alice', 'bob']);
    expect(await sb.presenceStats()).toEqual({ numClients: 2, numUsers: 2 });
    const history = await sb.history({ limit: 10 });
    expect(history.publications.map((p) => json(p.data))).toEqual([{ text: 'hi' }]);
    expect(history.offset).toBe(1);
    await expect(
      b.history('football', { limit: 1, since: { offset: 0, epoch: 'x' } }),
    ).rejects.toMatchObject({ code: 112 });
    const leave = nextEvent<{ info: { user: string } }>(sa, 'leave');
    b.disconnect();
    expect((await leave).info.user).toBe('bob');
  });

  it('gets server-side subscriptions from its token, server unsubscribes and disconnects', async () => {
    const c = h.protobufClient({ token: await token({ sub: 'dave', channels: ['football'] }) });
    const subscribed = nextEvent<{ channel: string; recoverable: boolean }>(c, 'subscribed');
    c.connect();
    expect(await subscribed).toMatchObject({ channel: 'football', recoverable: true });
    const pub = nextEvent<{ channel: string; data: unknown }>(c, 'publication');
    await h.server.publish('football', { live: true });
    expect(json((await pub).data)).toEqual({ live: true });
    const own = c.newSubscription('chat:room');
    own.subscribe();
    await own.ready(3000);
    const unsub = nextEvent<{ code: number }>(own, 'unsubscribed');
    await h.server.unsubscribe('dave', 'chat:room');
    expect((await unsub).code).toBe(2000);
    const reconnecting = nextEvent<{ code: number }>(c, 'connecting', (x) => x.code !== 0);
    await h.server.disconnect('dave');
    expect((await reconnecting).code).toBe(3011);
    await c.ready(3000);
  });

  it('calls RPC methods and sends messages', async () => {
    h.server.rpc.register('echo', (data) => ({ got: data }));
    const c = h.protobufClient();
    c.connect();
    await c.ready(3000);
    const r = await c.rpc('echo', bytes({ lang: 'fr' }));
    expect(json(r.data)).toEqual({ got: { lang: 'fr' } });
    await expect(c.rpc('nope', bytes({}))).rejects.toMatchObject({ code: 104 });
    const msg = nextEvent<unknown>(h.server.events, 'message');
    await c.send(bytes({ hello: 'server' }));
    expect(await msg).toEqual({ hello: 'server' });
  });

  it('refreshes connection and subscription tokens before they expire', async () => {
    await h.stop();
    h = await startHarness(testOptions({ expiredGrace: 1 }));
    const getToken = vi.fn(() => token({ sub: 'fay' }, 60));
    const getSubToken = vi.fn(() => token({ sub: 'fay', channel: 'private:room' }, 60));
    const c = h.protobufClient({ token: await token({ sub: 'fay' }, 2), getToken });
    const sub = c.newSubscription('private:room', {
      token: await token({ sub: 'fay', channel: 'private:room' }, 2),
      getToken: getSubToken,
    });
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    await delay(3500);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(getSubToken).toHaveBeenCalledTimes(1);
    expect(c.state).toBe('connected');
    expect(sub.state).toBe('subscribed');
  });

  it('answers pings with pongs, in length-delimited binary frames', async () => {
    await h.stop();
    // Sub-second: the connect reply's `ping` (an integer in protobuf) is rounded up to 1.
    h = await startHarness(testOptions({ pingInterval: 200, pongTimeout: 300 }));
    const c = h.protobufClient();
    const reasons: unknown[] = [];
    c.on('connecting', (ctx) => reasons.push(ctx));
    c.connect();
    await c.ready(3000);
    await delay(1000);
    expect(reasons).toEqual([{ code: 0, reason: 'connect called' }]);
    expect(c.state).toBe('connected');
  });
});

describe('format at the handshake', () => {
  function open(
    url: string,
    protocols?: string[],
  ): Promise<{ protocol: string } | { status: number }> {
    return new Promise((resolve) => {
      const ws = new WebSocket(url, protocols);
      ws.once('open', () => {
        resolve({ protocol: ws.protocol });
        ws.terminate();
      });
      ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
      ws.on('error', () => {});
    });
  }

  it('selects the subprotocol the client offers, and refuses unknown formats before upgrading', async () => {
    expect(await open(h.url, ['centrifuge-protobuf'])).toEqual({ protocol: 'centrifuge-protobuf' });
    expect(await open(h.url, ['centrifuge-json'])).toEqual({ protocol: 'centrifuge-json' });
    expect(await open(h.url)).toEqual({ protocol: '' });
    expect(await open(h.url, ['centrifuge-msgpack'])).toEqual({ status: 400 });
    expect(await open(`${h.url}?format=protobuf`)).toEqual({ protocol: '' });
    expect(await open(`${h.url}?format=xml`)).toEqual({ status: 400 });
  });

  it('batches several commands in one frame and answers them in one frame', async () => {
    const ws = new WebSocket(`${h.url}?format=protobuf`);
    await new Promise((r) => ws.once('open', r));
    const frames: Buffer[] = [];
    ws.on('message', (d: Buffer) => frames.push(d));
    // Commands written with protobufjs, as a client would.
    const { default: protobuf } = await import('protobufjs/light.js');
    const { CLIENT_PROTO } = await import('./protocol/client-proto.js');
    const Command = protobuf.Root.fromJSON(CLIENT_PROTO).lookupType(
      'tribune.realtime.protocol.Command',
    );
    const Reply = protobuf.Root.fromJSON(CLIENT_PROTO).lookupType(
      'tribune.realtime.protocol.Reply',
    );
    const w = protobuf.Writer.create();
    Command.encodeDelimited({ id: 1, connect: {} }, w);
    Command.encodeDelimited({ id: 2, subscribe: { channel: 'football' } }, w);
    Command.encodeDelimited({ id: 3, history: { channel: 'football', limit: 0 } }, w);
    ws.send(w.finish());
    await eventually(() => frames.length > 0);
    await delay(50);
    const r = protobuf.Reader.create(Buffer.concat(frames));
    const replies: Record<string, unknown>[] = [];
    while (r.pos < r.len)
      replies.push(
        Reply.toObject(Reply.decodeDelimited(r), { longs: Number }) as Record<string, unknown>,
      );
    expect(replies.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(replies[1]).toMatchObject({ subscribe: { recoverable: true, positioned: true } });
    expect(encodeProtobuf({}).equals(Buffer.from([0]))).toBe(true);
    ws.terminate();
  });
});
