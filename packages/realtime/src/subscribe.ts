import { ERRORS, type ProtocolError, UNSUBSCRIBES } from './codes.js';
import type { ChannelSubscription, Connection } from './connection.js';
import { deltaChain, deltaWirePublication, fossilDelta } from './delta.js';
import type { ClientInfo, Publication, StreamPosition } from './engine/types.js';
import type { ResolvedNamespace } from './namespaces.js';
import type { RealtimeNode } from './node.js';
import { recover } from './recovery.js';
import { ttlSeconds } from './tokens.js';

/**
 * Subscribing and unsubscribing a connection, shared by client subscriptions and the
 * server-side subscriptions of a connection token.
 *
 * Publications that arrive while a subscribe is in progress wait on the subscription and are
 * written after the reply, skipping those the reply already covers: the client drops
 * publications for a channel it is not yet subscribed to, and an engine may deliver a
 * publication between the history read and the reply.
 */

export interface SubscribeParams {
  channel: string;
  ns: ResolvedNamespace;
  /** The reply carries the stream position and the client tracks offsets. */
  recoverable: boolean;
  /** The client's position when it asks to recover. */
  recoverFrom: StreamPosition | null;
  /** Answer a failed recovery with error 112 (subscribe flag 2). */
  rejectUnrecovered: boolean;
  serverSide: boolean;
  /** The client asked for join and leave pushes (only honoured where the namespace has them). */
  joinLeave: boolean;
  /** Fossil delta compression, negotiated (the client asked, the namespace allows it). */
  delta: boolean;
  chanInfo: unknown;
  /** Subscription token expiry, ms since the epoch. */
  expiresAt: number | null;
}

/** The `subscribe` reply as the protocol sends it (also the entries of connect's `subs`). */
export interface SubscribeResult {
  recoverable?: boolean;
  positioned?: boolean;
  epoch?: string;
  offset?: number;
  publications?: Publication[];
  recovered?: boolean;
  was_recovering?: boolean;
  /** Publications of this subscription may come as fossil deltas. */
  delta?: boolean;
  expires?: boolean;
  ttl?: number;
}

export type SubscribeOutcome =
  | { ok: true; result: SubscribeResult; commit: () => void }
  | { ok: false; error: ProtocolError | null };

export function clientInfoOf(connection: Connection, chanInfo?: unknown): ClientInfo {
  const info: ClientInfo = { user: connection.user, client: connection.id };
  if (connection.info !== undefined) info.conn_info = connection.info;
  if (chanInfo !== undefined) info.chan_info = chanInfo;
  return info;
}

export async function addSubscription(
  node: RealtimeNode,
  connection: Connection,
  p: SubscribeParams,
): Promise<SubscribeOutcome> {
  const sub: ChannelSubscription = {
    channel: p.channel,
    ns: p.ns,
    state: 'subscribing',
    pending: [],
    serverSide: p.serverSide,
    joinLeave: p.joinLeave && p.ns.joinLeave,
    delta: p.delta,
    deltaBase: null,
    chanInfo: p.chanInfo,
    expiresAt: p.expiresAt,
    expireTimer: null,
  };
  connection.subscriptions.set(p.channel, sub);
  const rollback = async (error: ProtocolError | null): Promise<SubscribeOutcome> => {
    await removeSubscription(node, connection, p.channel, null);
    return { ok: false, error };
  };
  const result: SubscribeResult = {};
  let top: number | null = null;
  try {
    if (node.hub.addSubscriber(p.channel, connection)) await node.engine.subscribe(p.channel);
    if (p.recoverable) {
      const since = p.recoverFrom;
      const h = await node.engine.history(
        p.channel,
        since ? { since: { offset: since.offset, epoch: since.epoch }, limit: -1 } : { limit: 0 },
      );
      top = h.offset;
      result.recoverable = true;
      result.positioned = true;
      result.epoch = h.epoch;
      result.offset = h.offset;
      if (since) {
        const outcome = recover(since, { offset: h.offset, epoch: h.epoch }, h.publications);
        if (!outcome.recovered && p.rejectUnrecovered)
          return rollback(ERRORS.unrecoverablePosition);
        result.was_recovering = true;
        result.recovered = outcome.recovered;
        if (outcome.publications.length > 0) {
          // Delta: the first recovered publication whole, each next a delta against it.
          result.publications = p.delta
            ? deltaChain(outcome.publications, connection.codec.format)
            : outcome.publications;
          if (p.delta) sub.deltaBase = outcome.publications.at(-1) ?? null;
        }
      }
    }
  } catch (e) {
    node.events.emit('error', e);
    return rollback(ERRORS.internal);
  }
  // The connection went away (or unsubscribed) while the engine answered.
  if (connection.state === 'closed' || connection.subscriptions.get(p.channel) !== sub) {
    if (connection.subscriptions.get(p.channel) === sub) return rollback(null);
    return { ok: false, error: null };
  }
  const clock = node.options.clock;
  if (p.delta) result.delta = true;
  if (p.expiresAt !== null) {
    result.expires = true;
    result.ttl = ttlSeconds(p.expiresAt / 1000, clock.now());
  }
  const commit = (): void => {
    sub.state = 'subscribed';
    const pending = sub.pending;
    sub.pending = [];
    for (const pub of pending) {
      if (top !== null && pub.offset !== undefined && pub.offset <= top) continue;
      if (sub.delta) {
        const delta = sub.deltaBase ? fossilDelta(sub.deltaBase, pub) : null;
        sub.deltaBase = pub;
        const wire = deltaWirePublication(pub, delta, connection.codec.format);
        connection.send({ push: { channel: p.channel, pub: wire } });
        continue;
      }
      connection.send({ push: { channel: p.channel, pub } });
    }
    if (sub.deltaBase) node.hub.notePrevious(p.channel, sub.deltaBase);
    scheduleSubscriptionExpiry(node, connection, sub);
    const info = clientInfoOf(connection, p.chanInfo);
    const onError = (e: unknown) => node.events.emit('error', e);
    if (p.ns.presence) {
      node.engine
        .addPresence(p.channel, connection.id, info, node.options.presenceTtl)
        .catch(onError);
    }
    if (p.ns.joinLeave) node.engine.publishJoin(p.channel, info).catch(onError);
  };
  return { ok: true, result, commit };
}

/** Arms (or re-arms, after sub_refresh) the check that ends an expired subscription. */
export function scheduleSubscriptionExpiry(
  node: RealtimeNode,
  connection: Connection,
  sub: ChannelSubscription,
): void {
  const clock = node.options.clock;
  if (sub.expireTimer !== null) clock.clearTimeout(sub.expireTimer);
  sub.expireTimer = null;
  if (sub.expiresAt === null) return;
  const delay = Math.max(0, sub.expiresAt - clock.now()) + node.options.expiredGrace * 1000;
  sub.expireTimer = clock.setTimeout(() => {
    if (connection.subscriptions.get(sub.channel) !== sub) return;
    if (sub.expiresAt !== null && sub.expiresAt <= clock.now()) {
      // 2501: the client subscribes again, fetching a fresh token.
      removeSubscription(node, connection, sub.channel, UNSUBSCRIBES.expired).catch((e) =>
        node.events.emit('error', e),
      );
    }
  }, delay);
}

/**
 * Removes a subscription; with `push`, tells the client (server-initiated unsubscribe).
 * Leave and presence removal happen only for subscriptions that were complete.
 */
export async function removeSubscription(
  node: RealtimeNode,
  connection: Connection,
  channel: string,
  push: { code: number; reason: string } | null,
): Promise<void> {
  const sub = connection.subscriptions.get(channel);
  if (!sub) return;
  connection.subscriptions.delete(channel);
  if (sub.expireTimer !== null) node.options.clock.clearTimeout(sub.expireTimer);
  const last = node.hub.removeSubscriber(channel, connection);
  if (push) connection.send({ push: { channel, unsubscribe: push } });
  const tasks: Promise<void>[] = [];
  if (sub.state === 'subscribed') {
    if (sub.ns.presence) tasks.push(node.engine.removePresence(channel, connection.id));
    if (sub.ns.joinLeave) {
      tasks.push(node.engine.publishLeave(channel, clientInfoOf(connection, sub.chanInfo)));
    }
  }
  if (last) tasks.push(node.engine.unsubscribe(channel));
  const results = await Promise.allSettled(tasks);
  for (const r of results) if (r.status === 'rejected') node.events.emit('error', r.reason);
}
