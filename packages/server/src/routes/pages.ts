import { isLang } from '@tribune/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMMENT_NONCE_PLACEHOLDER,
  commentsRequestFor,
  issueCommentNonce,
} from '../comments/commentsRequest.js';
import { buildArticlePage } from '../pages/articlePage.js';
import { buildCategoryPage } from '../pages/categoryPage.js';
import { buildHomePage } from '../pages/homePage.js';
import { buildInfoPage } from '../pages/infoPage.js';
import { buildNotFoundPage, negotiateLanguage } from '../pages/messagePages.js';
import { parsePageParam } from '../pages/pagination.js';
import type { SiteContext } from '../pages/siteContext.js';
import { pagePolicy } from '../ssr/pagePolicy.js';
import type { PageRenderer } from '../ssr/pageRenderer.js';
import { type PageCaching, sendCachedPage } from '../ssr/sendCachedPage.js';
import { sendPage } from '../ssr/sendPage.js';

export interface PageRoutesOptions {
  context: SiteContext;
  renderer: PageRenderer;
}

/**
 * The site's pages (design.md section 3). Anything unknown falls through to the 404 page. Lists
 * (home, categories) are paged by `?page=N`: page 1 is the bare URL (`?page=1` redirects there,
 * so each page has one address), a malformed or out-of-range page is a 404.
 */
export async function pageRoutes(app: FastifyInstance, { context, renderer }: PageRoutesOptions) {
  // A page showing slider modules (the home's hero) widens the CSP for their video players.
  const policy = pagePolicy(context.sliders);
  // A request with a query string may carry per-reader state (`replytocom`, a held comment's
  // token) or be a made-up variation: such pages are rendered for the request, never stored.
  const publicPage = (request: FastifyRequest): PageCaching => ({
    cache: app.pageCache,
    key: request.url.includes('?') ? null : request.url,
    policy,
  });
  // Lists are stored per page number; any other parameter makes the request a one-off.
  const listPage = (request: FastifyRequest, page: number): PageCaching => {
    const names = Object.keys((request.query ?? {}) as object);
    const path = request.url.split('?')[0];
    return {
      cache: app.pageCache,
      key: names.every((name) => name === 'page') ? `${path}?page=${page}` : null,
      policy,
    };
  };

  const notFound = async (
    request: { url: string; log: FastifyInstance['log'] },
    reply: Parameters<typeof sendPage>[0],
    lang: Parameters<typeof buildNotFoundPage>[1],
  ) => sendPage(reply, renderer, await buildNotFoundPage(context, lang, request.url), 404);

  app.get('/', async (request, reply) => {
    const lang = negotiateLanguage(request.headers['accept-language']);
    return reply.header('vary', 'accept-language').redirect(`/${lang}/`, 302);
  });

  app.get<{ Params: { lang: string } }>('/:lang', async (request, reply) => {
    const { lang } = request.params;
    if (!isLang(lang))
      return notFound(request, reply, negotiateLanguage(request.headers['accept-language']));
    return reply.redirect(`/${lang}/`, 301);
  });

  app.get<{ Params: { lang: string }; Querystring: { page?: unknown } }>(
    '/:lang/',
    async (request, reply) => {
      const { lang } = request.params;
      if (!isLang(lang))
        return notFound(request, reply, negotiateLanguage(request.headers['accept-language']));
      const page = parsePageParam(request.query.page);
      if (page === null) return notFound(request, reply, lang);
      if (request.query.page === '1') return reply.redirect(`/${lang}/`, 301);
      const sent = await sendCachedPage(reply, renderer, listPage(request, page), () =>
        buildHomePage(context, lang, page, request.log),
      );
      return sent ? reply : notFound(request, reply, lang);
    },
  );

  app.get<{ Params: { lang: string; slug: string } }>(
    '/:lang/info/:slug',
    async (request, reply) => {
      const { lang, slug } = request.params;
      if (!isLang(lang)) {
        return notFound(request, reply, negotiateLanguage(request.headers['accept-language']));
      }
      const sent = await sendCachedPage(reply, renderer, publicPage(request), () =>
        buildInfoPage(context, lang, slug),
      );
      return sent ? reply : notFound(request, reply, lang);
    },
  );

  app.get<{ Params: { lang: string; slug: string } }>(
    '/:lang/article/:slug',
    async (request, reply) => {
      const { lang, slug } = request.params;
      if (!isLang(lang)) {
        return notFound(request, reply, negotiateLanguage(request.headers['accept-language']));
      }
      const caching: PageCaching = {
        ...publicPage(request),
        fills: [[COMMENT_NONCE_PLACEHOLDER, () => issueCommentNonce(app.nonces)]],
      };
      const sent = await sendCachedPage(reply, renderer, caching, () =>
        buildArticlePage(context, lang, slug, commentsRequestFor(request)),
      );
      return sent ? reply : notFound(request, reply, lang);
    },
  );

  app.get<{ Params: { lang: string; slug: string }; Querystring: { page?: unknown } }>(
    '/:lang/category/:slug',
    async (request, reply) => {
      const { lang, slug } = request.params;
      if (!isLang(lang)) {
        return notFound(request, reply, negotiateLanguage(request.headers['accept-language']));
      }
      const page = parsePageParam(request.query.page);
      if (page === null) return notFound(request, reply, lang);
      if (request.query.page === '1') {
        // Only a section that exists moves to its bare address; others stay a 404.
        const exists = await buildCategoryPage(context, lang, slug, 1);
        if (!exists) return notFound(request, reply, lang);
        return reply.redirect(`/${lang}/category/${encodeURIComponent(slug)}`, 301);
      }
      const sent = await sendCachedPage(reply, renderer, listPage(request, page), () =>
        buildCategoryPage(context, lang, slug, page),
      );
      return sent ? reply : notFound(request, reply, lang);
    },
  );
}
