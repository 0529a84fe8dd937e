import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options } from 'centrifuge';
import { Centrifuge as ProtobufCentrifuge } from 'centrifuge/build/protobuf';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import type { RealtimeOptions } from '../options.js';
import { createRealtimeServer, type RealtimeServer } from '../server.js';

/** A real server on a loopback port, and the means to drive it. */
export interface Harness {
  http: Server;
  server: RealtimeServer;
  url: string;
  /** Official clients made here are disconnected by `stop`. */
  client(options?: Partial<Options>): Centrifuge;
  /** The official client's protobuf build (subprotocol `centrifuge-protobuf`). */
  protobufClient(options?: Partial<Options>): ProtobufCentrifuge;
  /** A bare socket speaking whatever a test writes. */
  raw(path?: string): Promise<RawSocket>;
  /** Replaces the realtime server (after `server.close()`), on the same HTTP server. */
  restart(options?: RealtimeOptions): RealtimeServer;
  stop(): Promise<void>;
}

export const SECRET = 'test-secret-that-is-long-enough-for-hs256';

export async function startHarness(options: RealtimeOptions = {}): Promise<Harness> {
  const http = createServer();
  let server = createRealtimeServer(options);
  server.attach(http);
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as AddressInfo;
  const url = `ws://127.0.0.1:${port}/connection/websocket`;
  const clients: (Centrifuge | ProtobufCentrifuge)[] = [];
  const clientOptions = (o: Partial<Options>): Partial<Options> => ({
    websocket: WebSocket,
    // Fast reconnects keep the tests short; the protocol is the same.
    minReconnectDelay: 20,
    maxReconnectDelay: 100,
    ...o,
  });
  const raws: RawSocket[] = [];
  return {
    http,
    get server() {
      return server;
    },
    url,
    client(o = {}) {
      const c = new Centrifuge(url, clientOptions(o));
      clients.push(c);
      return c;
    },
    protobufClient(o = {}) {
      const c = new ProtobufCentrifuge(url, clientOptions(o));
      clients.push(c);
      return c;
    },
    async raw(path = '/connection/websocket') {
      const r = await RawSocket.open(`ws://127.0.0.1:${port}${path}`);
      raws.push(r);
      return r;
    },
    restart(o = options) {
      server = createRealtimeServer(o);
      server.attach(http);
      return server;
    },
    async stop() {
      for (const c of clients) c.disconnect();
      for (const r of raws) r.ws.terminate();
      await server.close(500);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** A WebSocket that records what it receives, line by line, and how it was closed. */
export class RawSocket {
  readonly messages: unknown[] = [];
  closed: { code: number; reason: string } | null = null;
  readonly #waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      for (const line of data.toString().split('\n')) {
        if (line !== '') this.messages.push(JSON.parse(line));
      }
      this.#wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.#wake();
    });
    ws.on('error', () => {});
  }

  static async open(url: string): Promise<RawSocket> {
    const ws = new WebSocket(url);
    const socket = new RawSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    return socket;
  }

  send(frame: string | object): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Sends connect and waits for its reply. */
  async connect(request: object = {}): Promise<Record<string, unknown>> {
    this.send({ id: 1, connect: request });
    return this.reply(1);
  }

  async reply(id: number, timeoutMs = 2000): Promise<Record<string, unknown>> {
    return this.until(
      () => this.messages.find((m) => (m as { id?: number }).id === id) as Record<string, unknown>,
      timeoutMs,
    );
  }

  async closedWith(timeoutMs = 2000): Promise<{ code: number; reason: string }> {
    return this.until(() => this.closed ?? undefined, timeoutMs);
  }

  async until<T>(probe: () => T | undefined, timeoutMs = 2000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const v = probe();
      if (v !== undefined) return v;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('RawSocket: timed out waiting');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  #wake(): void {
    for (const w of this.#waiters.splice(0)) w();
  }
}

/** Resolves with the first event's argument that satisfies `test`. */
export function nextEvent<T>(
  emitter: {
    on(e: string, l: (ctx: T) => void): unknown;
    off(e: string, l: (ctx: T) => void): unknown;
  },
  event: string,
  test: (ctx: T) => boolean = () => true,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      emitter.off(event, listener);
      reject(new Error(`no ${event} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (ctx: T): void => {
      if (!test(ctx)) return;
      clearTimeout(t);
      emitter.off(event, listener);
      resolve(ctx);
    };
    emitter.on(event, listener);
  });
}

/** Signs a token with the test secret; `exp` in seconds from now (negative: already expired). */
export async function token(claims: Record<string, unknown>, expIn?: number): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
  if (expIn !== undefined) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expIn);
  return jwt.sign(new TextEncoder().encode(SECRET));
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `probe` is truthy (for state held by the server). */
export async function eventually(probe: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(10);
  }
}
