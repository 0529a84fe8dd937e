import type { AddressInfo } from 'node:net';
import { Centrifuge, type PublicationContext } from 'centrifuge';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import type { TestApp, TestDatabaseKind } from '../../test-support/testApp.js';
import { createWritableApp } from '../../test-support/writableApp.js';

export const FEED_TOKEN = 'test-feed-token-0123456789';

/** The app with the feed token, on a database the test may write to (`test-support/writableApp.ts`). */
export function createFeedApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  return createWritableApp(kind, { env: { FEED_TOKEN, ...env } });
}

export function postFeed(
  app: FastifyInstance,
  path: 'matches' | 'updates',
  payload: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${FEED_TOKEN}` },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/feed/${path}`,
    headers,
    ...(typeof payload === 'string' ? { body: payload } : { payload: payload as object }),
  });
}

/** Starts listening on a free loopback port; returns `host:port`. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface ConnectedClient {
  centrifuge: Centrifuge;
  /**
   * The next publication on `football` after those already taken, that `accept` accepts
   * (default: the very next one, so a test can tell that nothing came in between).
   */
  next(accept?: (data: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Every publication received so far. */
  received: Array<Record<string, unknown>>;
  rpc<T = unknown>(method: string, data: unknown): Promise<T>;
  close(): void;
}

/** The official client, connected and subscribed to `football`. */
export async function connectClient(origin: string): Promise<ConnectedClient> {
  const centrifuge = new Centrifuge(`ws://${origin}/ws`, { websocket: WebSocket });
  const subscription = centrifuge.newSubscription('football');
  const received: Array<Record<string, unknown>> = [];
  let cursor = 0;
  let notify: (() => void) | undefined;
  subscription.on('publication', (ctx: PublicationContext) => {
    received.push(ctx.data as Record<string, unknown>);
    notify?.();
  });
  const subscribed = new Promise((resolve) => subscription.on('subscribed', resolve));
  subscription.subscribe();
  centrifuge.connect();
  await subscribed;
  return {
    centrifuge,
    received,
    async next(accept = () => true) {
      for (;;) {
        const index = received.findIndex((data, i) => i >= cursor && accept(data));
        if (index >= 0) {
          cursor = index + 1;
          return received[index]!;
        }
        await new Promise<void>((resolve) => {
          notify = resolve;
        });
      }
    },
    async rpc<T>(method: string, data: unknown) {
      return (await centrifuge.rpc(method, data)).data as T;
    },
    close() {
      centrifuge.disconnect();
    },
  };
}

/** A whole match as the feed sends it (spec 3.6). */
export function feedMatch(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    date: Math.floor(Date.now() / 1000),
    stage: 'plan',
    slug,
    matchTime: null,
    home: {
      img: 'https://cdn.example/home.png',
      name: 'Feedville Rovers',
      periods: {},
      score: null,
    },
    away: { img: '', abbr: 'FDA', name: 'Feedtown Athletic', periods: {}, score: null },
    league: { slug: 'feed-league', name: 'Feed League', country: 'Portugal', img: '' },
    ...overrides,
  };
}
