import fc from 'fast-check';
import protobuf from 'protobufjs/light.js';
import { describe, expect, it } from 'vitest';
import { CLIENT_PROTO } from './client-proto.js';
import { protobufCodec } from './protobuf.js';

const root = protobuf.Root.fromJSON(CLIENT_PROTO);
const Command = root.lookupType('tribune.realtime.protocol.Command');
const Reply = root.lookupType('tribune.realtime.protocol.Reply');

function commands(...list: object[]): Buffer {
  const w = protobuf.Writer.create();
  for (const c of list) Command.encodeDelimited(c, w);
  return Buffer.from(w.finish());
}

function replies(buf: Buffer): Record<string, unknown>[] {
  const r = protobuf.Reader.create(buf);
  const out: Record<string, unknown>[] = [];
  while (r.pos < r.len) {
    out.push(
      Reply.toObject(Reply.decodeDelimited(r), { longs: Number }) as Record<string, unknown>,
    );
  }
  return out;
}

const text = (v: unknown) => Buffer.from(JSON.stringify(v));

describe('protobuf codec', () => {
  it('decodes a batch of commands into the JSON protocol shapes, data as JSON values', () => {
    const frame = protobufCodec.decode(
      commands(
        {
          id: 1,
          connect: {
            token: 't',
            data: text({ a: 1 }),
            subs: { f: { recover: true, offset: 3, epoch: 'e' } },
          },
        },
        { id: 2, publish: { channel: 'chat:x', data: text('hi') } },
        { id: 3, history: { channel: 'f', limit: -1, since: { offset: 2, epoch: 'e' } } },
        {},
      ),
      true,
    );
    expect(frame).toEqual({
      ok: true,
      items: [
        {
          kind: 'command',
          command: {
            id: 1,
            method: 'connect',
            request: {
              token: 't',
              data: { a: 1 },
              subs: { f: { recover: true, offset: 3, epoch: 'e' } },
            },
          },
        },
        {
          kind: 'command',
          command: { id: 2, method: 'publish', request: { channel: 'chat:x', data: 'hi' } },
        },
        {
          kind: 'command',
          command: {
            id: 3,
            method: 'history',
            request: { channel: 'f', limit: -1, since: { offset: 2, epoch: 'e' } },
          },
        },
        { kind: 'pong' },
      ],
    });
  });

  it('refuses data that is not JSON, text frames and garbage', () => {
    expect(
      protobufCodec.decode(commands({ id: 1, rpc: { data: Buffer.from([0xff, 1]) } }), true),
    ).toEqual({
      ok: false,
      why: 'data is not JSON',
    });
    expect(protobufCodec.decode(Buffer.from('{}'), false).ok).toBe(false);
    expect(protobufCodec.decode(Buffer.from([0x05, 0x0a]), true)).toEqual({
      ok: false,
      why: 'malformed protobuf',
    });
  });

  it('encodes replies and pushes length-prefixed, data as JSON bytes, and joins them', () => {
    const frame = protobufCodec.join([
      protobufCodec.encode({ id: 7, rpc: { data: { ok: true } } }),
      protobufCodec.encode({
        push: {
          channel: 'f',
          pub: {
            data: { n: 1 },
            offset: 9,
            tags: { k: 'v' },
            info: { user: 'u', client: 'c', conn_info: { x: 1 } },
          },
        },
      }),
      protobufCodec.ping,
    ]);
    const [rpc, push, ping] = replies(frame);
    expect(rpc).toEqual({ id: 7, rpc: { data: text({ ok: true }) } });
    expect(push).toEqual({
      push: {
        channel: 'f',
        pub: {
          data: text({ n: 1 }),
          offset: 9,
          tags: { k: 'v' },
          info: { user: 'u', client: 'c', conn_info: text({ x: 1 }) },
        },
      },
    });
    expect(ping).toEqual({});
  });

  it('never throws on arbitrary bytes: a frame is commands or a reason to refuse it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const frame = protobufCodec.decode(Buffer.from(bytes), true);
        expect(typeof frame.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});
