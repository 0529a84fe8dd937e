import { isLang } from '@tribune/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildNotFoundPage, negotiateLanguage } from '../pages/messagePages.js';
import type { SiteContext } from '../pages/siteContext.js';
import { createPlaceholder } from '../ssr/pageCache.js';
import type { PageRenderer } from '../ssr/pageRenderer.js';
import { type PageCaching, sendCachedPage } from '../ssr/sendCachedPage.js';
import { sendPage } from '../ssr/sendPage.js';
import { GALLERY_PAGE_ACTION, galleryAjaxHandler } from './galleryAjax.js';
import { buildGalleryPage } from './galleryPage.js';
import { parsePageNumber } from './galleryPaths.js';

/** Where a gallery page's ajax nonce goes: filled in per response, cached page or not. */
const GALLERY_NONCE_PLACEHOLDER = createPlaceholder('GalleryNonce');

export interface GalleryRoutesOptions {
  context: SiteContext;
  renderer: PageRenderer;
}

/**
 * Gallery pages, `/{lang}/gallery/{slug}` with `?rl_page=N` (design.md section 3), and the
 * ajax action that pages them in place. A malformed or out-of-range `rl_page` is a 404 (that
 * page does not exist), never another page under the wrong URL.
 */
export async function galleryRoutes(
  app: FastifyInstance,
  { context, renderer }: GalleryRoutesOptions,
) {
  app.registerAjaxAction(GALLERY_PAGE_ACTION, galleryAjaxHandler(context, app.nonces));

  app.get<{ Params: { lang: string; slug: string }; Querystring: Record<string, unknown> }>(
    '/:lang/gallery/:slug',
    async (request, reply) => {
      const { lang, slug } = request.params;
      if (!isLang(lang)) {
        return notFound(request, reply, negotiateLanguage(request.headers['accept-language']));
      }
      const raw = request.query.rl_page;
      const page = raw === undefined ? 1 : parsePageNumber(raw);
      if (page === null) return notFound(request, reply, lang);
      // Only `rl_page` changes what a gallery page shows; other parameters are noise that
      // must not multiply the stored copies.
      const onlyPaging = Object.keys(request.query).every((name) => name === 'rl_page');
      const caching: PageCaching = {
        cache: app.pageCache,
        key: onlyPaging ? `/${lang}/gallery/${slug}?rl_page=${page}` : null,
        fills: [[GALLERY_NONCE_PLACEHOLDER, () => app.nonces.issue(GALLERY_PAGE_ACTION)]],
      };
      const sent = await sendCachedPage(reply, renderer, caching, async () => {
        const result = await buildGalleryPage(
          context,
          lang,
          slug,
          page,
          () => GALLERY_NONCE_PLACEHOLDER,
        );
        return result.kind === 'not-found' ? null : result.page;
      });
      return sent ? reply : notFound(request, reply, lang);
    },
  );

  async function notFound(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Parameters<typeof buildNotFoundPage>[1],
  ) {
    return sendPage(reply, renderer, await buildNotFoundPage(context, lang, request.url), 404);
  }
}
