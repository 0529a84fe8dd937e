import { randomBytes } from 'node:crypto';
import { type Clock, systemClock, type TimerHandle } from '../clock.js';
import type { HistoryOptions } from '../namespaces.js';
import type {
  ClientInfo,
  ControlMessage,
  Engine,
  EngineHandler,
  HistoryQuery,
  HistoryResult,
  Publication,
  StreamPosition,
} from './types.js';

export interface MemoryEngineOptions {
  /** Source of time. Default: the system clock. */
  clock?: Clock;
  /**
   * Seconds a channel's stream position (epoch and top offset) outlives its last publication.
   * When it is dropped the next publication starts a new epoch, and clients that try to
   * recover learn that history was lost. Default 86400 (a day).
   */
  historyMetaTtl?: number;
  /** Milliseconds between sweeps of expired history and presence. Default 60000. */
  sweepInterval?: number;
}

interface StoredPublication {
  pub: Publication;
  expiresAt: number;
}

interface Stream {
  epoch: string;
  top: number;
  /** Oldest first; offsets are consecutive. */
  items: StoredPublication[];
  metaExpiresAt: number;
}

interface PresenceEntry {
  info: ClientInfo;
  expiresAt: number;
}

function newEpoch(): string {
  return randomBytes(6).toString('base64url');
}

/** Broker, history and presence in this process's memory: one node, lost on restart. */
export class MemoryEngine implements Engine {
  readonly #clock: Clock;
  readonly #metaTtlMs: number;
  readonly #sweepInterval: number;
  readonly #streams = new Map<string, Stream>();
  readonly #presence = new Map<string, Map<string, PresenceEntry>>();
  #handler: EngineHandler | null = null;
  #sweepTimer: TimerHandle | null = null;

  constructor(options: MemoryEngineOptions = {}) {
    this.#clock = options.clock ?? systemClock;
    this.#metaTtlMs = (options.historyMetaTtl ?? 86_400) * 1000;
    this.#sweepInterval = options.sweepInterval ?? 60_000;
  }

  async start(handler: EngineHandler): Promise<void> {
    this.#handler = handler;
    this.#sweepTimer = this.#clock.setInterval(() => this.#sweep(), this.#sweepInterval);
  }

  // One process: every channel is always "listened to".
  async subscribe(_channel: string): Promise<void> {}
  async unsubscribe(_channel: string): Promise<void> {}

  async publish(
    channel: string,
    pub: Publication,
    history: HistoryOptions | null,
  ): Promise<StreamPosition | null> {
    let position: StreamPosition | null = null;
    let delivered = pub;
    if (history) {
      const stream = this.#liveStream(channel, true);
      const now = this.#clock.now();
      stream.top += 1;
      delivered = { ...pub, offset: stream.top };
      stream.items.push({ pub: delivered, expiresAt: now + history.ttl * 1000 });
      if (stream.items.length > history.size) {
        stream.items.splice(0, stream.items.length - history.size);
      }
      stream.metaExpiresAt = now + Math.max(this.#metaTtlMs, history.ttl * 1000);
      position = { offset: stream.top, epoch: stream.epoch };
    }
    this.#handler?.onPublication(channel, delivered, position);
    return position;
  }

  async publishJoin(channel: string, info: ClientInfo): Promise<void> {
    this.#handler?.onJoin(channel, info);
  }

  async publishLeave(channel: string, info: ClientInfo): Promise<void> {
    this.#handler?.onLeave(channel, info);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    this.#handler?.onControl(message);
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    const stream = this.#liveStream(channel, false);
    if (!stream) {
      // No stream yet: report an epoch anyway, so a client that saw "nothing" can later learn
      // whether it missed something. The stream created on first publish keeps this epoch.
      const created = this.#liveStream(channel, true);
      return { publications: [], offset: 0, epoch: created.epoch };
    }
    this.#dropExpired(stream);
    const base = { offset: stream.top, epoch: stream.epoch };
    if (query.limit === 0) return { ...base, publications: [] };
    let items = stream.items;
    const sinceOffset = query.since?.offset;
    if (sinceOffset !== undefined) {
      items = query.reverse
        ? items.filter((i) => (i.pub.offset ?? 0) < sinceOffset)
        : items.filter((i) => (i.pub.offset ?? 0) > sinceOffset);
    }
    let pubs = items.map((i) => i.pub);
    if (query.reverse) pubs = pubs.reverse();
    if (query.limit > 0) pubs = pubs.slice(0, query.limit);
    return { ...base, publications: pubs };
  }

  async removeHistory(channel: string): Promise<void> {
    // The position stays (same epoch, same top): what was removed is reported as lost to a
    // client that tries to recover, because the offsets it missed are no longer held.
    const stream = this.#streams.get(channel);
    if (stream) stream.items = [];
  }

  async addPresence(
    channel: string,
    clientId: string,
    info: ClientInfo,
    ttl: number,
  ): Promise<void> {
    let entries = this.#presence.get(channel);
    if (!entries) {
      entries = new Map();
      this.#presence.set(channel, entries);
    }
    entries.set(clientId, { info, expiresAt: this.#clock.now() + ttl * 1000 });
  }

  async removePresence(channel: string, clientId: string): Promise<void> {
    const entries = this.#presence.get(channel);
    if (!entries) return;
    entries.delete(clientId);
    if (entries.size === 0) this.#presence.delete(channel);
  }

  async presence(channel: string): Promise<Record<string, ClientInfo>> {
    const out: Record<string, ClientInfo> = {};
    const now = this.#clock.now();
    for (const [id, entry] of this.#presence.get(channel) ?? []) {
      if (entry.expiresAt > now) out[id] = entry.info;
    }
    return out;
  }

  async presenceStats(channel: string): Promise<{ numClients: number; numUsers: number }> {
    const clients = await this.presence(channel);
    const users = new Set(Object.values(clients).map((c) => c.user));
    return { numClients: Object.keys(clients).length, numUsers: users.size };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    if (this.#sweepTimer !== null) this.#clock.clearInterval(this.#sweepTimer);
    this.#sweepTimer = null;
    this.#handler = null;
  }

  #liveStream(channel: string, create: true): Stream;
  #liveStream(channel: string, create: false): Stream | undefined;
  #liveStream(channel: string, create: boolean): Stream | undefined {
    const now = this.#clock.now();
    let stream = this.#streams.get(channel);
    if (stream && stream.metaExpiresAt <= now) {
      this.#streams.delete(channel);
      stream = undefined;
    }
    if (!stream && create) {
      stream = { epoch: newEpoch(), top: 0, items: [], metaExpiresAt: now + this.#metaTtlMs };
      this.#streams.set(channel, stream);
    }
    return stream;
  }

  #dropExpired(stream: Stream): void {
    const now = this.#clock.now();
    let n = 0;
    while (n < stream.items.length && (stream.items[n]?.expiresAt ?? 0) <= now) n++;
    if (n > 0) stream.items.splice(0, n);
  }

  #sweep(): void {
    const now = this.#clock.now();
    for (const [channel, stream] of this.#streams) {
      if (stream.metaExpiresAt <= now) this.#streams.delete(channel);
      else this.#dropExpired(stream);
    }
    for (const [channel, entries] of this.#presence) {
      for (const [id, entry] of entries) if (entry.expiresAt <= now) entries.delete(id);
      if (entries.size === 0) this.#presence.delete(channel);
    }
  }
}
