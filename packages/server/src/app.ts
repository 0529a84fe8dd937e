import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type Cluster, createCluster } from './cluster/cluster.js';
import { commentRoutes } from './comments/commentRoutes.js';
import type { Config } from './config/config.js';
import { trustFunction } from './config/network.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { feedRoutes } from './feeds/feedRoutes.js';
import { findFontPackages } from './fonts/fontPackages.js';
import { fontRoutes } from './fonts/fontRoutes.js';
import { footballPlugin } from './football/footballPlugin.js';
import { resolveLanguage } from './football/languages.js';
import { galleryRoutes } from './galleries/galleryRoutes.js';
import { capConnectionsPerClient } from './http/connectionCap.js';
import { HttpError } from './http/errors.js';
import { logRequests } from './http/requestLog.js';
import { findFrontPageVideo } from './pages/frontPageVideo.js';
import type { SiteContext } from './pages/siteContext.js';
import { ajaxPlugin } from './plugins/ajax.js';
import { errorPagesPlugin } from './plugins/errorPages.js';
import { healthPlugin } from './plugins/health.js';
import { realtimePlugin } from './plugins/realtime.js';
import { MAX_PARAM_LENGTH, requestGuardsPlugin } from './plugins/requestGuards.js';
import { securityPlugin } from './plugins/security.js';
import { staticFilesPlugin } from './plugins/staticFiles.js';
import { pageRoutes } from './routes/pages.js';
import { createNonceService, type NonceService } from './security/nonce.js';
import { sliderPlugin } from './slider/sliderPlugin.js';
import { sliderDemoRoutes } from './sliderDemos/demoRoutes.js';
import type { DevRenderer } from './ssr/devRenderer.js';
import { createPageCache, type PageCache } from './ssr/pageCache.js';
import type { PageRenderer } from './ssr/pageRenderer.js';
import {
  livescoreEmbedDist,
  siteClientDist,
  sitePublicDir,
  sliderEmbedDist,
  sliderFontsDir,
} from './ssr/siteLocation.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Issues and checks form and ajax nonces. */
    nonces: NonceService;
    /** Rendered public pages kept for PAGE_CACHE_SECONDS; cleared when content changes. */
    pageCache: PageCache;
    /** What the nodes of the site share (Redis with REDIS_URL, this process without). */
    cluster: Cluster;
  }
}

export interface AppDependencies {
  /** An open database; when omitted the app opens (and closes) its own from the config. */
  database?: DatabaseHandle;
  /** How pages become HTML; when omitted, the built site (or Vite with `devServer`). */
  renderer?: PageRenderer;
  /** `npm run dev`: Vite compiles the site on demand with hot updates; CSP is relaxed for it. */
  devServer?: boolean;
  /**
   * The live score's clock ("today" and "tomorrow" in TIME_ZONE, stored timestamps, the demo
   * simulator's kick-offs); default the system clock. Tests start it at the instant the demo
   * content was seeded, so a run that crosses midnight still finds the seeded day's matches.
   */
  now?: () => Date;
}

/**
 * Builds the whole application without listening, so tests drive it with `app.inject()` and
 * `main.ts` decides where it listens. Everything opened here is closed by `app.close()`.
 */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const development = deps.devServer ?? false;
  const trusted = trustFunction(config.trustProxy);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(development ? { transport: undefined } : {}),
    },
    // One line per request instead of Fastify's two (`http/requestLog.ts`). The top-level
    // `disableRequestLogging` is deprecated in Fastify 5.x and warns at every start.
    logController: new LogController({ disableRequestLogging: true }),
    // Keep-alive connections that are idle are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    // Only the configured proxies' X-Forwarded-For counts (README, "Security").
    trustProxy: trusted,
    // A client that sends its request slowly, or never finishes it, loses the socket.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node enforces both timeouts only when it checks its connections: every 30 s by
      // default, which would let a 10 s limit run to 40 s.
      connectionsCheckingInterval: 1000,
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: false },
    // A random id per request, in every log line of it and in 5xx bodies: a reader can quote
    // it, and ids do not repeat across restarts or nodes as Fastify's counter does.
    genReqId: () => randomUUID(),
    // The router refuses undecodable and over-long URLs before any hook runs; answer those
    // with our own 400 page, with the security headers the hooks would have set.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const answer = tooLong
        ? new HttpError('PARAM_TOO_LONG', { max: MAX_PARAM_LENGTH })
        : new HttpError('URL_MALFORMED');
      app
        .applySecurityHeaders(request, reply)
        .then(() => app.sendError(answer, request, reply))
        .catch((failure: unknown) => {
          request.log.error({ err: failure }, 'router error could not be answered');
          if (!reply.sent) reply.raw.writeHead(400).end();
        });
    },
  });

  logRequests(app);

  capConnectionsPerClient(app.server, {
    max: config.http.maxConnectionsPerClient,
    trusted,
  });

  const database = deps.database ?? (await openDatabase(config.database));
  app.decorate('database', database);
  database.onConnectionError((error) => {
    app.log.error({ err: error }, 'database connection lost; the pool opens another');
  });
  if (!deps.database) app.addHook('onClose', () => database.close());

  let cluster: Cluster;
  try {
    cluster = await createCluster(config.redisUrls, (err, what) => app.log.warn({ err }, what), {
      prefix: config.redisPrefix,
    });
  } catch (error) {
    if (!deps.database) await database.close();
    throw error;
  }
  app.decorate('cluster', cluster);
  app.addHook('onClose', () => cluster.close());
  app.log.info(
    cluster.engine ? { engine: 'redis', shards: cluster.shards } : { engine: 'memory', shards: [] },
    'real-time engine',
  );
  app.decorate(
    'nonces',
    createNonceService({
      secret: config.nonceSecret,
      ...(cluster.spentNonces ? { spent: cluster.spentNonces } : {}),
    }),
  );
  app.decorate('pageCache', sharedPageCache(config.pageCacheSeconds, cluster));

  const renderer = deps.renderer ?? (await createRenderer(development));
  app.addHook('onClose', () => renderer.close());

  // The site context is complete once the slider plugin has loaded; the error pages, registered
  // before every route so that every route's errors reach them, read it when they render.
  let context: SiteContext | undefined;
  const siteContext = () => {
    if (!context) throw new Error('the site context is not ready yet');
    return context;
  };

  // Security headers first: every answer carries them, the guards' 400s included.
  await app.register(securityPlugin, {
    development,
    imageOrigins: [
      ...(config.mapTileUrl ? [tileOrigin(config.mapTileUrl)] : []),
      // An outside photo feed's pictures (those it serves itself) show on the site's pages.
      ...(config.photoFeedUrl?.startsWith('http') ? [new URL(config.photoFeedUrl).origin] : []),
    ],
    https: config.siteUrl.startsWith('https://'),
  });
  await app.register(errorPagesPlugin, { context: siteContext, renderer });
  await app.register(requestGuardsPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(healthPlugin);
  await app.register(ajaxPlugin);
  await app.register(sliderPlugin, {
    siteUrl: config.siteUrl,
    photoFeedEndpoint: config.photoFeedUrl,
    photoFeedToken: config.photoFeedToken,
  });
  const site: SiteContext = {
    db: database.db,
    siteUrl: config.siteUrl,
    timeZone: config.timeZone,
    mapTiles: config.mapTileUrl
      ? { url: config.mapTileUrl, attribution: config.mapAttribution }
      : null,
    // Vite serves the site's public folder in development; the client build holds a copy.
    frontPageVideo: findFrontPageVideo(development ? sitePublicDir : siteClientDist),
    sliders: app.sliders,
    // The football plugin registers below; pages are served once it has.
    matches: {
      getMatches: (period, lang) => app.football.matches.getMatches(period, resolveLanguage(lang)),
    },
  };
  context = site;
  app.addReadinessCheck('database', () => database.checkWritable());
  if (cluster.redis) app.addReadinessCheck('redis', () => cluster.ping());
  await app.register(realtimePlugin, {
    tokenSecret: config.realtimeSecret,
    apiKey: config.realtimeApiKey,
    engine: cluster.engine,
  });
  await app.register(footballPlugin, {
    feedToken: config.feedToken,
    timeZone: config.timeZone,
    demoFeed: config.demoFeed,
    feedRateLimitPerMinute: config.feedRateLimitPerMinute,
    now: deps.now,
  });

  if (isDevRenderer(renderer)) {
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    const vite = renderer.middleware;
    app.use((req, res, next) => vite(req, res, next));
  }
  await app.register(staticFilesPlugin, {
    clientDist: development ? null : siteClientDist,
    mediaDir: config.mediaDir,
    embedDists: [livescoreEmbedDist, sliderEmbedDist].filter((dir) => existsSync(dir)),
  });
  await app.register(fontRoutes, {
    packages: findFontPackages(),
    fontsDir: config.fontsDir ?? sliderFontsDir,
  });
  await app.register(galleryRoutes, { context: site, renderer });
  await app.register(pageRoutes, { context: site, renderer });
  await app.register(sliderDemoRoutes, { context: site, renderer });
  await app.register(feedRoutes, { context: site });
  await app.register(commentRoutes, { context: site, renderer });
  return app;
}

/** The page cache of this process; clearing it clears every node's (cluster bus). */
function sharedPageCache(seconds: number, cluster: Cluster): PageCache {
  const local = createPageCache({ ttlMs: seconds * 1000 });
  cluster.bus.on('page-cache-clear', () => local.clear());
  return {
    get: (key) => local.get(key),
    set: (key, page) => local.set(key, page),
    clear: () => cluster.bus.emit('page-cache-clear'),
    get enabled() {
      return local.enabled;
    },
  };
}

/** The CSP source that covers a tile URL template (`{s}` subdomains become a wildcard). */
export function tileOrigin(template: string): string {
  return new URL(template.replace('{s}', 'tiles').replace(/\{[a-z]\}/g, '0')).origin.replace(
    /^(https?:\/\/)tiles\./,
    '$1*.',
  );
}

function isDevRenderer(renderer: PageRenderer): renderer is DevRenderer {
  return 'middleware' in renderer;
}

async function createRenderer(development: boolean): Promise<PageRenderer> {
  if (development) {
    const { createDevRenderer } = await import('./ssr/devRenderer.js');
    return createDevRenderer();
  }
  const { createProductionRenderer } = await import('./ssr/productionRenderer.js');
  return createProductionRenderer();
}
