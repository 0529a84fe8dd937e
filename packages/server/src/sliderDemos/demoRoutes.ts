import { isLang } from '@tribune/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildNotFoundPage, negotiateLanguage } from '../pages/messagePages.js';
import type { SiteContext } from '../pages/siteContext.js';
import { pagePolicy } from '../ssr/pagePolicy.js';
import type { PageRenderer } from '../ssr/pageRenderer.js';
import { type PageCaching, sendCachedPage } from '../ssr/sendCachedPage.js';
import { sendPage } from '../ssr/sendPage.js';
import { buildSliderDemoIndexPage, buildSliderDemoPage } from './demoPages.js';

export interface SliderDemoRoutesOptions {
  context: SiteContext;
  renderer: PageRenderer;
}

/**
 * The slider demo pages: `/{lang}/demo/slider` (the index) and `/{lang}/demo/slider/{alias}`
 * (one `demo-` module). Unknown languages, aliases that are not a demo's and modules that
 * cannot be shown get the localized 404 page. Pages are cached like the others (a module save
 * clears the cache, see slider/sliderPlugin.ts); a query string makes the request a one-off.
 */
export async function sliderDemoRoutes(
  app: FastifyInstance,
  { context, renderer }: SliderDemoRoutesOptions,
) {
  // A demo module with a YouTube or Vimeo video widens its page's CSP for that player only.
  const policy = pagePolicy(context.sliders);
  const caching = (request: FastifyRequest): PageCaching => ({
    cache: app.pageCache,
    key: request.url.includes('?') ? null : request.url,
    policy,
  });

  app.get<{ Params: { lang: string } }>('/:lang/demo/slider', async (request, reply) => {
    const { lang } = request.params;
    if (!isLang(lang)) return notFound(request, reply);
    await sendCachedPage(reply, renderer, caching(request), () =>
      buildSliderDemoIndexPage(context, lang),
    );
    return reply;
  });

  app.get<{ Params: { lang: string; alias: string } }>(
    '/:lang/demo/slider/:alias',
    async (request, reply) => {
      const { lang, alias } = request.params;
      if (!isLang(lang)) return notFound(request, reply);
      const sent = await sendCachedPage(reply, renderer, caching(request), () =>
        buildSliderDemoPage(context, lang, alias),
      );
      return sent ? reply : notFound(request, reply, lang);
    },
  );

  async function notFound(request: FastifyRequest, reply: FastifyReply, lang?: string) {
    const language =
      lang && isLang(lang) ? lang : negotiateLanguage(request.headers['accept-language']);
    return sendPage(reply, renderer, await buildNotFoundPage(context, language, request.url), 404);
  }
}
