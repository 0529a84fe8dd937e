import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { TimerHandle } from './clock.js';
import { DISCONNECTS, type Disconnect } from './codes.js';
import type { ConnectionInfo } from './connection-info.js';
import type { Publication } from './engine/types.js';
import type { ResolvedNamespace } from './namespaces.js';
import type { ResolvedOptions } from './options.js';
import type { Codec, DecodedFrame } from './protocol/codec.js';
import type { Command } from './protocol/commands.js';
import { TokenBucket } from './rate-limiter.js';

/** One channel a connection is subscribed to (or subscribing to). */
export interface ChannelSubscription {
  readonly channel: string;
  readonly ns: ResolvedNamespace;
  /** `subscribing` until the subscribe reply is written; publications wait in `pending`. */
  state: 'subscribing' | 'subscribed';
  pending: Publication[];
  readonly serverSide: boolean;
  /** Join and leave pushes go to this subscription (asked for, and the namespace has them). */
  readonly joinLeave: boolean;
  /** Fossil delta compression was negotiated (see `delta.ts`). */
  readonly delta: boolean;
  /** With `delta`: the last publication this subscription received, the next delta's base. */
  deltaBase: Publication | null;
  /** `chan_info` of the subscription token. */
  chanInfo: unknown;
  /** Milliseconds since the epoch when the subscription token expires, if it does. */
  expiresAt: number | null;
  expireTimer: TimerHandle | null;
}

/** Where connections hand their frames and their end. Implemented by the node. */
export interface ConnectionHost {
  readonly options: ResolvedOptions;
  onFrame(connection: Connection, frame: DecodedFrame): void;
  onClosed(connection: Connection, disconnect: Disconnect): void;
  scheduleFlush(connection: Connection): void;
}

/**
 * One WebSocket connection: its state, its outgoing queue, its timers (stale, ping/pong,
 * expiry) and its rate limit. What the commands mean lives in `commands.ts`.
 */
export class Connection {
  readonly id = randomUUID();
  state: 'connecting' | 'connected' | 'closed' = 'connecting';
  user = '';
  info: unknown;
  name = '';
  version = '';
  /** Connection token expiry, ms since the epoch. */
  expiresAt: number | null = null;
  readonly subscriptions = new Map<string, ChannelSubscription>();
  /** Commands of a connection run one after another, in the order they arrived. */
  chain: Promise<void> = Promise.resolve();
  refusedCommands = 0;
  /** When the connect reply went out; null for a socket that never connected. */
  connectedAt: number | null = null;
  /** Commands other than connect, subscribe and unsubscribe. */
  readonly bucket: TokenBucket;
  /**
   * Subscribes: a bucket as deep as the channel limit, so a client may always subscribe to
   * every channel it is allowed at once (the official client sends connect and all its
   * subscribes in one frame when it reconnects), while subscribe/unsubscribe churn is held to
   * the command rate.
   */
  readonly subscribeBucket: TokenBucket;
  readonly remoteAddress: string | undefined;
  /** Resolves when the socket itself has closed (after the close handshake). */
  readonly closedSocket: Promise<void>;

  /** JSON or protobuf, chosen at the handshake. */
  readonly codec: Codec;
  readonly #ws: WebSocket;
  readonly #host: ConnectionHost;
  #queue: Buffer[] = [];
  #queuedBytes = 0;
  #staleTimer: TimerHandle | null = null;
  #pingTimer: TimerHandle | null = null;
  #pongTimer: TimerHandle | null = null;
  #expireTimer: TimerHandle | null = null;

  constructor(
    ws: WebSocket,
    host: ConnectionHost,
    remoteAddress: string | undefined,
    codec: Codec,
  ) {
    this.#ws = ws;
    this.codec = codec;
    this.#host = host;
    this.remoteAddress = remoteAddress;
    const o = host.options;
    this.bucket = new TokenBucket(o.commandRate, o.commandBurst, o.clock.now());
    this.subscribeBucket = new TokenBucket(
      o.commandRate,
      o.maxChannelsPerConnection,
      o.clock.now(),
    );
    this.#staleTimer = o.clock.setTimeout(() => {
      if (this.state === 'connecting') this.disconnect(DISCONNECTS.stale);
    }, o.staleTimeout);
    ws.on('message', (data, isBinary) => this.#onMessage(data, isBinary));
    this.closedSocket = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('close', () => this.#closed(DISCONNECTS.connectionClosed));
    // Errors (a frame over maxPayload, a broken socket) are followed by 'close'.
    ws.on('error', () => {});
  }

  get connectionInfo(): ConnectionInfo {
    return {
      client: this.id,
      user: this.user,
      info: this.info,
      name: this.name,
      version: this.version,
      remoteAddress: this.remoteAddress,
    };
  }

  /**
   * Whether a command may run now under the rate limits. Connect (once per connection) and
   * unsubscribe (it only frees state; a refused one makes the official client rebuild its
   * whole connection) are never refused.
   */
  admit(command: Command, now: number): boolean {
    if (command.method === 'connect' || command.method === 'unsubscribe') return true;
    if (command.method === 'subscribe') return this.subscribeBucket.take(now);
    return this.bucket.take(now);
  }

  /** Called once the connect reply is queued: pings start, the stale timer stops. */
  markConnected(): void {
    this.state = 'connected';
    this.connectedAt = this.#host.options.clock.now();
    this.#clear('stale');
    this.#schedulePing();
  }

  /** Encodes a reply or push (in the JSON protocol's shape) and queues it. */
  send(reply: object): void {
    if (this.state === 'closed') return;
    this.enqueue(this.codec.encode(reply));
  }

  /** Queues an encoded reply or push; frames go out at the end of the current turn. */
  enqueue(buf: Buffer): void {
    if (this.state === 'closed') return;
    // A client that does not read lets the socket buffer grow: cut it off before it holds
    // the server's memory hostage. Reconnect code, so a merely slow network recovers.
    if (
      this.#ws.bufferedAmount + this.#queuedBytes + buf.length >
      this.#host.options.maxBufferedBytes
    ) {
      this.disconnect(DISCONNECTS.slow);
      return;
    }
    if (this.#queue.length === 0) this.#host.scheduleFlush(this);
    this.#queue.push(buf);
    this.#queuedBytes += buf.length;
  }

  flush(): void {
    if (this.#queue.length === 0) return;
    const frame = this.codec.join(this.#queue);
    this.#queue = [];
    this.#queuedBytes = 0;
    if (this.#ws.readyState === this.#ws.OPEN) this.#ws.send(frame, { binary: this.codec.binary });
  }

  /** Sets (or clears) the connection expiry check for a token's `exp`. */
  setExpiry(expiresAt: number | null): void {
    this.expiresAt = expiresAt;
    this.#clear('expire');
    if (expiresAt === null) return;
    const o = this.#host.options;
    const delay = Math.max(0, expiresAt - o.clock.now()) + o.expiredGrace * 1000;
    this.#expireTimer = o.clock.setTimeout(() => {
      if (this.expiresAt !== null && this.expiresAt <= o.clock.now()) {
        this.disconnect(DISCONNECTS.expired);
      }
    }, delay);
  }

  /** Ends the connection with a close code; what was queued goes out first. */
  disconnect(d: Disconnect): void {
    if (this.state === 'closed') return;
    // The close code says it all, but a proxy may replace close codes: the same advice as a
    // disconnect push, which the client handles alike. Not to a slow client: it is not reading.
    if (this.state === 'connected' && d.code !== DISCONNECTS.slow.code) {
      this.#queue.push(this.codec.encode({ push: { disconnect: d } }));
    }
    this.flush();
    this.#closed(d);
    try {
      this.#ws.close(d.code, d.reason);
    } catch {
      this.#ws.terminate();
    }
    // A peer that does not complete the close handshake (it stopped reading) is dropped.
    const timer = this.#host.options.clock.setTimeout(() => this.#ws.terminate(), 1000);
    this.#ws.once('close', () => this.#host.options.clock.clearTimeout(timer));
  }

  /** Drops the socket without a close handshake. */
  terminate(): void {
    this.#closed(DISCONNECTS.connectionClosed);
    this.#ws.terminate();
  }

  #onMessage(data: unknown, isBinary: boolean): void {
    if (this.state === 'closed') return;
    // Any frame proves the client alive, as the pong does.
    this.#clear('pong');
    let buf: Buffer;
    if (Buffer.isBuffer(data)) buf = data;
    else if (typeof data === 'string') buf = Buffer.from(data);
    else if (Array.isArray(data)) buf = Buffer.concat(data as Buffer[]);
    else buf = Buffer.from(data as ArrayBuffer);
    this.#host.onFrame(this, this.codec.decode(buf, isBinary));
  }

  #schedulePing(): void {
    const o = this.#host.options;
    this.#pingTimer = o.clock.setTimeout(() => {
      if (this.state !== 'connected') return;
      this.enqueue(this.codec.ping);
      this.#clear('pong');
      this.#pongTimer = o.clock.setTimeout(
        () => this.disconnect(DISCONNECTS.noPong),
        o.pongTimeout,
      );
      this.#schedulePing();
    }, o.pingInterval);
  }

  #clear(which: 'stale' | 'ping' | 'pong' | 'expire'): void {
    const clock = this.#host.options.clock;
    if (which === 'stale' && this.#staleTimer !== null) clock.clearTimeout(this.#staleTimer);
    if (which === 'ping' && this.#pingTimer !== null) clock.clearTimeout(this.#pingTimer);
    if (which === 'pong' && this.#pongTimer !== null) clock.clearTimeout(this.#pongTimer);
    if (which === 'expire' && this.#expireTimer !== null) clock.clearTimeout(this.#expireTimer);
    if (which === 'stale') this.#staleTimer = null;
    if (which === 'ping') this.#pingTimer = null;
    if (which === 'pong') this.#pongTimer = null;
    if (which === 'expire') this.#expireTimer = null;
  }

  #closed(d: Disconnect): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const t of ['stale', 'ping', 'pong', 'expire'] as const) this.#clear(t);
    this.#queue = [];
    this.#queuedBytes = 0;
    this.#host.onClosed(this, d);
  }
}
