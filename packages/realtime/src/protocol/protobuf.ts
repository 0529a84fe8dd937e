import protobuf from 'protobufjs/light.js';
import { CLIENT_PROTO } from './client-proto.js';
import type { Codec, DecodedFrame } from './codec.js';
import { type ParsedCommand, parseCommand } from './commands.js';

/**
 * The protobuf codec (subprotocol `centrifuge-protobuf`): each frame holds one or more
 * messages, each prefixed by its length as a varint; `Command` from the client, `Reply` from
 * the server. Messages are translated to and from the JSON protocol's shapes, so the command
 * code and its zod validation are the same for both formats.
 *
 * The server keeps application data as JSON values. Protobuf clients send and receive it as
 * the bytes of its JSON text, which is what Centrifugo does with data published over its JSON
 * API; data sent by a protobuf client that is not JSON text is a bad request.
 */

const root = protobuf.Root.fromJSON(CLIENT_PROTO);
const CommandType = root.lookupType('tribune.realtime.protocol.Command');
const ReplyType = root.lookupType('tribune.realtime.protocol.Reply');

const PONG: DecodedFrame = { ok: true, items: [{ kind: 'pong' }] };

const TO_OBJECT: protobuf.IConversionOptions = { longs: Number, defaults: false };

class NotJson extends Error {}

/** Bytes of JSON text from a value; bytes already made (a delta, a pre-encoded body) pass. */
function jsonBytes(value: unknown): Uint8Array | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Uint8Array) return value;
  return Buffer.from(JSON.stringify(value));
}

function fromJsonBytes(bytes: unknown): unknown {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'));
  } catch {
    throw new NotJson();
  }
}

type Obj = Record<string, unknown>;

function mapValues(o: unknown, f: (v: Obj) => Obj): Obj | undefined {
  if (o === undefined || o === null) return undefined;
  const out: Obj = {};
  for (const [k, v] of Object.entries(o as Obj)) out[k] = f(v as Obj);
  return out;
}

function info(i: Obj | undefined): Obj | undefined {
  if (!i) return undefined;
  return { ...i, conn_info: jsonBytes(i.conn_info), chan_info: jsonBytes(i.chan_info) };
}

function publication(p: Obj): Obj {
  return { ...p, data: jsonBytes(p.data), info: info(p.info as Obj | undefined) };
}

function publications(list: unknown): Obj[] | undefined {
  return Array.isArray(list) ? list.map((p) => publication(p as Obj)) : undefined;
}

function subscribeResult(r: Obj): Obj {
  return { ...r, publications: publications(r.publications), data: jsonBytes(r.data) };
}

function push(p: Obj): Obj {
  const out: Obj = { ...p };
  if (p.pub) out.pub = publication(p.pub as Obj);
  if (p.join) out.join = { info: info((p.join as Obj).info as Obj) };
  if (p.leave) out.leave = { info: info((p.leave as Obj).info as Obj) };
  if (p.message) out.message = { data: jsonBytes((p.message as Obj).data) };
  if (p.subscribe) out.subscribe = subscribeResult(p.subscribe as Obj);
  return out;
}

/** A reply in the JSON protocol's shape, in the protobuf schema's. */
function toProto(reply: Obj): Obj {
  const out: Obj = { ...reply };
  if (reply.push) out.push = push(reply.push as Obj);
  if (reply.connect) {
    const c = reply.connect as Obj;
    out.connect = {
      ...c,
      data: jsonBytes(c.data),
      subs: mapValues(c.subs, subscribeResult),
    };
  }
  if (reply.subscribe) out.subscribe = subscribeResult(reply.subscribe as Obj);
  if (reply.presence) {
    out.presence = { presence: mapValues((reply.presence as Obj).presence, (i) => info(i) ?? {}) };
  }
  if (reply.history) {
    const h = reply.history as Obj;
    out.history = { ...h, publications: publications(h.publications) };
  }
  if (reply.rpc) out.rpc = { data: jsonBytes((reply.rpc as Obj).data) };
  return out;
}

/** Data-carrying fields of each command, turned back into JSON values. */
function fromProto(command: Obj): Obj {
  for (const method of ['connect', 'subscribe', 'publish', 'rpc', 'send'] as const) {
    const request = command[method] as Obj | undefined;
    if (request && 'data' in request) request.data = fromJsonBytes(request.data);
  }
  return command;
}

function view(u8: Uint8Array): Buffer {
  return Buffer.from(u8.buffer, u8.byteOffset, u8.length);
}

export function encodeProtobuf(reply: object): Buffer {
  return view(ReplyType.encodeDelimited(toProto(reply as Obj)).finish());
}

export function decodeProtobuf(data: Uint8Array): DecodedFrame {
  if (data.length === 0) return { ok: false, why: 'empty frame' };
  // The client's pong, an empty Command (its length, zero): by far the most frequent frame.
  if (data.length === 1 && data[0] === 0) return PONG;
  const reader = protobuf.Reader.create(data);
  const items: ParsedCommand[] = [];
  while (reader.pos < reader.len) {
    let value: Obj;
    try {
      const message = CommandType.decodeDelimited(reader);
      value = fromProto(CommandType.toObject(message, TO_OBJECT));
    } catch (e) {
      return { ok: false, why: e instanceof NotJson ? 'data is not JSON' : 'malformed protobuf' };
    }
    const parsed = parseCommand(value);
    if (parsed.kind === 'invalid') return { ok: false, why: parsed.why };
    items.push(parsed);
  }
  return { ok: true, items };
}

export const protobufCodec: Codec = {
  format: 'protobuf',
  binary: true,
  // An empty Reply: its length, zero.
  ping: Buffer.from([0]),
  decode: (data, isBinary) =>
    isBinary ? decodeProtobuf(data) : { ok: false, why: 'text frame on a protobuf connection' },
  encode: encodeProtobuf,
  // Every item carries its own length: the frame is their concatenation.
  join: (parts) => (parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts)),
};
