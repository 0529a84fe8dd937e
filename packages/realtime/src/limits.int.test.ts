import type { PublicationContext } from 'centrifuge';
import { afterEach, describe, expect, it } from 'vitest';
import type { Disconnect } from './codes.js';
import type { ConnectionInfo } from './connection-info.js';
import type { RealtimeOptions } from './options.js';
import { testOptions } from './test-support/config.js';
import {
  delay,
  eventually,
  type Harness,
  nextEvent,
  RawSocket,
  startHarness,
  token,
} from './test-support/harness.js';

// Limits and safety: each misbehaving client is cut off with the protocol's code, and a
// well-behaved official client on the same server notices nothing.

let h: Harness;
afterEach(async () => {
  await h.stop();
});

async function start(extra: RealtimeOptions = {}): Promise<void> {
  h = await startHarness(testOptions(extra));
}

/** An official client subscribed to `football`, collecting what it receives. */
async function bystander(): Promise<{ received: unknown[]; state: () => string }> {
  const c = h.client();
  const sub = c.newSubscription('football');
  const received: unknown[] = [];
  sub.on('publication', (p: PublicationContext) => received.push(p.data));
  sub.subscribe();
  c.connect();
  await sub.ready(3000);
  return { received, state: () => c.state };
}

describe('ping and pong', () => {
  it('pings, keeps a client that answers, and closes a silent one with 3012 "no pong"', async () => {
    await start({ pingInterval: 100, pongTimeout: 100 });
    const official = h.client();
    official.connect();
    await official.ready(3000);
    const silent = await h.raw();
    const reply = await silent.connect();
    // Whole seconds, rounded up, as the protocol (uint32 in protobuf) carries them.
    expect(reply.connect).toMatchObject({ ping: 1, pong: true });
    // The first ping is an empty object.
    await silent.until(() => silent.messages.find((m) => JSON.stringify(m) === '{}'));
    expect(await silent.closedWith(1000)).toEqual({ code: 3012, reason: 'no pong' });
    await delay(400);
    expect(official.state).toBe('connected');
  });

  it('closes a socket that never sends connect with 3502 "stale"', async () => {
    await start({ staleTimeout: 100 });
    const raw = await h.raw();
    expect(await raw.closedWith(1000)).toEqual({ code: 3502, reason: 'stale' });
  });
});

describe('message size', () => {
  it('closes a client that sends a frame over the limit; the official client reports it', async () => {
    await start({ maxMessageSize: 1024 });
    const other = await bystander();
    const c = h.client();
    c.connect();
    await c.ready(3000);
    const ctx = nextEvent<{ code: number; reason: string }>(c, 'disconnected');
    void c.publish('chat:room', { text: 'x'.repeat(4096) }).catch(() => {});
    expect(await ctx).toEqual({ code: 3, reason: 'message size limit exceeded' });
    await h.server.publish('football', { still: 'here' });
    await eventually(() => other.received.length === 1);
    expect(other.state()).toBe('connected');
  });
});

describe('bad input', () => {
  const garbage: [string, string | object][] = [
    ['malformed JSON', '{"id":1,'],
    ['a command before connect', { id: 1, subscribe: { channel: 'football' } }],
    ['an unknown command', { id: 1, explode: {} }],
    ['a wrong field type', { id: 1, connect: { token: 42 } }],
    ['two methods in one command', { id: 1, connect: {}, rpc: {} }],
    ['an array', '[1,2,3]'],
  ];
  for (const [what, frame] of garbage) {
    it(`closes with 3501 "bad request" for ${what}, harming no one else`, async () => {
      await start();
      const other = await bystander();
      const raw = await h.raw();
      const bad = nextEvent<[ConnectionInfo, string]>(h.server.events, 'badRequest');
      raw.send(frame);
      expect(await raw.closedWith()).toEqual({ code: 3501, reason: 'bad request' });
      await bad;
      await h.server.publish('football', { n: 1 });
      await eventually(() => other.received.length === 1);
      expect(other.state()).toBe('connected');
    });
  }

  it('closes on an unknown command after connect, and on a second connect', async () => {
    await start();
    const a = await h.raw();
    await a.connect();
    a.send({ id: 2, whatever: { x: 1 } });
    expect((await a.closedWith()).code).toBe(3501);
    const b = await h.raw();
    await b.connect();
    b.send({ id: 2, connect: {} });
    expect((await b.closedWith()).code).toBe(3501);
  });
});

describe('rate limit', () => {
  it('answers 111 past the burst, then closes a client that keeps going with 3013', async () => {
    await start({ commandRate: 1, commandBurst: 5, maxRefusedCommands: 20 });
    const other = await bystander();
    const raw = await h.raw();
    await raw.connect();
    const frame = Array.from({ length: 10 }, (_, i) =>
      JSON.stringify({ id: i + 2, presence_stats: { channel: 'chat:room' } }),
    ).join('\n');
    raw.send(frame);
    const refused = await raw.reply(11);
    expect(refused.error).toEqual({ code: 111, message: 'too many requests', temporary: true });
    raw.send(
      Array.from({ length: 30 }, (_, i) =>
        JSON.stringify({ id: i + 20, rpc: { method: 'x' } }),
      ).join('\n'),
    );
    expect(await raw.closedWith()).toEqual({ code: 3013, reason: 'too many requests' });
    expect(other.state()).toBe('connected');
  });
});

describe('rate limits a well-behaved client never meets', () => {
  for (const build of ['json', 'protobuf'] as const) {
    it(`reconnects with 127 subscriptions in one frame, and every one comes back (${build})`, async () => {
      await start({ namespaces: { room: { subscribe: 'public' } } });
      const options = { token: await token({ sub: 'many' }) };
      const c = build === 'json' ? h.client(options) : h.protobufClient(options);
      const subs = Array.from({ length: 127 }, (_, i) => c.newSubscription(`room:${i}`));
      let subscribed = 0;
      for (const s of subs) {
        s.on('subscribed', () => {
          subscribed += 1;
        });
        s.on('error', (e) => {
          throw new Error(`subscription error ${JSON.stringify(e)}`);
        });
        s.subscribe();
      }
      const closes: number[] = [];
      c.on('connecting', (ctx) => closes.push(ctx.code));
      c.connect();
      await eventually(() => subscribed === 127);
      await h.server.disconnect('many');
      await eventually(() => subscribed === 254, 5000);
      // Connect called, then the forced reconnect: no 3013, no other churn.
      expect(closes).toEqual([0, 3011]);
      expect(h.server.info().channels).toBe(127);
    });
  }

  it('lets a connected client subscribe to all its channels at once and never refuses an unsubscribe', async () => {
    await start({
      namespaces: { room: { subscribe: 'public' } },
      commandBurst: 5,
      maxRefusedCommands: 5,
    });
    const raw = await h.raw();
    await raw.connect();
    raw.send(
      Array.from({ length: 128 }, (_, i) =>
        JSON.stringify({ id: i + 2, subscribe: { channel: `room:${i}` } }),
      ).join('\n'),
    );
    await raw.reply(129);
    raw.send(
      Array.from({ length: 128 }, (_, i) =>
        JSON.stringify({ id: i + 200, unsubscribe: { channel: `room:${i}` } }),
      ).join('\n'),
    );
    await raw.reply(327);
    const errors = raw.messages.filter((m) => (m as { error?: unknown }).error !== undefined);
    expect(errors).toEqual([]);
    expect(raw.closed).toBeNull();
  });
});

describe('connection and channel limits', () => {
  it('refuses sockets past maxConnections with HTTP 503 so clients retry later', async () => {
    await start({ maxConnections: 1 });
    await h.raw();
    await expect(RawSocket.open(h.url)).rejects.toThrow('HTTP 503');
  });

  it('answers 106 past maxChannelsPerConnection', async () => {
    await start({ maxChannelsPerConnection: 1 });
    const c = h.client();
    const a = c.newSubscription('football');
    const b = c.newSubscription('chat:room');
    const refused = nextEvent<{ code: number }>(b, 'unsubscribed');
    a.subscribe();
    c.connect();
    await a.ready(3000);
    b.subscribe();
    expect((await refused).code).toBe(106);
  });

  it('closes a client that stops reading with 3008 "slow"', async () => {
    await start({ maxBufferedBytes: 64 * 1024 });
    const other = await bystander();
    const raw = await h.raw();
    await raw.connect();
    raw.send({ id: 2, subscribe: { channel: 'football' } });
    await raw.reply(2);
    const gone = new Promise<Disconnect>((resolve) =>
      h.server.events.on('disconnect', (_info: ConnectionInfo, d: Disconnect) => resolve(d)),
    );
    // The socket stops reading: what the server writes piles up.
    (raw.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const big = 'x'.repeat(16 * 1024);
    // More than loopback's socket buffers hold, so the excess waits in the server.
    // Pauses let the bystander (in this same process) read; the paused socket never does.
    for (let i = 0; i < 1000; i++) {
      await h.server.publish('football', { i, big });
      if (i % 2 === 0) await delay(1);
    }
    expect(await gone).toEqual({ code: 3008, reason: 'slow' });
    await eventually(() => other.received.length === 1000, 10_000);
  });
});

describe('shutdown', () => {
  it('closes clients with 3001 "shutdown" and they reconnect to the next server', async () => {
    await start();
    const c = h.client();
    const sub = c.newSubscription('football');
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    const reconnecting = nextEvent<{ code: number; reason: string }>(
      c,
      'connecting',
      (x) => x.code !== 0,
    );
    await h.server.close();
    expect(await reconnecting).toEqual({ code: 3001, reason: 'shutdown' });
    expect(await h.server.isReady()).toBe(false);
    const next = h.restart();
    expect(await next.isReady()).toBe(true);
    await c.ready(3000);
    await sub.ready(3000);
    const pub = nextEvent<PublicationContext>(sub, 'publication');
    await next.publish('football', { back: true });
    expect((await pub).data).toEqual({ back: true });
  });
});
