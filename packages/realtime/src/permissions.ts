import type { Connection } from './connection.js';
import type { ResolvedNamespace } from './namespaces.js';

/** The namespace rules applied to one connection. Pure: no I/O, no token checks. */

/** May subscribe without a subscription token. */
export function maySubscribeWithoutToken(ns: ResolvedNamespace, connection: Connection): boolean {
  if (ns.subscribe === 'public') return true;
  if (ns.subscribe === 'user') return connection.user !== '';
  return false;
}

function isSubscribed(connection: Connection, channel: string): boolean {
  return connection.subscriptions.get(channel)?.state === 'subscribed';
}

/** May read presence and history: subscribers, and whoever could subscribe without a token. */
export function mayRead(ns: ResolvedNamespace, connection: Connection, channel: string): boolean {
  return isSubscribed(connection, channel) || maySubscribeWithoutToken(ns, connection);
}

export function mayPublish(
  ns: ResolvedNamespace,
  connection: Connection,
  channel: string,
): boolean {
  if (ns.publish === 'none') return false;
  if (ns.publish === 'subscriber') return isSubscribed(connection, channel);
  return mayRead(ns, connection, channel);
}
