import { SPORT } from '@tribune/livescore';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DemoFeedOptions, demoFeedPlugin } from './demo/demoFeedPlugin.js';
import { feedRoutes } from './feed/feedRoutes.js';
import { createIngestService, type IngestService } from './ingest/ingestService.js';
import { registerMatchRpc } from './service/matchRpc.js';
import { createMatchService, type MatchService } from './service/matchService.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live score's services: feed ingest and match queries. */
    football: { ingest: IngestService; matches: MatchService; now: () => Date };
  }
}

export interface FootballPluginOptions {
  /** FEED_TOKEN. */
  feedToken: string;
  /** TIME_ZONE: the site's calendar days for "today" and "tomorrow". */
  timeZone: string;
  /** DEMO_FEED: play today's matches with the simulator (options for tests). Default false. */
  demoFeed?: boolean | DemoFeedOptions;
  /** Largest feed body in bytes (default 512 KiB) and feed requests per minute (default 600). */
  feedBodyLimit?: number;
  feedRateLimitPerMinute?: number;
  /**
   * The clock of "today" and "tomorrow", of stored timestamps and of the demo simulator's
   * kick-offs. Default: the system clock (tests run it from the instant the data was seeded).
   */
  now?: () => Date;
}

/**
 * The live football score on the server (issue 6): the feed ingest API, the match service
 * over the real-time connection, and the demo simulator. Needs `app.database` and
 * `app.realtime`.
 */
export const footballPlugin = fp(
  async (app: FastifyInstance, options: FootballPluginOptions) => {
    const db = app.database.db;
    const now = options.now ?? (() => new Date());
    const matches = createMatchService({ db, timeZone: options.timeZone, now });
    const ingest = createIngestService({
      db,
      dialect: app.database.kind,
      publish: (update) => app.realtime.publish(SPORT, update),
      log: app.log,
      now,
    });
    // Every node's lists: the node that committed may not be the one a widget asks.
    app.cluster.bus.on('match-lists-stale', () => matches.invalidate());
    ingest.onCommit(() => app.cluster.bus.emit('match-lists-stale'));
    app.decorate('football', { ingest, matches, now });

    registerMatchRpc(app.realtime.rpc, matches);
    await app.register(feedRoutes, {
      token: options.feedToken,
      ingest,
      bodyLimit: options.feedBodyLimit,
      rateLimitPerMinute: options.feedRateLimitPerMinute,
    });
    if (options.demoFeed) {
      const demo = options.demoFeed === true ? {} : options.demoFeed;
      await app.register(demoFeedPlugin, { now, ...demo, ingest, matches });
    }
  },
  { name: 'tribune-football', dependencies: ['tribune-realtime'] },
);
