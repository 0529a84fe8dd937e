import {
  createRealtimeServer,
  type Engine,
  type NamespaceOptions,
  type RealtimeServer,
} from '@tribune/realtime';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { logRealtimeEvents } from './realtimeLog.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time server: publish to channels, register RPC methods. */
    realtime: RealtimeServer;
  }
}

/**
 * Tribune's channels. `football` carries live match updates (spec 3.7): anyone may subscribe,
 * only the server publishes, and the last 100 publications of 5 minutes let a client that lost
 * its connection catch up on exactly what it missed. Presence counts the readers following it.
 */
export const FOOTBALL_CHANNEL: NamespaceOptions = {
  subscribe: 'public',
  publish: 'none',
  history: { size: 100, ttl: 300 },
  forceRecovery: true,
  // Who follows live, counted over every node (server API presence / presence_stats).
  presence: true,
  channelPattern: /^football$/,
};

export interface RealtimePluginOptions {
  tokenSecret: string;
  apiKey: string | undefined;
  /** Shared by several nodes (Redis); default the in-memory engine of one process. */
  engine?: Engine | undefined;
}

/**
 * The WebSocket endpoint of design.md section 3 (`/ws` and `/connection/websocket`, Centrifuge
 * JSON protocol), on the same port as the pages; its HTTP API for other processes; its events
 * in the app's log; its readiness in `/readyz`; and its shutdown (clients are told to
 * reconnect) with the app.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimePluginOptions) => {
    const realtime = createRealtimeServer({
      tokenSecret: options.tokenSecret,
      apiKey: options.apiKey,
      defaultNamespace: FOOTBALL_CHANNEL,
      ...(options.engine ? { engine: options.engine } : {}),
    });
    const stopLogging = logRealtimeEvents(realtime.events, () => app.log);
    const engineName = options.engine ? 'the real-time engine (Redis)' : 'the real-time engine';
    const detach = realtime.attach(app.server, { paths: ['/ws', '/connection/websocket'] });
    app.decorate('realtime', realtime);
    app.addReadinessCheck('realtime', async () => {
      if (!(await realtime.isReady())) throw new Error(`${engineName} does not answer`);
    });

    app.post<{ Params: { method: string } }>('/api/realtime/:method', async (request, reply) => {
      const key = request.headers['x-api-key'] ?? request.headers.authorization;
      const answer = await realtime.handleApiCommand(
        request.params.method,
        request.body,
        Array.isArray(key) ? key[0] : key,
      );
      return reply.code(answer.status).send(answer.body);
    });

    app.addHook('preClose', async () => {
      detach();
      await realtime.close();
      stopLogging();
    });
  },
  { name: 'tribune-realtime', dependencies: ['tribune-health'] },
);
