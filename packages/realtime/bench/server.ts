/**
 * One benchmark server in its own process, so its CPU and memory are its own. Kinds:
 * - realtime: this package, subscribers on channel `bench`;
 * - socketio: Socket.IO 4 (websocket transport), sockets in room `bench`;
 * - ws: a bare `ws` server sending the same buffer to every socket (the floor);
 * - redis: this package on the Redis engine (BENCH_REDIS_URL, prefix BENCH_REDIS_PREFIX), one
 *   of several nodes sharing the channel.
 *
 * Driven over IPC by broadcast.ts: `baseline`, `measure`, `publish` (fixed rate), `flood`
 * (closed loop: publish while fewer than `window` publications are undelivered), `stop`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketIoServer } from 'socket.io';
import { type WebSocket, WebSocketServer } from 'ws';
import { createRealtimeServer, RedisEngine } from '../src/index.js';
import { liveScoreUpdates } from './livescore-updates.js';

type Kind = 'realtime' | 'socketio' | 'ws' | 'redis';
const kind = (process.argv[2] ?? 'realtime') as Kind;
const PAD = 'x'.repeat(Number(process.env.BENCH_PAD ?? 100));
/** `livescore`: publish the live score's update shape (formats bench) instead of timestamps. */
const nextUpdate = process.env.BENCH_SHAPE === 'livescore' ? liveScoreUpdates() : null;

const http = createServer();
let publish: (payload: string, data: object) => void;
let connections: () => number;

if (kind === 'realtime' || kind === 'redis') {
  const server = createRealtimeServer({
    ...(kind === 'redis'
      ? {
          engine: new RedisEngine({
            urls: [process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'],
            prefix: process.env.BENCH_REDIS_PREFIX ?? 'bench',
          }),
        }
      : {}),
    // Deltas only reach subscriptions that ask for them (the formats bench).
    defaultNamespace: { subscribe: 'public', allowedDeltaTypes: ['fossil'] },
    maxConnections: 100_000,
    // The flood phase measures throughput, not slow-client protection.
    maxBufferedBytes: 64 * 1024 * 1024,
  });
  server.attach(http);
  publish = (_payload, data) => void server.publish('bench', data);
  connections = () => server.info().connections;
} else if (kind === 'socketio') {
  const io = new SocketIoServer(http, { transports: ['websocket'], perMessageDeflate: false });
  io.on('connection', (socket) => socket.join('bench'));
  publish = (_payload, data) => io.to('bench').emit('pub', data);
  connections = () => io.engine.clientsCount;
} else {
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const sockets = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    ws.on('error', () => {});
  });
  publish = (payload) => {
    const buf = Buffer.from(payload);
    for (const ws of sockets) ws.send(buf, { binary: false });
  };
  connections = () => sockets.size;
}

let seq = 0;
function publishOne(phase: string): void {
  seq += 1;
  if (nextUpdate) {
    const update = nextUpdate();
    publish(JSON.stringify(update), update);
    return;
  }
  const data = { ts: performance.timeOrigin + performance.now(), seq, phase, pad: PAD };
  publish(JSON.stringify(data), data);
}

function memory() {
  globalThis.gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external + m.arrayBuffers };
}

let cpuStart = process.cpuUsage();
let wallStart = performance.now();
let delivered = 0;
let published = 0;
let flooding = false;

function flood(subscribers: number, window: number, burst: number): void {
  if (!flooding) return;
  // Closed loop: never more than `window` publications in flight, so every server is
  // measured at the rate it can actually deliver, not at the rate it can buffer. `burst`
  // publications per event-loop turn: above 1, a server that batches frames can batch them.
  let budget = burst;
  while (budget-- > 0 && published - delivered / subscribers < window) {
    published += 1;
    publishOne('flood');
  }
  // A full window waits on a timer instead of spinning, so the CPU measured is the server's.
  if (published - delivered / subscribers < window)
    setImmediate(() => flood(subscribers, window, burst));
  else setTimeout(() => flood(subscribers, window, burst), 1);
}

process.on('message', (msg: { cmd: string; [k: string]: unknown }) => {
  const reply = (data: object) => process.send?.({ cmd: msg.cmd, ...data });
  switch (msg.cmd) {
    case 'baseline':
    case 'measure':
      return reply({ ...memory(), connections: connections() });
    case 'cpu-start':
      cpuStart = process.cpuUsage();
      wallStart = performance.now();
      return reply({});
    case 'cpu-stop': {
      const u = process.cpuUsage(cpuStart);
      const wall = performance.now() - wallStart;
      return reply({ cpu: (u.user + u.system) / 1000 / wall, system: u.system / 1000 / wall });
    }
    case 'publish': {
      const rate = msg.rate as number;
      const count = msg.count as number;
      let sent = 0;
      const timer = setInterval(() => {
        publishOne('latency');
        if (++sent >= count) {
          clearInterval(timer);
          reply({ sent });
        }
      }, 1000 / rate);
      return;
    }
    case 'flood-start':
      flooding = true;
      delivered = 0;
      published = 0;
      flood(msg.subscribers as number, msg.window as number, msg.burst as number);
      return reply({});
    case 'delivered':
      delivered = msg.total as number;
      return;
    case 'flood-stop':
      flooding = false;
      return reply({ published });
    case 'stop':
      process.exit(0);
  }
});

http.listen(0, '127.0.0.1', () => {
  process.send?.({ cmd: 'listening', port: (http.address() as AddressInfo).port });
});
