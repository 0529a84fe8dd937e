import type { RealtimeEvents, RealtimeServer } from '@tribune/realtime';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The real-time server's events as log lines (issue 26, item 9), each with the client id the
 * client itself was told, so a reader's report can be found: connections and disconnects (with
 * their protocol code) at debug, refused frames at info, RPC and engine failures at error.
 * `log` is read at each event, so the app's logger (and a test's spy on it) is used as it is.
 * Returns a function that stops listening.
 */
export function logRealtimeEvents(
  events: RealtimeServer['events'],
  log: () => FastifyBaseLogger,
): () => void {
  const connect = (...[info]: RealtimeEvents['connect']) => {
    log().debug(
      { realtime: 'connect', client: info.client, user: info.user, ip: info.remoteAddress },
      'realtime client connected',
    );
  };
  const disconnect = (...[info, { code, reason }]: RealtimeEvents['disconnect']) => {
    log().debug(
      { realtime: 'disconnect', client: info.client, user: info.user, code, reason },
      'realtime client disconnected',
    );
  };
  const badRequest = (...[info, why]: RealtimeEvents['badRequest']) => {
    log().info(
      { realtime: 'badRequest', client: info.client, ip: info.remoteAddress, why },
      `realtime client sent a bad request: ${why}`,
    );
  };
  const error = (...[err, info]: RealtimeEvents['error']) => {
    const client = info ? { client: info.client, user: info.user } : {};
    log().error({ realtime: 'error', err, ...client }, 'realtime command failed');
  };
  events.on('connect', connect);
  events.on('disconnect', disconnect);
  events.on('badRequest', badRequest);
  events.on('error', error);
  return () => {
    events.off('connect', connect);
    events.off('disconnect', disconnect);
    events.off('badRequest', badRequest);
    events.off('error', error);
  };
}
