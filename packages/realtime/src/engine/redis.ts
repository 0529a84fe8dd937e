import { randomBytes } from 'node:crypto';
import type { Redis, RedisOptions } from 'ioredis';
import { type Clock, systemClock } from '../clock.js';
import type { HistoryOptions } from '../namespaces.js';
import {
  ADD_PRESENCE_SCRIPT,
  HISTORY_SCRIPT,
  PRESENCE_SCRIPT,
  PUBLISH_SCRIPT,
} from './redis-scripts.js';
import { createRedis, redactRedisUrl } from './redis-url.js';
import { shardIndex } from './shard.js';
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

export interface RedisEngineOptions {
  /**
   * Redis URLs (`redis://`, `rediss://`, or Sentinel: `redis+sentinel://host:port,…/master`).
   * Several: channels are sharded over them by a stable hash of their name, and every node must
   * list the same URLs in the same order.
   */
  urls: readonly string[];
  /** Prefix of every key and PUB/SUB channel, so several sites can share a Redis. Default `'tribune'`. */
  prefix?: string;
  /** Source of time for history and presence expiry. Default: the system clock. */
  clock?: Clock;
  /** Seconds a channel's stream position outlives its last publication. Default 86400. */
  historyMetaTtl?: number;
  /** Milliseconds to wait for each Redis at start, and for each command. Default 5000. */
  timeout?: number;
}

type Message =
  | { t: 'p'; p: Publication; e?: string; o?: number }
  | { t: 'j' | 'l'; i: ClientInfo }
  | { t: 'c'; m: ControlMessage };

interface Shard {
  url: string;
  /** Commands: history, presence, publishes. Fails fast while Redis is away. */
  cmd: ScriptedRedis;
  /** PUB/SUB: only channels this node has subscribers on. */
  sub: Redis;
  /** Listened channels, with the last stream position delivered (null: none yet). */
  listened: Map<string, StreamPosition | null>;
  /** The subscriber lost its connection since it was last ready. */
  lost: boolean;
  /** Left while Redis was away: ioredis subscribes them again on reconnect; undone then. */
  left: Set<string>;
}

interface ScriptedRedis extends Redis {
  tribunePublish(...args: (string | number)[]): Promise<[string, number]>;
  tribuneHistory(...args: (string | number)[]): Promise<[string, number, ...string[]]>;
  tribuneAddPresence(...args: (string | number)[]): Promise<number>;
  tribunePresence(...args: (string | number)[]): Promise<string[]>;
}

function newEpoch(): string {
  return randomBytes(6).toString('base64url');
}

/**
 * Broker, history and presence in Redis, shared by every node that uses the same Redis (and
 * prefix). Publishing appends to history and broadcasts in one Lua script, so offsets are
 * gap-free and every node agrees on them. A node listens to a channel's PUB/SUB only while it
 * has subscribers there. When the node may have missed publications (a gap in offsets, a lost
 * PUB/SUB connection), it tells its handler, whose subscribers then recover from history.
 */
export class RedisEngine implements Engine {
  readonly #urls: readonly string[];
  readonly #prefix: string;
  readonly #clock: Clock;
  readonly #metaTtlMs: number;
  readonly #timeout: number;
  #shards: Shard[] = [];
  #handler: EngineHandler | null = null;
  #closed = false;

  constructor(options: RedisEngineOptions) {
    if (options.urls.length === 0) throw new Error('RedisEngine needs at least one Redis URL');
    this.#urls = options.urls;
    this.#prefix = options.prefix ?? 'tribune';
    this.#clock = options.clock ?? systemClock;
    this.#metaTtlMs = (options.historyMetaTtl ?? 86_400) * 1000;
    this.#timeout = options.timeout ?? 5000;
  }

  /** The shards, passwords hidden, in hash order (for start-up logs). */
  get shards(): string[] {
    return this.#urls.map(redactRedisUrl);
  }

  async start(handler: EngineHandler): Promise<void> {
    this.#handler = handler;
    this.#shards = this.#urls.map((url) => this.#makeShard(url));
    try {
      await Promise.all(
        this.#shards.flatMap((s) => [
          s.cmd.connect().catch((e: unknown) => Promise.reject(unreachable(s.url, e))),
          s.sub.connect().catch((e: unknown) => Promise.reject(unreachable(s.url, e))),
        ]),
      );
      // Control messages go through the first shard: every node listens there.
      await this.#shards[0]?.sub.subscribe(this.#controlChannel());
    } catch (e) {
      await this.close();
      throw e;
    }
  }

  async subscribe(channel: string): Promise<void> {
    const shard = this.#shardOf(channel);
    shard.listened.set(channel, null);
    try {
      await shard.sub.subscribe(this.#pubsubChannel(channel));
    } catch (e) {
      shard.listened.delete(channel);
      throw e;
    }
  }

  async unsubscribe(channel: string): Promise<void> {
    const shard = this.#shardOf(channel);
    shard.listened.delete(channel);
    try {
      await shard.sub.unsubscribe(this.#pubsubChannel(channel));
    } catch {
      // Redis is away: ioredis subscribes the channel again when it is back; undone then.
      shard.left.add(channel);
    }
  }

  async publish(
    channel: string,
    pub: Publication,
    history: HistoryOptions | null,
  ): Promise<StreamPosition | null> {
    const shard = this.#shardOf(channel);
    const { offset: _ignored, ...rest } = pub;
    const json = JSON.stringify(rest);
    if (!history || history.size <= 0) {
      await shard.cmd.publish(this.#pubsubChannel(channel), JSON.stringify({ t: 'p', p: rest }));
      return null;
    }
    const [epoch, offset] = await shard.cmd.tribunePublish(
      this.#key('meta', channel),
      this.#key('list', channel),
      this.#clock.now(),
      this.#metaTtlMs,
      newEpoch(),
      json,
      history.size,
      history.ttl * 1000,
      this.#pubsubChannel(channel),
    );
    return { epoch, offset: Number(offset) };
  }

  async publishJoin(channel: string, info: ClientInfo): Promise<void> {
    await this.#shardOf(channel).cmd.publish(
      this.#pubsubChannel(channel),
      JSON.stringify({ t: 'j', i: info }),
    );
  }

  async publishLeave(channel: string, info: ClientInfo): Promise<void> {
    await this.#shardOf(channel).cmd.publish(
      this.#pubsubChannel(channel),
      JSON.stringify({ t: 'l', i: info }),
    );
  }

  async publishControl(message: ControlMessage): Promise<void> {
    await this.#first().cmd.publish(this.#controlChannel(), JSON.stringify({ t: 'c', m: message }));
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    const now = this.#clock.now();
    const [epoch, top, ...raw] = await this.#shardOf(channel).cmd.tribuneHistory(
      this.#key('meta', channel),
      this.#key('list', channel),
      now,
      this.#metaTtlMs,
      newEpoch(),
      query.limit === 0 ? 0 : 1,
    );
    const base = { epoch, offset: Number(top) };
    if (query.limit === 0) return { ...base, publications: [] };
    let pubs: Publication[] = [];
    for (const text of raw) {
      const entry = JSON.parse(text) as { o: number; x: number; p: Publication };
      if (entry.x > now) pubs.push({ ...entry.p, offset: entry.o });
    }
    const sinceOffset = query.since?.offset;
    if (sinceOffset !== undefined) {
      pubs = query.reverse
        ? pubs.filter((p) => (p.offset ?? 0) < sinceOffset)
        : pubs.filter((p) => (p.offset ?? 0) > sinceOffset);
    }
    if (query.reverse) pubs.reverse();
    if (query.limit > 0) pubs = pubs.slice(0, query.limit);
    return { ...base, publications: pubs };
  }

  async removeHistory(channel: string): Promise<void> {
    // The position stays: a client that tries to recover learns that what it missed is gone.
    await this.#shardOf(channel).cmd.del(this.#key('list', channel));
  }

  async addPresence(
    channel: string,
    clientId: string,
    info: ClientInfo,
    ttl: number,
  ): Promise<void> {
    const now = this.#clock.now();
    await this.#shardOf(channel).cmd.tribuneAddPresence(
      this.#key('pz', channel),
      this.#key('ph', channel),
      now,
      clientId,
      JSON.stringify(info),
      now + ttl * 1000,
      ttl * 1000,
    );
  }

  async removePresence(channel: string, clientId: string): Promise<void> {
    await this.#shardOf(channel)
      .cmd.multi()
      .zrem(this.#key('pz', channel), clientId)
      .hdel(this.#key('ph', channel), clientId)
      .exec();
  }

  async presence(channel: string): Promise<Record<string, ClientInfo>> {
    const flat = await this.#shardOf(channel).cmd.tribunePresence(
      this.#key('pz', channel),
      this.#key('ph', channel),
      this.#clock.now(),
    );
    const out: Record<string, ClientInfo> = {};
    for (let i = 0; i + 1 < flat.length; i += 2) {
      out[flat[i] as string] = JSON.parse(flat[i + 1] as string) as ClientInfo;
    }
    return out;
  }

  async presenceStats(channel: string): Promise<{ numClients: number; numUsers: number }> {
    const clients = await this.presence(channel);
    const users = new Set(Object.values(clients).map((c) => c.user));
    return { numClients: Object.keys(clients).length, numUsers: users.size };
  }

  async ping(): Promise<void> {
    await Promise.all(
      this.#shards.map(async (s) => {
        if (s.sub.status !== 'ready') throw new Error(`Redis ${redactRedisUrl(s.url)} is down`);
        await s.cmd.ping();
      }),
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#handler = null;
    for (const s of this.#shards) {
      s.cmd.disconnect();
      s.sub.disconnect();
    }
    this.#shards = [];
  }

  // ---- internals ----

  #makeShard(url: string): Shard {
    const base: RedisOptions = {
      lazyConnect: true,
      connectTimeout: this.#timeout,
      // Never wait for Redis to come back: the caller gets the (temporary) error now.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A publish that may or may not have run is not sent twice.
      autoResendUnfulfilledCommands: false,
      retryStrategy: (times) => (this.#closed ? null : Math.min(100 * times, 2000)),
    };
    const cmd = createRedis(url, { ...base, commandTimeout: this.#timeout }) as ScriptedRedis;
    cmd.defineCommand('tribunePublish', { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
    cmd.defineCommand('tribuneHistory', { numberOfKeys: 2, lua: HISTORY_SCRIPT });
    cmd.defineCommand('tribuneAddPresence', { numberOfKeys: 2, lua: ADD_PRESENCE_SCRIPT });
    cmd.defineCommand('tribunePresence', { numberOfKeys: 2, lua: PRESENCE_SCRIPT });
    // The subscriber keeps its subscriptions across reconnects (ioredis resubscribes).
    const sub = createRedis(url, { ...base, autoResubscribe: true });
    const shard: Shard = { url, cmd, sub, listened: new Map(), lost: false, left: new Set() };
    // Errors are reported through failed calls and ping(); without listeners ioredis logs them.
    cmd.on('error', () => {});
    sub.on('error', () => {});
    sub.on('close', () => {
      shard.lost = true;
    });
    sub.on('ready', () => {
      if (!shard.lost) return;
      shard.lost = false;
      void this.#resync(shard);
    });
    sub.on('message', (redisChannel: string, text: string) =>
      this.#onMessage(shard, redisChannel, text),
    );
    return shard;
  }

  /** After a lost PUB/SUB connection: subscribers of channels that moved on must recover. */
  async #resync(shard: Shard): Promise<void> {
    const left = [...shard.left].filter((channel) => !shard.listened.has(channel));
    shard.left.clear();
    if (left.length > 0) {
      await shard.sub.unsubscribe(...left.map((c) => this.#pubsubChannel(c))).catch(() => {});
    }
    for (const [channel, last] of shard.listened) {
      let same = false;
      if (last) {
        try {
          const now = await this.history(channel, { limit: 0 });
          same = now.epoch === last.epoch && now.offset === last.offset;
        } catch {
          same = false;
        }
      }
      if (!same && shard.listened.has(channel)) {
        shard.listened.set(channel, null);
        this.#handler?.onInsufficientState?.(channel);
      }
    }
  }

  #onMessage(shard: Shard, redisChannel: string, text: string): void {
    const handler = this.#handler;
    if (!handler) return;
    let msg: Message;
    try {
      msg = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (msg.t === 'c') {
      handler.onControl(msg.m);
      return;
    }
    const channel = redisChannel.slice(this.#pubsubChannel('').length);
    if (!shard.listened.has(channel)) return;
    if (msg.t === 'p') this.#onPublication(shard, handler, channel, msg);
    else if (msg.t === 'j') handler.onJoin(channel, msg.i);
    else handler.onLeave(channel, msg.i);
  }

  #onPublication(
    shard: Shard,
    handler: EngineHandler,
    channel: string,
    msg: Extract<Message, { t: 'p' }>,
  ): void {
    if (msg.e === undefined || msg.o === undefined) {
      handler.onPublication(channel, msg.p, null);
      return;
    }
    const position = { epoch: msg.e, offset: msg.o };
    const last = shard.listened.get(channel) ?? null;
    if (last && last.epoch === position.epoch && position.offset <= last.offset) return;
    shard.listened.set(channel, position);
    // A gap, or a stream that started again: what this node delivers would skip something.
    if (last && (last.epoch !== position.epoch || position.offset > last.offset + 1)) {
      handler.onInsufficientState?.(channel);
      return;
    }
    handler.onPublication(channel, { ...msg.p, offset: position.offset }, position);
  }

  #shardOf(channel: string): Shard {
    const shard = this.#shards[shardIndex(channel, this.#shards.length)];
    if (!shard) throw new Error('Redis engine not started');
    return shard;
  }

  #first(): Shard {
    const shard = this.#shards[0];
    if (!shard) throw new Error('Redis engine not started');
    return shard;
  }

  #key(kind: string, channel: string): string {
    return `${this.#prefix}.${kind}.${channel}`;
  }

  #pubsubChannel(channel: string): string {
    return `${this.#prefix}.c.${channel}`;
  }

  #controlChannel(): string {
    return `${this.#prefix}.control`;
  }
}

function unreachable(url: string, e: unknown): Error {
  const why = e instanceof Error ? e.message : String(e);
  return new Error(`Redis at ${redactRedisUrl(url)} is unreachable: ${why}`);
}
