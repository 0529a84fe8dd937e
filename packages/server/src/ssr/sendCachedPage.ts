import type { PageModel } from '@tribune/site';
import type { FastifyReply } from 'fastify';
import { widenReplyPolicy } from '../security/contentPolicy.js';
import { acceptsGzip } from './acceptsGzip.js';
import { compileGzipTemplate, gzipFilled } from './gzipTemplate.js';
import {
  createPlaceholder,
  type Fill,
  fillPlaceholders,
  type PageCache,
  type ResponseValues,
  responseValues,
  type StoredPage,
} from './pageCache.js';
import type { PagePolicy } from './pagePolicy.js';
import type { PageRenderer } from './pageRenderer.js';

/** Where the CSP nonce of the response goes in a stored page. */
export const CSP_NONCE_PLACEHOLDER = createPlaceholder('CspNonce');

export interface PageCaching {
  cache: PageCache;
  /** The page's cache key, or null when this request shows per-reader state. */
  key: string | null;
  /** Placeholders the page model holds, each with the maker of this response's value. */
  fills?: readonly Fill[];
  /**
   * What the page adds to the site's Content-Security-Policy (ssr/pagePolicy.ts: the video
   * players of the slider modules it shows). Worked out with the render and stored with it,
   * so a cached page goes out with the policy it was rendered for. Default: nothing.
   */
  policy?: PagePolicy;
}

/**
 * Sends a public page from the cache, or renders and stores it. The page is rendered whole
 * (not streamed): it is stored as one string, and the readers' pages are a few tens of KB that
 * render in one pass anyway. A stored page goes out gzipped once for all, this response's
 * values spliced in (gzipTemplate.ts), to any client that takes gzip: compressing it per
 * request was most of a cached page's cost. Returns false when `build` finds no page (the
 * caller sends 404).
 * (A boolean rather than the reply: a reply is thenable, so awaiting it would not give it back.)
 */
export async function sendCachedPage(
  reply: FastifyReply,
  renderer: PageRenderer,
  caching: PageCaching,
  build: () => Promise<PageModel | null | undefined>,
): Promise<boolean> {
  const { cache, key } = caching;
  let stored: StoredPage | undefined = key !== null ? cache.get(key) : undefined;
  const hit = stored !== undefined;
  let kept = hit;
  if (stored === undefined) {
    const page = await build();
    if (!page) return false;
    let failed = false;
    const [html, policy] = await Promise.all([
      renderToString(renderer, page, (error) => {
        failed = true;
        reply.log.error({ err: error }, 'error while rendering a page');
      }),
      // A policy that cannot be worked out leaves the strict one: the page shows, its video
      // players do not play, and it is not stored, so the next reader gets another try.
      (caching.policy?.(page) ?? Promise.resolve({})).catch((error: unknown) => {
        failed = true;
        reply.log.error({ err: error }, 'error while working out a page’s security policy');
        return {};
      }),
    ]);
    stored = { html, policy };
    if (key !== null && !failed && cache.enabled) {
      cache.set(key, stored);
      kept = true;
    }
  }
  widenReplyPolicy(reply, stored.policy);
  const values = responseValues(stored.html, [
    [CSP_NONCE_PLACEHOLDER, () => reply.cspNonce?.script ?? ''],
    ...(caching.fills ?? []),
  ]);
  reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('x-page-cache', key === null || !cache.enabled ? 'off' : hit ? 'hit' : 'miss');
  // Only a kept page is worth compiling: it serves every reader until it expires.
  const takesGzip = acceptsGzip(reply.request.headers['accept-encoding']);
  const body = kept && takesGzip ? gzipOf(stored, values) : null;
  if (body) reply.header('content-encoding', 'gzip').send(body);
  else reply.send(fillPlaceholders(stored.html, values));
  return true;
}

/** The stored page gzipped with this response's values (compiled on its first use). */
function gzipOf(stored: StoredPage, values: ResponseValues): Buffer | null {
  stored.gzip ??= compileGzipTemplate(
    stored.html,
    new Map(values.placeholders.map((placeholder) => [placeholder, values.of(placeholder)])),
  );
  return gzipFilled(stored.gzip, (placeholder) => values.of(placeholder));
}

async function renderToString(
  renderer: PageRenderer,
  page: PageModel,
  onError: (error: unknown) => void,
): Promise<string> {
  const stream = await renderer.render(page, CSP_NONCE_PLACEHOLDER, onError);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}
