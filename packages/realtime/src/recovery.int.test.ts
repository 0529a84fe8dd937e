import type { SubscribedContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testOptions } from './test-support/config.js';
import { delay, eventually, type Harness, startHarness, token } from './test-support/harness.js';

// Stream recovery with the official client: the server drops the connection while
// publications go on; on reconnect the client gets exactly what it missed, once, in order.

let h: Harness;
beforeEach(async () => {
  h = await startHarness(testOptions());
});
afterEach(async () => {
  await h.stop();
});

describe('recovery', () => {
  it('delivers every missed publication once, in order, after the server dropped the connection', async () => {
    const c = h.client({
      token: await token({ sub: 'ivy' }),
      minReconnectDelay: 50,
      maxReconnectDelay: 150,
    });
    const sub = c.newSubscription('football');
    const offsets: number[] = [];
    const data: number[] = [];
    const subscribed: SubscribedContext[] = [];
    sub.on('publication', (p) => {
      offsets.push(p.offset ?? -1);
      data.push((p.data as { n: number }).n);
    });
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    c.connect();
    await sub.ready(3000);

    let n = 0;
    let running = true;
    const publisher = (async () => {
      while (running) {
        n += 1;
        await h.server.publish('football', { n });
        await delay(4);
      }
    })();
    await eventually(() => offsets.length >= 10);
    await h.server.disconnect('ivy');
    await eventually(() => subscribed.length === 2);
    const atReconnect = n;
    await eventually(() => n >= atReconnect + 10);
    running = false;
    await publisher;
    await eventually(() => offsets.length >= n);
    await delay(50);

    const expected = Array.from({ length: n }, (_, i) => i + 1);
    expect(offsets).toEqual(expected);
    expect(data).toEqual(expected);
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
  });

  it('reports recovered: false when history no longer covers the gap, and the epoch stays', async () => {
    const c = h.client({
      token: await token({ sub: 'jo' }),
      minReconnectDelay: 300,
      maxReconnectDelay: 400,
    });
    const sub = c.newSubscription('small:feed');
    const subscribed: SubscribedContext[] = [];
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    await h.server.publish('small:feed', { n: 1 });
    await h.server.disconnect('jo');
    // History keeps 3: ten publications while away cannot all be recovered.
    for (let i = 2; i <= 11; i++) await h.server.publish('small:feed', { n: i });
    await eventually(() => subscribed.length === 2);
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false });
    expect(subscribed[1]?.streamPosition).toEqual({
      offset: 11,
      epoch: subscribed[0]?.streamPosition?.epoch,
    });
  });

  it('answers 112 when the subscribe asks to be told of an unrecoverable position', async () => {
    const raw = await h.raw();
    await raw.connect();
    await h.server.publish('football', { n: 1 });
    raw.send({
      id: 2,
      subscribe: { channel: 'football', recover: true, offset: 0, epoch: 'gone', flag: 2 },
    });
    expect(await raw.reply(2)).toEqual({
      id: 2,
      error: { code: 112, message: 'unrecoverable position' },
    });
    // The refused subscribe left no subscription behind: a plain one succeeds.
    raw.send({ id: 3, subscribe: { channel: 'football' } });
    expect((await raw.reply(3)).subscribe).toMatchObject({ recoverable: true, offset: 1 });
  });
});
