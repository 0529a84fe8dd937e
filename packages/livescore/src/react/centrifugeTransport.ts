import { Centrifuge, type Options } from 'centrifuge';
import type { LiveTransport } from '../core/transport.js';

/**
 * The client options of spec 7.3 and 9.8. The official client's own defaults already equal
 * the spec's reconnect delay (500 to 20000 ms, randomised back-off), its maximum server ping
 * delay (10000 ms) and "no ping" handling; only the request time-out differs: the spec's
 * connection time-out is 60000 ms where the client's default is 5000 ms.
 */
export const CONNECTION_OPTIONS: Partial<Options> = { timeout: 60_000 };

/**
 * The real transport: one `Centrifuge` client per open, so a widget that is stopped and
 * started again (React's strict mode does exactly that) gets a clean connection.
 * @param url The WebSocket endpoint, e.g. `wss://example.org/ws`.
 * @param options Extra client options (a `websocket` constructor in Node, `debug`…), applied
 *   over CONNECTION_OPTIONS.
 */
export function centrifugeTransport(url: string, options: Partial<Options> = {}): LiveTransport {
  let client: Centrifuge | null = null;
  return {
    open(channel, events) {
      const centrifuge = new Centrifuge(url, { ...CONNECTION_OPTIONS, ...options });
      client = centrifuge;
      centrifuge.on('state', (ctx) => events.connectionState(ctx.newState, ctx.oldState));
      const subscription = centrifuge.newSubscription(channel);
      subscription.on('state', (ctx) => events.subscriptionState(ctx.newState, ctx.oldState));
      subscription.on('publication', (ctx) => events.publication(ctx.data));
      subscription.on('subscribed', (ctx) => {
        if (ctx.wasRecovering && !ctx.recovered) events.missedPublications();
      });
      subscription.subscribe();
      centrifuge.connect();
    },
    close() {
      const centrifuge = client;
      client = null;
      if (!centrifuge) return;
      for (const subscription of Object.values(centrifuge.subscriptions())) {
        centrifuge.removeSubscription(subscription);
      }
      centrifuge.disconnect();
      centrifuge.removeAllListeners();
    },
    async rpc(method, data) {
      if (!client) throw new Error('livescore: the connection is closed');
      return (await client.rpc(method, data)).data;
    },
  };
}
