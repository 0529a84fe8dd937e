import type { PublicationContext, SubscribedContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOptions } from '../test-support/config.js';
import { delay, eventually, type Harness, startHarness } from '../test-support/harness.js';
import { SentinelSet } from '../test-support/sentinel.js';
import { RedisEngine } from './redis.js';

// The Redis engine on a master watched by Redis Sentinel (`redis+sentinel://`): the master is
// killed, Sentinel promotes the replica, and the engine follows it. Publications continue;
// the client recovers, or is told it could not (recovered: false with a new epoch); nothing
// reaches it twice or out of order.

const why = SentinelSet.unavailable();

function describeWithSentinel(name: string, body: () => void): void {
  if (!why) {
    describe(name, body);
  } else if (process.env.CI) {
    describe(name, () => {
      it('needs redis-server in sentinel mode', () => {
        throw new Error(why);
      });
    });
  } else {
    process.stderr.write(`[skipped] ${name}: ${why}\n`);
    describe.skip(name, body);
  }
}

describeWithSentinel('the Redis engine through a Sentinel failover', () => {
  let set: SentinelSet;
  const engines: RedisEngine[] = [];
  const harnesses: Harness[] = [];

  beforeAll(async () => {
    set = await SentinelSet.start(3);
  }, 30_000);

  afterAll(async () => {
    try {
      for (const h of harnesses) await h.stop();
      for (const e of engines) await e.close();
    } finally {
      await set?.stop();
    }
  });

  it('keeps publishing after the master is killed; the client recovers or learns it could not', async () => {
    const node = async () => {
      const engine = new RedisEngine({ urls: [set.url], prefix: 'sentinel', timeout: 1000 });
      engines.push(engine);
      const h = await startHarness(testOptions({ engine }));
      harnesses.push(h);
      return h;
    };
    const a = await node();
    const b = await node();
    const c = b.client({ minReconnectDelay: 50, maxReconnectDelay: 200 });
    const sub = c.newSubscription('football', {
      minResubscribeDelay: 50,
      maxResubscribeDelay: 300,
    });
    const pubs: PublicationContext[] = [];
    const subscribed: SubscribedContext[] = [];
    sub.on('publication', (p) => pubs.push(p));
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    c.connect();
    await sub.ready(5000);

    const acked: number[] = [];
    let n = 0;
    /** Publishes the next number, retrying through the failover; only acknowledged ones count. */
    const publishNext = async (deadline: number) => {
      n++;
      for (;;) {
        try {
          await a.server.publish('football', { n });
          acked.push(n);
          return;
        } catch (e) {
          if (Date.now() > deadline) throw e;
          await delay(100);
        }
      }
    };
    for (let i = 0; i < 5; i++) await publishNext(Date.now() + 1000);
    await eventually(() => pubs.length === 5);
    await set.replicated();

    await set.killMaster();
    const killedAt = Date.now();
    // Publishing goes on while Sentinel elects the replica (down after 1 s, then a vote).
    while (Date.now() - killedAt < 2500) await publishNext(killedAt + 30_000);
    const promoted = async () => (await set.currentMasterPort()) === set.replicaPort;
    for (let i = 0; i < 300 && !(await promoted()); i++) await delay(100);
    expect(await set.currentMasterPort()).toBe(set.replicaPort);
    for (let i = 0; i < 5; i++) await publishNext(Date.now() + 30_000);
    const last = acked.at(-1);
    await eventually(() => pubs.some((p) => (p.data as { n: number }).n === last), 20_000);
    await delay(300);

    const got = pubs.map((p) => (p.data as { n: number }).n);
    // Never twice, never out of order, nothing that was not acknowledged.
    for (let i = 1; i < got.length; i++) expect(got[i]!).toBeGreaterThan(got[i - 1]!);
    for (const x of got) expect(acked).toContain(x);
    const resubscribes = subscribed.slice(1);
    if (resubscribes.every((s) => s.recovered)) {
      // Recovered every time: every acknowledged publication arrived.
      expect(got).toEqual(acked);
    } else {
      // Told it could not recover: the stream it resubscribed to is a new one.
      const lost = resubscribes.find((s) => !s.recovered)!;
      expect(lost).toMatchObject({ wasRecovering: true, recovered: false });
      expect(lost.streamPosition?.epoch).not.toBe(subscribed[0]?.streamPosition?.epoch);
    }
    // The engine is on the new master: both nodes are ready and a publication gets through.
    for (const h of [a, b]) expect(await h.server.isReady()).toBe(true);
    expect(c.state).toBe('connected');
    process.stdout.write(
      `[sentinel] acked ${acked.length}, delivered ${got.length}, resubscribes ${JSON.stringify(
        resubscribes.map((s) => ({ recovered: s.recovered, epoch: s.streamPosition?.epoch })),
      )}\n`,
    );
  }, 60_000);
});
