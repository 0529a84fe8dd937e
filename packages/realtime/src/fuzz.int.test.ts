import type { PublicationContext } from 'centrifuge';
import fc from 'fast-check';
import protobuf from 'protobufjs/light.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLIENT_PROTO } from './protocol/client-proto.js';
import { testOptions } from './test-support/config.js';
import { delay, eventually, type Harness, startHarness } from './test-support/harness.js';

// Random frames from hostile sockets: the server keeps running and a well-behaved official
// client on the same server receives every publication.

const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
];

const command = fc.record(
  {
    id: fc.oneof(fc.nat(), fc.integer(), fc.string(), fc.constant(undefined)),
    method: fc.constantFrom(...METHODS),
    body: fc.oneof(
      fc.anything(),
      fc.record({
        channel: fc.oneof(fc.constantFrom('football', 'chat:room', 'private:x', ''), fc.string()),
        token: fc.string(),
        recover: fc.boolean(),
        offset: fc.oneof(fc.nat(), fc.double()),
        epoch: fc.string(),
        limit: fc.integer(),
        data: fc.jsonValue(),
        method: fc.string(),
      }),
    ),
  },
  { requiredKeys: ['method', 'body'] },
);

const frame = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.json({ maxDepth: 3 }),
  command.map(({ id, method, body }) => JSON.stringify({ id, [method]: body })),
  fc
    .array(command, { minLength: 1, maxLength: 5 })
    .map((cs) =>
      cs.map(({ id, method, body }) => JSON.stringify({ id, [method]: body })).join('\n'),
    ),
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a).toString('latin1')),
);

let h: Harness;
const received: unknown[] = [];
let bystanderState = (): string => 'unknown';
beforeAll(async () => {
  h = await startHarness(testOptions({ commandBurst: 1000, commandRate: 1000 }));
  h.server.rpc.register('echo', (d) => d);
  const c = h.client();
  const sub = c.newSubscription('football');
  sub.on('publication', (p: PublicationContext) => received.push(p.data));
  sub.subscribe();
  c.connect();
  await sub.ready(3000);
  bystanderState = () => c.state;
});
afterAll(async () => {
  await h.stop();
});

describe('random frames', () => {
  it('never take the server down nor harm another client', async () => {
    let published = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(frame, { minLength: 1, maxLength: 4 }),
        async (connectFirst, frames) => {
          const raw = await h.raw();
          if (connectFirst) await raw.connect();
          for (const f of frames) {
            if (raw.closed) break;
            raw.send(f);
          }
          await delay(5);
          raw.ws.terminate();
          published += 1;
          await h.server.publish('football', { n: published });
        },
      ),
      { numRuns: 60 },
    );
    await eventually(() => received.length === published);
    expect(received).toEqual(Array.from({ length: published }, (_, i) => ({ n: i + 1 })));
    expect(bystanderState()).toBe('connected');
    expect(await h.server.isReady()).toBe(true);
  });
});

const Command = protobuf.Root.fromJSON(CLIENT_PROTO).lookupType(
  'tribune.realtime.protocol.Command',
);

/** Protobuf frames: well-formed commands with random fields, or random bytes. */
const protoFrame = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.array(command, { minLength: 1, maxLength: 5 }).map((cs) => {
    const w = protobuf.Writer.create();
    for (const { id, method, body } of cs) {
      try {
        const message = Command.fromObject({
          id: typeof id === 'number' ? id : 0,
          [method]: typeof body === 'object' && body !== null ? body : {},
        });
        Command.encodeDelimited(message, w);
      } catch {
        // Not expressible in the schema: leave it out.
      }
    }
    return w.finish();
  }),
);

describe('random protobuf frames', () => {
  it('never take the server down nor harm a protobuf client', async () => {
    const c = h.protobufClient();
    const sub = c.newSubscription('football');
    const got: unknown[] = [];
    sub.on('publication', (p: PublicationContext) =>
      got.push(JSON.parse(new TextDecoder().decode(p.data as Uint8Array))),
    );
    sub.subscribe();
    c.connect();
    await sub.ready(3000);
    const before = received.length;
    let published = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(protoFrame, { minLength: 1, maxLength: 4 }), async (frames) => {
        const ws = new WebSocket(h.url, ['centrifuge-protobuf']);
        ws.on('error', () => {});
        await new Promise((r) => ws.once('open', r));
        for (const f of frames) if (ws.readyState === ws.OPEN) ws.send(f);
        await delay(5);
        ws.terminate();
        published += 1;
        await h.server.publish('football', { p: published });
      }),
      { numRuns: 60 },
    );
    await eventually(() => got.length === published);
    expect(got).toEqual(Array.from({ length: published }, (_, i) => ({ p: i + 1 })));
    await eventually(() => received.length === before + published);
    expect(c.state).toBe('connected');
    expect(await h.server.isReady()).toBe(true);
  });
});
