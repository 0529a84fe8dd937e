import type { PublicationContext, SubscribedContext } from 'centrifuge';
import fc from 'fast-check';
import { applyDelta } from 'fossil-delta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testOptions } from './test-support/config.js';
import {
  eventually,
  type Harness,
  type RawSocket,
  startHarness,
  token,
} from './test-support/harness.js';

// Fossil delta compression with the official client, JSON and protobuf builds: the wire
// carries deltas (the client's own deltaStats count them), the application sees whole data.

let h: Harness;
beforeEach(async () => {
  h = await startHarness(testOptions());
});
afterEach(async () => {
  await h.stop();
});

const update = (minute: number) => ({
  slug: 'paris-marseille',
  status: 'live',
  minute,
  home: { name: 'Paris', score: minute > 3 ? 1 : 0 },
  away: { name: 'Marseille', score: 0 },
  events: Array.from({ length: 6 }, (_, i) => ({ minute: i * 7, type: 'card', player: `J${i}` })),
});

const decoders = {
  json: (d: unknown) => d,
  protobuf: (d: unknown) => JSON.parse(new TextDecoder().decode(d as Uint8Array)),
};

type Stats = { numDeltaPayloads: number; numFullPayloads: number };
const stats = (s: object) => (s as { deltaStats(): Stats }).deltaStats();

for (const format of ['json', 'protobuf'] as const) {
  describe(`delta subscriptions (${format})`, () => {
    const client = (o = {}) => (format === 'json' ? h.client(o) : h.protobufClient(o));

    it('receives deltas on the wire and whole data in the application', async () => {
      const c = client();
      const sub = c.newSubscription('live:match', { delta: 'fossil' });
      const got: unknown[] = [];
      sub.on('publication', (p: PublicationContext) => got.push(decoders[format](p.data)));
      sub.subscribe();
      c.connect();
      await sub.ready(3000);
      for (let m = 1; m <= 5; m++) await h.server.publish('live:match', update(m));
      await eventually(() => got.length === 5);
      expect(got).toEqual([1, 2, 3, 4, 5].map(update));
      expect(stats(sub)).toMatchObject({ numFullPayloads: 1, numDeltaPayloads: 4 });
    });

    it('recovers with a whole publication first, then deltas, and goes on with deltas', async () => {
      const c = client({ token: await token({ sub: 'rita' }) });
      const sub = c.newSubscription('live:match', { delta: 'fossil' });
      const got: unknown[] = [];
      const subscribed: SubscribedContext[] = [];
      sub.on('publication', (p: PublicationContext) => got.push(decoders[format](p.data)));
      sub.on('subscribed', (ctx) => subscribed.push(ctx));
      sub.subscribe();
      c.connect();
      await sub.ready(3000);
      await h.server.publish('live:match', update(1));
      await eventually(() => got.length === 1);
      await h.server.disconnect('rita');
      for (let m = 2; m <= 4; m++) await h.server.publish('live:match', update(m));
      await eventually(() => subscribed.length === 2);
      await eventually(() => got.length === 4);
      await h.server.publish('live:match', update(5));
      await eventually(() => got.length === 5);
      expect(got).toEqual([1, 2, 3, 4, 5].map(update));
      expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
      // 1 whole; after the reconnect 2 whole, 3 and 4 deltas; 5 a delta again.
      expect(stats(sub)).toMatchObject({ numFullPayloads: 2, numDeltaPayloads: 3 });
    });

    it('gets whole publications where the namespace does not allow deltas', async () => {
      const c = client();
      const sub = c.newSubscription('football', { delta: 'fossil' });
      const got: unknown[] = [];
      sub.on('publication', (p: PublicationContext) => got.push(decoders[format](p.data)));
      sub.subscribe();
      c.connect();
      await sub.ready(3000);
      for (let m = 1; m <= 3; m++) await h.server.publish('football', update(m));
      await eventually(() => got.length === 3);
      expect(got).toEqual([1, 2, 3].map(update));
      expect(stats(sub).numDeltaPayloads).toBe(0);
    });
  });
}

describe('delta on the wire', () => {
  it('marks deltas, sends data as JSON text, and mixes with plain subscribers', async () => {
    const raw = await h.raw();
    await raw.connect();
    raw.send({ id: 2, subscribe: { channel: 'live:match', delta: 'fossil' } });
    expect((await raw.reply(2)).subscribe).toMatchObject({ delta: true });
    const plain = await h.raw();
    await plain.connect();
    plain.send({ id: 2, subscribe: { channel: 'live:match' } });
    expect((await plain.reply(2)).subscribe).not.toHaveProperty('delta');
    await h.server.publish('live:match', update(1));
    await h.server.publish('live:match', update(2));
    const pubs = () =>
      raw.messages.flatMap((m) => {
        const p = (m as { push?: { pub?: { data: unknown; delta?: boolean } } }).push?.pub;
        return p ? [p] : [];
      });
    await raw.until(() => (pubs().length === 2 ? true : undefined));
    const [first, second] = pubs();
    expect(first?.data).toBe(JSON.stringify(update(1)));
    expect(first?.delta).toBeUndefined();
    expect(second?.delta).toBe(true);
    expect(String(second?.data).length).toBeLessThan(String(first?.data).length / 3);
    await plain.until(() => (plain.messages.length >= 4 ? true : undefined));
    expect(plain.messages.slice(2)).toEqual([
      { push: { channel: 'live:match', pub: { data: update(1), offset: 1 } } },
      { push: { channel: 'live:match', pub: { data: update(2), offset: 2 } } },
    ]);
  });

  it('closes with 3501 on an unknown delta type', async () => {
    const raw = await h.raw();
    await raw.connect();
    raw.send({ id: 2, subscribe: { channel: 'live:match', delta: 'xdelta' } });
    expect(await raw.closedWith()).toEqual({ code: 3501, reason: 'bad request' });
  });
});

describe('delta with recovery (property)', () => {
  type WirePub = { data: string; delta?: boolean; offset?: number };

  /** What a client does with one delta subscription: whole or delta, against the last one. */
  function decoder() {
    let prev: Uint8Array | undefined;
    return (p: WirePub): unknown => {
      const raw = new TextEncoder().encode(p.data);
      const bytes = p.delta ? applyDelta(prev as Uint8Array, raw) : raw;
      prev = bytes;
      return JSON.parse(new TextDecoder().decode(bytes));
    };
  }

  const pushes = (raw: RawSocket, channel: string): WirePub[] =>
    raw.messages.flatMap((m) => {
      const push = (m as { push?: { channel: string; pub?: WirePub } }).push;
      return push?.channel === channel && push.pub ? [push.pub] : [];
    });

  it('delivers any sequence exactly, whatever the connection drops and recovers', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        async (values, x, y) => {
          run += 1;
          const channel = `live:prop${run}`;
          const cut1 = x % (values.length + 1);
          const cut2 = cut1 + (y % (values.length - cut1 + 1));
          const first = await h.raw();
          await first.connect();
          first.send({ id: 2, subscribe: { channel, delta: 'fossil' } });
          const reply = (await first.reply(2)).subscribe as { epoch: string };
          for (const v of values.slice(0, cut1)) await h.server.publish(channel, v);
          await first.until(() => (pushes(first, channel).length === cut1 ? true : undefined));
          first.ws.terminate();
          for (const v of values.slice(cut1, cut2)) await h.server.publish(channel, v);
          const second = await h.raw();
          await second.connect();
          second.send({
            id: 2,
            subscribe: {
              channel,
              delta: 'fossil',
              recover: true,
              offset: cut1,
              epoch: reply.epoch,
            },
          });
          const recovered = (await second.reply(2)).subscribe as {
            recovered: boolean;
            publications?: WirePub[];
          };
          for (const v of values.slice(cut2)) await h.server.publish(channel, v);
          const rest = values.length - cut2;
          await second.until(() => (pushes(second, channel).length === rest ? true : undefined));
          const d1 = decoder();
          const d2 = decoder();
          const got = [
            ...pushes(first, channel).map(d1),
            ...(recovered.publications ?? []).map(d2),
            ...pushes(second, channel).map(d2),
          ];
          expect(recovered.recovered).toBe(true);
          expect(got).toEqual(values.map((v) => JSON.parse(JSON.stringify(v))));
          second.ws.terminate();
        },
      ),
      { numRuns: 25 },
    );
  });
});
