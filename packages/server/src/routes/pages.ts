import { isLang } from '@tribune/site';
import type { FastifyInstance } from 'fastify';
import { commentsRequestFor } from '../comments/commentsRequest.js';
import { buildArticlePage } from '../pages/articlePage.js';
import { buildCategoryPage } from '../pages/categoryPage.js';
import { buildHomePage } from '../pages/homePage.js';
import { buildNotFoundPage, negotiateLanguage } from '../pages/messagePages.js';
import { parsePageParam } from '../pages/pagination.js';
import type { SiteContext } from '../pages/siteContext.js';
import type { PageRenderer } from '../ssr/pageRenderer.js';
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
      const model = await buildHomePage(context, lang, page);
      if (!model) return notFound(request, reply, lang);
      return sendPage(reply, renderer, model);
    },
  );

  app.get<{ Params: { lang: string; slug: string } }>(
    '/:lang/article/:slug',
    async (request, reply) => {
      const { lang, slug } = request.params;
      if (!isLang(lang)) {
        return notFound(request, reply, negotiateLanguage(request.headers['accept-language']));
      }
      const page = await buildArticlePage(context, lang, slug, commentsRequestFor(request));
      if (!page) return notFound(request, reply, lang);
      return sendPage(reply, renderer, page);
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
      const model = await buildCategoryPage(context, lang, slug, page);
      if (!model) return notFound(request, reply, lang);
      if (request.query.page === '1') {
        return reply.redirect(`/${lang}/category/${encodeURIComponent(slug)}`, 301);
      }
      return sendPage(reply, renderer, model);
    },
  );
}
