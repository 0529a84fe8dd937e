import { type Clock, systemClock } from './clock.js';
import type { Engine } from './engine/types.js';
import type { NamespaceOptions } from './namespaces.js';

/** Options of {@link createRealtimeServer}. Every field is optional. */
export interface RealtimeOptions {
  /**
   * HS256 secret of connection and subscription tokens (JWT). Without it every token is
   * refused as unauthorized. Default: none.
   */
  tokenSecret?: string;
  /** Connections without a token are accepted (as user `''`). Default `true`. */
  allowAnonymous?: boolean;
  /** Key the HTTP API requires (see `handleApiCommand`). Without it the HTTP API refuses all. */
  apiKey?: string;
  /**
   * HTTP API errors of a command (bad body, forbidden by the namespace, engine failure) with a
   * 400/503 status instead of Centrifugo's `200 {error}`. Default `false` (Centrifugo's way,
   * which its API client libraries expect).
   */
  apiErrorStatuses?: boolean;
  /** Options of channels without a namespace (`football`). Default: no such channels exist. */
  defaultNamespace?: NamespaceOptions;
  /** Namespaces by name: channel `chat:room` takes `namespaces.chat`. Default `{}`. */
  namespaces?: Record<string, NamespaceOptions>;
  /** Broker, history and presence. Default: a new in-memory engine (one process). */
  engine?: Engine;
  /** Source of time and timers. Default: the system clock. */
  clock?: Clock;
  /** Sent to clients in the connect reply. Default `'tribune-realtime'`. */
  version?: string;

  /** Milliseconds between server pings. Default 25000 (the client allows 10000 more). */
  pingInterval?: number;
  /** Milliseconds a client has to answer a ping before "no pong" (3012). Default 10000. */
  pongTimeout?: number;
  /** Milliseconds a new socket has to send its connect command before "stale" (3502). Default 10000. */
  staleTimeout?: number;
  /**
   * Seconds of grace after a connection token's `exp` before the server closes with
   * "connection expired" (3005) if the client did not refresh. Default 25.
   */
  expiredGrace?: number;

  /** Open sockets at most; more are refused at upgrade with HTTP 503 (clients retry). Default 50000. */
  maxConnections?: number;
  /** Channels one connection may be subscribed to; more get error 106. Default 128. */
  maxChannelsPerConnection?: number;
  /** Bytes of one incoming WebSocket message; larger closes with 1009. Default 65536. */
  maxMessageSize?: number;
  /** Bytes waiting to be written to one socket before it is "slow" (3008). Default 1048576. */
  maxBufferedBytes?: number;
  /** Commands per second per connection (pongs excluded), sustained. Default 20. */
  commandRate?: number;
  /** Commands a connection may send in one burst above the rate. Default 50. */
  commandBurst?: number;
  /** Commands refused for the rate before the connection is closed (3013). Default 50. */
  maxRefusedCommands?: number;
  /** Seconds a presence entry lives without being refreshed (matters for shared engines). Default 60. */
  presenceTtl?: number;
  /** Seconds between presence refreshes of each connection. Default 25. */
  presenceRefreshInterval?: number;
}

export interface ResolvedOptions {
  readonly tokenSecret: string | null;
  readonly allowAnonymous: boolean;
  readonly apiKey: string | null;
  readonly apiErrorStatuses: boolean;
  readonly version: string;
  readonly clock: Clock;
  readonly pingInterval: number;
  readonly pongTimeout: number;
  readonly staleTimeout: number;
  readonly expiredGrace: number;
  readonly maxConnections: number;
  readonly maxChannelsPerConnection: number;
  readonly maxMessageSize: number;
  readonly maxBufferedBytes: number;
  readonly commandRate: number;
  readonly commandBurst: number;
  readonly maxRefusedCommands: number;
  readonly presenceTtl: number;
  readonly presenceRefreshInterval: number;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v <= 0) {
    throw new Error(`realtime: option ${name} must be a positive number, got ${String(value)}`);
  }
  return v;
}

export function resolveOptions(o: RealtimeOptions): ResolvedOptions {
  return {
    tokenSecret: o.tokenSecret || null,
    allowAnonymous: o.allowAnonymous ?? true,
    apiKey: o.apiKey || null,
    apiErrorStatuses: o.apiErrorStatuses ?? false,
    version: o.version ?? 'tribune-realtime',
    clock: o.clock ?? systemClock,
    pingInterval: positive('pingInterval', o.pingInterval, 25_000),
    pongTimeout: positive('pongTimeout', o.pongTimeout, 10_000),
    staleTimeout: positive('staleTimeout', o.staleTimeout, 10_000),
    expiredGrace: o.expiredGrace ?? 25,
    maxConnections: positive('maxConnections', o.maxConnections, 50_000),
    maxChannelsPerConnection: positive('maxChannelsPerConnection', o.maxChannelsPerConnection, 128),
    maxMessageSize: positive('maxMessageSize', o.maxMessageSize, 65_536),
    maxBufferedBytes: positive('maxBufferedBytes', o.maxBufferedBytes, 1_048_576),
    commandRate: positive('commandRate', o.commandRate, 20),
    commandBurst: positive('commandBurst', o.commandBurst, 50),
    maxRefusedCommands: positive('maxRefusedCommands', o.maxRefusedCommands, 50),
    presenceTtl: positive('presenceTtl', o.presenceTtl, 60),
    presenceRefreshInterval: positive('presenceRefreshInterval', o.presenceRefreshInterval, 25),
  };
}
