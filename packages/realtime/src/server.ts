import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { TimerHandle } from './clock.js';
import { DISCONNECTS, type Disconnect, ERRORS } from './codes.js';
import { Connection } from './connection.js';
import { MemoryEngine } from './engine/memory.js';
import type { HistoryResult, StreamPosition } from './engine/types.js';
import { RealtimeError } from './errors.js';
import { type ApiResponse, handleApiCommand } from './http-api.js';
import { Namespaces } from './namespaces.js';
import { RealtimeNode } from './node.js';
import { type RealtimeOptions, resolveOptions } from './options.js';
import { chooseFormat } from './protocol/format.js';
import { RpcRegistry } from './rpc.js';
import { clientInfoOf } from './subscribe.js';
import { TokenVerifier } from './tokens.js';

export interface AttachOptions {
  /** URL paths that upgrade to this server. Default `['/ws', '/connection/websocket']`. */
  paths?: string[];
}

export interface PublishOptions {
  /** Tags the client receives with the publication. */
  tags?: Record<string, string>;
}

export interface HistoryOptions {
  /** Publications to return: 0 (default) only the stream position, -1 all. */
  limit?: number;
  /** Only publications after this position; a different epoch is error 112. */
  since?: StreamPosition;
  /** Newest first. */
  reverse?: boolean;
}

export interface DisconnectOptions {
  /** Only this connection of the user. */
  client?: string;
  /** Close code and reason. Default 3011 "force reconnect" (the client reconnects). */
  disconnect?: Disconnect;
}

export interface ServerInfo {
  connections: number;
  channels: number;
}

/**
 * A Centrifuge-protocol server: attach it to an HTTP server, publish from this process, mount
 * `handleApiCommand` for other processes. Create it with {@link createRealtimeServer}.
 */
export class RealtimeServer {
  /** RPC methods clients may call. */
  readonly rpc = new RpcRegistry();
  readonly #node: RealtimeNode;
  readonly #ownsEngine: boolean;
  readonly #started: Promise<void>;
  /** The engine's start has resolved (sockets before it wait for it). */
  #engineStarted = false;
  readonly #wss: WebSocketServer;
  readonly #detachers = new Set<() => void>();
  #presenceTimer: TimerHandle | null = null;
  #closing = false;

  constructor(options: RealtimeOptions = {}) {
    const o = resolveOptions(options);
    // Frames over maxPayload make ws close with 1009, which the client reports as
    // "message size limit exceeded". No compression: it costs ~300 KB per socket.
    this.#wss = new WebSocketServer({
      noServer: true,
      perMessageDeflate: false,
      clientTracking: false,
      maxPayload: o.maxMessageSize,
      // The format was chosen (and an unsupported one refused) before the upgrade.
      handleProtocols: (_offered, req) => chooseFormatOk(req)?.subprotocol ?? false,
    });
    const engine = options.engine ?? new MemoryEngine({ clock: o.clock });
    this.#ownsEngine = options.engine === undefined;
    const namespaces = new Namespaces(options.defaultNamespace, options.namespaces ?? {});
    const tokens = new TokenVerifier(o.tokenSecret, () => o.clock.now());
    this.#node = new RealtimeNode(o, engine, namespaces, tokens, this.rpc);
    this.#started = engine.start(this.#node);
    // Reported through isReady() and each call instead of an unhandled rejection.
    this.#started.then(
      () => {
        this.#engineStarted = true;
      },
      (e) => this.#node.events.emit('error', e),
    );
    this.#presenceTimer = o.clock.setInterval(
      () => this.#refreshPresence(),
      o.presenceRefreshInterval * 1000,
    );
  }

  /** Server events: connect, disconnect, message (client `send`), badRequest, error. */
  get events(): RealtimeNode['events'] {
    return this.#node.events;
  }

  /**
   * Handles WebSocket upgrades of `paths` on an HTTP server (Fastify's `app.server`).
   * Other paths are left to other upgrade listeners, or refused with 404 if there are none.
   * @returns a function that detaches the server again.
   */
  attach(httpServer: HttpServer, options: AttachOptions = {}): () => void {
    const paths = new Set(options.paths ?? ['/ws', '/connection/websocket']);
    const listener = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (paths.has(path)) {
        this.handleUpgrade(req, socket, head);
      } else if (httpServer.listenerCount('upgrade') === 1) {
        refuse(socket, 404, 'Not Found');
      }
    };
    httpServer.on('upgrade', listener);
    const detach = (): void => {
      httpServer.off('upgrade', listener);
      this.#detachers.delete(detach);
    };
    this.#detachers.add(detach);
    return detach;
  }

  /** Takes over one upgrade request (for servers that route upgrades themselves). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const o = this.#node.options;
    // Refused before the handshake with a plain HTTP error: the client sees a failed
    // transport and retries with back-off, which is what a full server wants.
    if (this.#closing || this.#node.connections.size >= o.maxConnections) {
      refuse(socket, 503, 'Service Unavailable');
      return;
    }
    // A socket that arrives while the engine still connects (a Sentinel lookup takes a few
    // round trips) waits for it: its first subscribe would otherwise fail on an engine that
    // is not there yet. An engine that cannot start refuses it as a full server does.
    if (!this.#engineStarted) {
      this.#started.then(
        () => this.handleUpgrade(req, socket, head),
        () => refuse(socket, 503, 'Service Unavailable'),
      );
      return;
    }
    // JSON or protobuf; anything else is refused now rather than after the handshake.
    const format = chooseFormat(req);
    if (!format.ok) {
      refuse(socket, 400, 'Bad Request');
      return;
    }
    this.#wss.handleUpgrade(req, socket, head, (ws) => {
      if (this.#closing) {
        ws.close(DISCONNECTS.shutdown.code, DISCONNECTS.shutdown.reason);
        return;
      }
      this.#node.connections.add(
        new Connection(ws, this.#node, req.socket.remoteAddress, format.codec),
      );
    });
  }

  /** Publishes to a channel's subscribers (on every node), keeping history if the namespace does. */
  async publish(
    channel: string,
    data: unknown,
    options: PublishOptions = {},
  ): Promise<Partial<StreamPosition>> {
    await this.#started;
    const ns = this.#namespace(channel);
    const pub = options.tags ? { data, tags: options.tags } : { data };
    const position = await this.#node.engine.publish(channel, pub, ns.history);
    return position ?? {};
  }

  /** Publishes the same data to several channels; each result in the order given. */
  async broadcast(channels: readonly string[], data: unknown, options: PublishOptions = {}) {
    for (const channel of channels) this.#namespace(channel);
    return Promise.all(channels.map((channel) => this.publish(channel, data, options)));
  }

  async history(channel: string, options: HistoryOptions = {}): Promise<HistoryResult> {
    await this.#started;
    const ns = this.#namespace(channel);
    if (!ns.history) throw new RealtimeError(ERRORS.notAvailable);
    const h = await this.#node.engine.history(channel, {
      limit: options.limit ?? 0,
      ...(options.since ? { since: options.since } : {}),
      ...(options.reverse ? { reverse: true } : {}),
    });
    if (options.since && options.since.epoch !== '' && options.since.epoch !== h.epoch) {
      throw new RealtimeError(ERRORS.unrecoverablePosition);
    }
    return h;
  }

  /** Empties a channel's history; clients that try to recover across it are told they can't. */
  async removeHistory(channel: string): Promise<void> {
    await this.#started;
    this.#namespace(channel);
    await this.#node.engine.removeHistory(channel);
  }

  async presence(channel: string) {
    await this.#started;
    if (!this.#namespace(channel).presence) throw new RealtimeError(ERRORS.notAvailable);
    return this.#node.engine.presence(channel);
  }

  async presenceStats(channel: string) {
    await this.#started;
    if (!this.#namespace(channel).presence) throw new RealtimeError(ERRORS.notAvailable);
    return this.#node.engine.presenceStats(channel);
  }

  /** Disconnects a user's connections (on every node). */
  async disconnect(user: string, options: DisconnectOptions = {}): Promise<void> {
    await this.#started;
    const d = options.disconnect ?? DISCONNECTS.forceReconnect;
    await this.#node.engine.publishControl({
      type: 'disconnect',
      user,
      code: d.code,
      reason: d.reason,
      ...(options.client ? { client: options.client } : {}),
    });
  }

  /**
   * Subscribes a user's connections to a channel from the server side (on every node), as
   * Centrifugo's `subscribe` server API: each gets a `subscribe` push, then publications.
   */
  async subscribe(user: string, channel: string, options: { client?: string } = {}): Promise<void> {
    await this.#started;
    this.#namespace(channel);
    await this.#node.engine.publishControl({
      type: 'subscribe',
      user,
      channel,
      ...(options.client ? { client: options.client } : {}),
    });
  }

  /** Unsubscribes a user's connections from a channel (they get unsubscribe code 2000). */
  async unsubscribe(
    user: string,
    channel: string,
    options: { client?: string } = {},
  ): Promise<void> {
    await this.#started;
    this.#namespace(channel);
    await this.#node.engine.publishControl({
      type: 'unsubscribe',
      user,
      channel,
      ...(options.client ? { client: options.client } : {}),
    });
  }

  /** Counts of this process. */
  info(): ServerInfo {
    return { connections: this.#node.connections.size, channels: this.#node.hub.channelCount };
  }

  /**
   * The HTTP API, framework-free: mount it at `POST /api/realtime/{method}` and pass the
   * `X-API-Key` (or `Authorization: apikey …`) header value. Never throws.
   */
  handleApiCommand(
    method: string,
    body: unknown,
    apiKeyHeader: string | undefined,
  ): Promise<ApiResponse> {
    const o = this.#node.options;
    return handleApiCommand(this, o.apiKey, method, body, apiKeyHeader, o.apiErrorStatuses);
  }

  /** For `/readyz`: resolves true when the engine started and answers a ping. */
  async isReady(): Promise<boolean> {
    if (this.#closing) return false;
    try {
      await this.#started;
      await this.#node.engine.ping();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Stops accepting connections and closes every open one with 3001 "shutdown", a reconnect
   * code: official clients come back (to this process once restarted, or another one).
   * Waits up to `timeoutMs` for the sockets to close, then drops the rest.
   */
  async close(timeoutMs = 2000): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    for (const detach of [...this.#detachers]) detach();
    const clock = this.#node.options.clock;
    if (this.#presenceTimer !== null) clock.clearInterval(this.#presenceTimer);
    const connections = [...this.#node.connections];
    for (const c of connections) c.disconnect(DISCONNECTS.shutdown);
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, timeoutMs);
      t.unref();
      void Promise.all(connections.map((c) => c.closedSocket)).then(() => {
        clearTimeout(t);
        resolve();
      });
    });
    for (const c of connections) c.terminate();
    this.#wss.close();
    await this.#started.catch(() => {});
    if (this.#ownsEngine) await this.#node.engine.close();
  }

  #namespace(channel: string) {
    const ns = this.#node.namespaces.forChannel(channel);
    if (!ns) throw new RealtimeError(ERRORS.unknownChannel);
    return ns;
  }

  #refreshPresence(): void {
    const o = this.#node.options;
    for (const c of this.#node.connections) {
      for (const sub of c.subscriptions.values()) {
        if (!sub.ns.presence || sub.state !== 'subscribed') continue;
        this.#node.engine
          .addPresence(sub.channel, c.id, clientInfoOf(c, sub.chanInfo), o.presenceTtl)
          .catch((e) => this.#node.events.emit('error', e));
      }
    }
  }
}

function chooseFormatOk(req: IncomingMessage) {
  const format = chooseFormat(req);
  return format.ok ? format : null;
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Creates a server; see {@link RealtimeOptions} for the options and their defaults. */
export function createRealtimeServer(options: RealtimeOptions = {}): RealtimeServer {
  return new RealtimeServer(options);
}
