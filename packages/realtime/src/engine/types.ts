import type { HistoryOptions } from '../namespaces.js';

/**
 * The engine is everything several server processes must share: the broker (fan-out of
 * publications, joins, leaves and control messages to every node), history streams and
 * presence. The protocol code only talks to this interface, so a Redis engine slots in
 * without touching it. The in-memory engine (`memory.ts`) serves a single process.
 */

/** Who a publication, join or leave is from, as the protocol sends it. */
export interface ClientInfo {
  user: string;
  client: string;
  conn_info?: unknown;
  chan_info?: unknown;
}

/** A publication as the protocol sends it. */
export interface Publication {
  data: unknown;
  info?: ClientInfo;
  /** Position in the channel's stream; absent for channels without history. */
  offset?: number;
  tags?: Record<string, string>;
}

/** A place in a channel's stream. An epoch changes whenever the stream was lost. */
export interface StreamPosition {
  offset: number;
  epoch: string;
}

export interface HistoryQuery {
  /** Only publications after this offset (the epoch is checked by the caller). */
  since?: StreamPosition;
  /** 0: none, only the stream position; negative: all there are. */
  limit: number;
  /** Newest first (with `since`: the ones before it). */
  reverse?: boolean;
}

export interface HistoryResult extends StreamPosition {
  publications: Publication[];
}

/** Messages between nodes for actions on connections that may live on any node. */
export type ControlMessage =
  | { type: 'disconnect'; user: string; client?: string; code: number; reason: string }
  | { type: 'unsubscribe'; user: string; channel: string; client?: string }
  | { type: 'subscribe'; user: string; channel: string; client?: string };

/** What an engine delivers to its node. */
export interface EngineHandler {
  onPublication(channel: string, pub: Publication, position: StreamPosition | null): void;
  onJoin(channel: string, info: ClientInfo): void;
  onLeave(channel: string, info: ClientInfo): void;
  onControl(message: ControlMessage): void;
  /**
   * The node may have missed publications of the channel (a shared engine saw a gap in its
   * offsets or lost its connection): local subscribers must resubscribe and recover.
   */
  onInsufficientState?(channel: string): void;
}

export interface Engine {
  /** Called once by the server before any other method. */
  start(handler: EngineHandler): Promise<void>;
  /** This node has subscribers on the channel from now on (a shared engine listens to it). */
  subscribe(channel: string): Promise<void>;
  /** This node has no subscriber on the channel any more. */
  unsubscribe(channel: string): Promise<void>;
  /**
   * Adds the publication to the channel's history when `history` is given, then delivers it to
   * every node subscribed to the channel, this one included. Resolves to the publication's
   * stream position, or null without history.
   */
  publish(
    channel: string,
    pub: Publication,
    history: HistoryOptions | null,
  ): Promise<StreamPosition | null>;
  publishJoin(channel: string, info: ClientInfo): Promise<void>;
  publishLeave(channel: string, info: ClientInfo): Promise<void>;
  publishControl(message: ControlMessage): Promise<void>;
  history(channel: string, query: HistoryQuery): Promise<HistoryResult>;
  removeHistory(channel: string): Promise<void>;
  /** Adds or refreshes a presence entry that expires after `ttl` seconds. */
  addPresence(channel: string, clientId: string, info: ClientInfo, ttl: number): Promise<void>;
  removePresence(channel: string, clientId: string): Promise<void>;
  presence(channel: string): Promise<Record<string, ClientInfo>>;
  presenceStats(channel: string): Promise<{ numClients: number; numUsers: number }>;
  /** Resolves when the engine's backing store answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
