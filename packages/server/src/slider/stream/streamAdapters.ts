import type { FastifyInstance } from 'fastify';
import { DEMO_PHOTO_FEED_PATH } from './demoPhotoFeed.js';
import { galleryAdapter } from './galleryAdapter.js';
import { photoFeedAdapter } from './photoFeedAdapter.js';
import type { StreamAdapter } from './streamAdapter.js';
import { wpGalleryAdapter } from './wpGalleryAdapter.js';

/** How long an outside photo feed has to answer. */
const FEED_TIMEOUT_MS = 5000;

export interface StreamAdapterOptions {
  /**
   * The social photo feed's base URL (`{endpoint}/{account}`). Default: the demo's own feed on
   * this server, read in-process (no socket, no outside network).
   */
  photoFeedEndpoint?: string | undefined;
  /** Sent to the photo feed as `Authorization: Bearer {token}` (PHOTO_FEED_TOKEN). */
  photoFeedToken?: string | undefined;
}

/** One adapter per source type: Tribune's galleries, pictures by id, a social photo feed. */
export function streamAdapters(
  app: FastifyInstance,
  options: StreamAdapterOptions = {},
): StreamAdapter[] {
  const db = app.database.db;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.photoFeedToken) headers.authorization = `Bearer ${options.photoFeedToken}`;
  return [
    galleryAdapter(db),
    wpGalleryAdapter(db),
    photoFeedAdapter({
      endpoint: options.photoFeedEndpoint ?? DEMO_PHOTO_FEED_PATH,
      get: (url) => (url.startsWith('/') ? inProcess(app, url, headers) : overHttp(url, headers)),
      log: app.log,
    }),
  ];
}

/** A path of this server, answered by its own router. */
async function inProcess(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.body };
}

async function overHttp(url: string, headers: Record<string, string>) {
  const response = await fetch(url, {
    headers,
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
}
