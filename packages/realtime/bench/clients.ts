/**
 * A client process of the benchmark: opens many bare `ws` sockets speaking one server's
 * protocol (Centrifuge JSON, Socket.IO's engine.io framing, or plain frames), answers pings,
 * and records the delivery latency of each publication from the timestamp in its payload.
 * Every kind gets the same cheap parsing, so the client side costs the same for each server.
 */
import WebSocket from 'ws';

type Kind = 'realtime' | 'socketio' | 'ws';
const kind = process.argv[2] as Kind;
const port = Number(process.argv[3]);
const count = Number(process.argv[4]);

/** 0.1 ms buckets up to 10 s; the last bucket holds everything slower. */
const BUCKETS = 100_000;
const histogram = new Uint32Array(BUCKETS);
let floodReceived = 0;
let latencyReceived = 0;
let ready = 0;
let closed = 0;

function record(text: string): void {
  const i = text.indexOf('"ts":');
  if (i < 0) return;
  if (text.includes('"phase":"flood"')) {
    floodReceived += 1;
    return;
  }
  const ts = Number.parseFloat(text.slice(i + 5, text.indexOf(',', i)));
  const ms = performance.timeOrigin + performance.now() - ts;
  histogram[Math.min(BUCKETS - 1, Math.max(0, Math.round(ms * 10)))]! += 1;
  latencyReceived += 1;
}

function url(): string {
  if (kind === 'realtime') return `ws://127.0.0.1:${port}/connection/websocket`;
  if (kind === 'socketio') return `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`;
  return `ws://127.0.0.1:${port}/`;
}

function open(): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url(), { perMessageDeflate: false });
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
    ws.on('open', () => {
      if (kind === 'realtime')
        ws.send('{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"bench"}}');
      if (kind === 'ws') markReady();
    });
    ws.on('message', (data) => {
      const text = data.toString();
      if (kind === 'realtime') {
        for (const line of text.split('\n')) {
          if (line === '{}') ws.send('{}');
          else if (line.startsWith('{"push"')) record(line);
          else if (line.startsWith('{"id":2,')) markReady();
        }
      } else if (kind === 'socketio') {
        if (text.startsWith('42')) record(text);
        else if (text === '2') ws.send('3');
        else if (text.startsWith('0')) ws.send('40');
        else if (text.startsWith('40')) markReady();
      } else {
        record(text);
      }
    });
  });
}

async function main(): Promise<void> {
  // A few hundred handshakes at a time: loopback accepts them, the listen backlog too.
  const batch = 200;
  for (let i = 0; i < count; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - i) }, open));
  }
  process.send?.({ cmd: 'ready', ready, closed });
  setInterval(() => {
    if (process.connected)
      process.send?.({ cmd: 'count', flood: floodReceived, latency: latencyReceived, closed });
  }, 20).unref();
}

process.on('message', (msg: { cmd: string }) => {
  if (msg.cmd === 'histogram') {
    process.send?.({
      cmd: 'histogram',
      histogram: Array.from(histogram),
      latency: latencyReceived,
      closed,
    });
  } else if (msg.cmd === 'stop') {
    process.exit(0);
  }
});

void main();
