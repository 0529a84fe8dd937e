/**
 * A client process of the formats benchmark: bare `ws` sockets subscribed to `bench` in one
 * variant of the protocol (JSON or protobuf, with or without fossil deltas). Counts the
 * publications received and the bytes they took on the wire, and answers pings. Decoding is
 * the least each format needs to find its pushes, the same work for every variant.
 */
import protobuf from 'protobufjs/light.js';
import WebSocket from 'ws';
import { CLIENT_PROTO } from '../src/protocol/client-proto.js';

const format = process.argv[2] as 'json' | 'protobuf';
const delta = process.argv[3] === 'delta';
const port = Number(process.argv[4]);
const count = Number(process.argv[5]);

const root = protobuf.Root.fromJSON(CLIENT_PROTO);
const Command = root.lookupType('tribune.realtime.protocol.Command');
const Reply = root.lookupType('tribune.realtime.protocol.Reply');

let received = 0;
let bytes = 0;
let deltas = 0;
let ready = 0;
let closed = 0;

const subscribe = { channel: 'bench', ...(delta ? { delta: 'fossil' } : {}) };
const jsonHello = `{"id":1,"connect":{}}\n${JSON.stringify({ id: 2, subscribe })}`;
const protoHello = (() => {
  const w = protobuf.Writer.create();
  Command.encodeDelimited({ id: 1, connect: {} }, w);
  Command.encodeDelimited({ id: 2, subscribe }, w);
  return w.finish();
})();
const PONG = Uint8Array.of(0);

function open(): Promise<void> {
  return new Promise((resolve) => {
    const url = `ws://127.0.0.1:${port}/connection/websocket`;
    const ws = new WebSocket(url, format === 'protobuf' ? ['centrifuge-protobuf'] : [], {
      perMessageDeflate: false,
    });
    let isReady = false;
    const markReady = () => {
      if (isReady) return;
      isReady = true;
      ready += 1;
      resolve();
    };
    ws.on('error', () => {});
    ws.on('close', () => {
      closed += 1;
      if (!isReady) resolve();
    });
    ws.on('open', () => ws.send(format === 'protobuf' ? protoHello : jsonHello));
    ws.on('message', (data: Buffer) => {
      if (format === 'json') {
        const text = data.toString();
        let pushes = 0;
        for (const line of text.split('\n')) {
          if (line === '{}') ws.send('{}');
          else if (line.startsWith('{"push"')) {
            pushes += 1;
            if (line.includes('"delta":true')) deltas += 1;
          } else if (line.startsWith('{"id":2,')) markReady();
        }
        if (pushes > 0) {
          received += pushes;
          bytes += data.length;
        }
        return;
      }
      const reader = protobuf.Reader.create(data);
      let pushes = 0;
      while (reader.pos < reader.len) {
        const reply = Reply.decodeDelimited(reader) as unknown as {
          id?: number;
          push?: { pub?: { delta?: boolean } };
        };
        if (reply.push?.pub) {
          pushes += 1;
          if (reply.push.pub.delta) deltas += 1;
        } else if (reply.id === 2) markReady();
        else if (!reply.id && !reply.push) ws.send(PONG);
      }
      if (pushes > 0) {
        received += pushes;
        bytes += data.length;
      }
    });
  });
}

async function main(): Promise<void> {
  const batch = 200;
  for (let i = 0; i < count; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - i) }, open));
  }
  process.send?.({ cmd: 'ready', ready, closed });
  setInterval(() => {
    if (process.connected) process.send?.({ cmd: 'count', flood: received, closed });
  }, 20).unref();
}

process.on('message', (msg: { cmd: string }) => {
  if (msg.cmd === 'totals') process.send?.({ cmd: 'totals', received, bytes, deltas, closed });
  else if (msg.cmd === 'stop') process.exit(0);
});

void main();
