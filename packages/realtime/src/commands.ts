import { DISCONNECTS, ERRORS, type ProtocolError, SUBSCRIBE_FLAGS } from './codes.js';
import type { Connection } from './connection.js';
import { DELTA_TYPES, type DeltaType } from './delta.js';
import { RealtimeError } from './errors.js';
import type { RealtimeNode } from './node.js';
import { mayPublish, mayRead, maySubscribeWithoutToken } from './permissions.js';
import type { Command, Requests } from './protocol/commands.js';
import {
  addSubscription,
  clientInfoOf,
  removeSubscription,
  type SubscribeResult,
  scheduleSubscriptionExpiry,
} from './subscribe.js';
import { ttlSeconds } from './tokens.js';

/** What each command means. Commands of one connection arrive here one at a time. */

export function reply(connection: Connection, id: number, method: string, result: unknown): void {
  connection.send({ id, [method]: result });
}

export function replyError(connection: Connection, id: number, error: ProtocolError): void {
  connection.send({ id, error });
}

export async function handleCommand(
  node: RealtimeNode,
  connection: Connection,
  command: Command,
): Promise<void> {
  if (connection.state === 'closed') return;
  if (command.method === 'connect') {
    if (connection.state !== 'connecting') return node.badRequest(connection, 'second connect');
    return connect(node, connection, command.id as number, command.request);
  }
  // Everything but connect needs a connection that completed its connect.
  if (connection.state !== 'connected') {
    return node.badRequest(connection, `${command.method} before connect`);
  }
  if (command.method === 'send') {
    node.events.emit('message', command.request.data, connection.connectionInfo);
    return;
  }
  const id = command.id as number;
  try {
    await dispatch(node, connection, id, command);
  } catch (e) {
    // An engine that failed: the command failed, temporarily; the connection stays.
    node.events.emit('error', e);
    replyError(connection, id, e instanceof RealtimeError ? e.toProtocol() : ERRORS.internal);
  }
}

async function dispatch(
  node: RealtimeNode,
  connection: Connection,
  id: number,
  command: Exclude<Command, { method: 'connect' | 'send' }>,
): Promise<void> {
  switch (command.method) {
    case 'subscribe':
      return subscribe(node, connection, id, command.request);
    case 'unsubscribe':
      await removeSubscription(node, connection, command.request.channel, null);
      return reply(connection, id, 'unsubscribe', {});
    case 'publish':
      return publish(node, connection, id, command.request);
    case 'presence':
    case 'presence_stats':
      return presence(node, connection, id, command.method, command.request.channel);
    case 'history':
      return history(node, connection, id, command.request);
    case 'rpc':
      // Not awaited: a slow RPC must not hold the connection's other commands back.
      void rpc(node, connection, id, command.request);
      return;
    case 'refresh':
      return refresh(node, connection, id, command.request);
    case 'sub_refresh':
      return subRefresh(node, connection, id, command.request);
    case 'ping':
      return reply(connection, id, 'ping', {});
  }
}

async function connect(
  node: RealtimeNode,
  c: Connection,
  id: number,
  req: Requests['connect'],
): Promise<void> {
  const clock = node.options.clock;
  let user = '';
  let info: unknown;
  let exp: number | undefined;
  let channels: string[] = [];
  if (req.token) {
    const r = await node.tokens.verifyConnection(req.token);
    // 109 makes the client fetch a new token and connect again. A token that is not ours
    // closes with 3500, as Centrifugo does: the client stops rather than retry it forever.
    if (!r.ok) {
      if (r.reason === 'expired') return replyError(c, id, ERRORS.tokenExpired);
      return c.disconnect(DISCONNECTS.invalidToken);
    }
    ({ sub: user, info, exp } = r.claims);
    channels = r.claims.channels ?? [];
  } else if (!node.options.allowAnonymous) {
    return replyError(c, id, ERRORS.unauthorized);
  }
  if (c.state !== 'connecting') return;
  c.user = user;
  c.info = info;
  c.name = req.name ?? '';
  c.version = req.version ?? '';
  node.hub.addUser(c);
  c.setExpiry(exp !== undefined ? exp * 1000 : null);
  const result: Record<string, unknown> = {
    client: c.id,
    version: node.options.version,
    // Whole seconds (a uint32 in protobuf, where 0.1 would read as "no pings" and the client
    // would stop answering them); the client waits this plus its maxServerPingDelay.
    ping: Math.ceil(node.options.pingInterval / 1000),
    pong: true,
  };
  if (exp !== undefined) {
    result.expires = true;
    result.ttl = ttlSeconds(exp, clock.now());
  }
  // Server-side subscriptions: channels the token grants, subscribed without asking.
  const subs: Record<string, SubscribeResult> = {};
  const commits: (() => void)[] = [];
  for (const channel of new Set(channels)) {
    const ns = node.namespaces.forChannel(channel);
    if (!ns || c.subscriptions.size >= node.options.maxChannelsPerConnection) continue;
    const asked = req.subs?.[channel];
    const outcome = await addSubscription(node, c, {
      channel,
      ns,
      recoverable: ns.history !== null,
      recoverFrom: asked?.recover ? { offset: asked.offset ?? 0, epoch: asked.epoch ?? '' } : null,
      rejectUnrecovered: false,
      serverSide: true,
      joinLeave: false,
      delta: false,
      chanInfo: undefined,
      expiresAt: null,
    });
    if (outcome.ok) {
      subs[channel] = outcome.result;
      commits.push(outcome.commit);
    }
  }
  if (c.state !== 'connecting') return;
  if (commits.length > 0) result.subs = subs;
  reply(c, id, 'connect', result);
  c.markConnected();
  for (const commit of commits) commit();
  node.events.emit('connect', c.connectionInfo);
}

async function subscribe(
  node: RealtimeNode,
  c: Connection,
  id: number,
  req: Requests['subscribe'],
): Promise<void> {
  const { channel } = req;
  const ns = node.namespaces.forChannel(channel);
  if (!ns) return replyError(c, id, ERRORS.unknownChannel);
  const check = (): ProtocolError | null => {
    if (c.subscriptions.has(channel)) return ERRORS.alreadySubscribed;
    if (c.subscriptions.size >= node.options.maxChannelsPerConnection) return ERRORS.limitExceeded;
    return null;
  };
  const early = check();
  if (early) return replyError(c, id, early);
  // Map and shared-poll subscriptions and tag filters are features of Centrifugo this server
  // lacks: refusing beats silently delivering something else than asked.
  if ((req.type ?? 0) !== 0 || req.tf !== undefined) return replyError(c, id, ERRORS.notAvailable);
  // A delta type nobody knows is a bad request (Centrifugo's answer); a known one the
  // namespace does not allow just means whole publications.
  const askedDelta = req.delta ?? '';
  if (askedDelta !== '' && !(DELTA_TYPES as readonly string[]).includes(askedDelta)) {
    return node.badRequest(c, `unknown delta type ${JSON.stringify(askedDelta)}`);
  }
  const delta = askedDelta !== '' && ns.allowedDeltaTypes.includes(askedDelta as DeltaType);
  let chanInfo: unknown;
  let expiresAt: number | null = null;
  if (req.token) {
    const r = await node.tokens.verifySubscription(req.token);
    // 109: the client fetches a fresh subscription token. A forged token, or one made for
    // another channel or user, is 3500 "invalid token", as in Centrifugo.
    if (!r.ok && r.reason === 'expired') return replyError(c, id, ERRORS.tokenExpired);
    if (!r.ok || r.claims.channel !== channel || r.claims.sub !== c.user) {
      return c.disconnect(DISCONNECTS.invalidToken);
    }
    chanInfo = r.claims.info;
    expiresAt = r.claims.exp !== undefined ? r.claims.exp * 1000 : null;
  } else if (!maySubscribeWithoutToken(ns, c)) {
    return replyError(c, id, ERRORS.permissionDenied);
  }
  if (c.state !== 'connected') return;
  const late = check();
  if (late) return replyError(c, id, late);
  const wantsRecovery = req.recover === true;
  const outcome = await addSubscription(node, c, {
    channel,
    ns,
    recoverable:
      ns.history !== null && (ns.forceRecovery || req.recoverable === true || wantsRecovery),
    recoverFrom: wantsRecovery ? { offset: req.offset ?? 0, epoch: req.epoch ?? '' } : null,
    rejectUnrecovered: ((req.flag ?? 0) & SUBSCRIBE_FLAGS.rejectUnrecovered) !== 0,
    serverSide: false,
    joinLeave: req.join_leave === true,
    delta,
    chanInfo,
    expiresAt,
  });
  if (!outcome.ok) {
    if (outcome.error) replyError(c, id, outcome.error);
    return;
  }
  reply(c, id, 'subscribe', outcome.result);
  outcome.commit();
}

async function publish(
  node: RealtimeNode,
  c: Connection,
  id: number,
  req: Requests['publish'],
): Promise<void> {
  const ns = node.namespaces.forChannel(req.channel);
  if (!ns) return replyError(c, id, ERRORS.unknownChannel);
  if ((req.type ?? 0) !== 0) return replyError(c, id, ERRORS.notAvailable);
  if (!mayPublish(ns, c, req.channel)) return replyError(c, id, ERRORS.permissionDenied);
  const chanInfo = c.subscriptions.get(req.channel)?.chanInfo;
  await node.engine.publish(
    req.channel,
    { data: req.data, info: clientInfoOf(c, chanInfo) },
    ns.history,
  );
  reply(c, id, 'publish', {});
}

async function presence(
  node: RealtimeNode,
  c: Connection,
  id: number,
  method: 'presence' | 'presence_stats',
  channel: string,
): Promise<void> {
  const ns = node.namespaces.forChannel(channel);
  if (!ns) return replyError(c, id, ERRORS.unknownChannel);
  if (!ns.presence) return replyError(c, id, ERRORS.notAvailable);
  if (!mayRead(ns, c, channel)) return replyError(c, id, ERRORS.permissionDenied);
  if (method === 'presence') {
    return reply(c, id, method, { presence: await node.engine.presence(channel) });
  }
  const stats = await node.engine.presenceStats(channel);
  reply(c, id, method, { num_clients: stats.numClients, num_users: stats.numUsers });
}

async function history(
  node: RealtimeNode,
  c: Connection,
  id: number,
  req: Requests['history'],
): Promise<void> {
  const ns = node.namespaces.forChannel(req.channel);
  if (!ns) return replyError(c, id, ERRORS.unknownChannel);
  if (!ns.history) return replyError(c, id, ERRORS.notAvailable);
  if (!mayRead(ns, c, req.channel)) return replyError(c, id, ERRORS.permissionDenied);
  const since = req.since ? { offset: req.since.offset, epoch: req.since.epoch ?? '' } : undefined;
  const h = await node.engine.history(req.channel, {
    limit: req.limit ?? 0,
    ...(since ? { since } : {}),
    ...(req.reverse ? { reverse: true } : {}),
  });
  if (since && since.epoch !== '' && since.epoch !== h.epoch) {
    return replyError(c, id, ERRORS.unrecoverablePosition);
  }
  const result: Record<string, unknown> = { epoch: h.epoch, offset: h.offset };
  if (h.publications.length > 0) result.publications = h.publications;
  reply(c, id, 'history', result);
}

async function rpc(
  node: RealtimeNode,
  c: Connection,
  id: number,
  req: Requests['rpc'],
): Promise<void> {
  if (node.rpc.size === 0) return replyError(c, id, ERRORS.notAvailable);
  const handler = node.rpc.get(req.method);
  if (!handler) return replyError(c, id, ERRORS.methodNotFound);
  try {
    const data = await handler(req.data, { connection: c.connectionInfo });
    reply(c, id, 'rpc', data === undefined ? {} : { data });
  } catch (e) {
    if (e instanceof RealtimeError) return replyError(c, id, e.toProtocol());
    node.events.emit('error', e);
    replyError(c, id, ERRORS.internal);
  }
}

async function refresh(
  node: RealtimeNode,
  c: Connection,
  id: number,
  req: Requests['refresh'],
): Promise<void> {
  const r = await node.tokens.verifyConnection(req.token);
  // Centrifugo's answers, which the client relies on: an expired token closes with 3005, a
  // reconnect code, so the client connects again with a fresh token (error 109 here would
  // be final for a refresh); a token that is not ours, or of another user (it would silently
  // change who this connection is), closes with 3500.
  if (!r.ok && r.reason === 'expired') return c.disconnect(DISCONNECTS.expired);
  if (!r.ok || r.claims.sub !== c.user) return c.disconnect(DISCONNECTS.invalidToken);
  if (r.claims.info !== undefined) c.info = r.claims.info;
  const exp = r.claims.exp;
  c.setExpiry(exp !== undefined ? exp * 1000 : null);
  const result: Record<string, unknown> = { client: c.id, version: node.options.version };
  if (exp !== undefined) {
    result.expires = true;
    result.ttl = ttlSeconds(exp, node.options.clock.now());
  }
  reply(c, id, 'refresh', result);
}

async function subRefresh(
  node: RealtimeNode,
  c: Connection,
  id: number,
  req: Requests['sub_refresh'],
): Promise<void> {
  const sub = c.subscriptions.get(req.channel);
  if (sub?.state !== 'subscribed') return replyError(c, id, ERRORS.permissionDenied);
  const r = await node.tokens.verifySubscription(req.token);
  // As for refresh: expired closes with 3005 (the client reconnects and fetches fresh
  // tokens), a token that is not ours or not for this channel and user with 3500.
  if (!r.ok && r.reason === 'expired') return c.disconnect(DISCONNECTS.expired);
  if (!r.ok || r.claims.channel !== req.channel || r.claims.sub !== c.user) {
    return c.disconnect(DISCONNECTS.invalidToken);
  }
  if (!sub) return;
  sub.expiresAt = r.claims.exp !== undefined ? r.claims.exp * 1000 : null;
  if (r.claims.info !== undefined) sub.chanInfo = r.claims.info;
  scheduleSubscriptionExpiry(node, c, sub);
  const result: Record<string, unknown> = {};
  if (sub.expiresAt !== null) {
    result.expires = true;
    result.ttl = ttlSeconds(sub.expiresAt / 1000, node.options.clock.now());
  }
  reply(c, id, 'sub_refresh', result);
}
