import type { GalleryPageModel, Lang } from '@tribune/site';
import { buildChrome } from '../pages/chrome.js';
import { buildMeta } from '../pages/meta.js';
import type { SiteContext } from '../pages/siteContext.js';
import { buildGalleryContainer, galleryPages } from './galleryModel.js';
import { galleryPageHref, galleryPath } from './galleryPaths.js';
import { galleryBySlug, gallerySlugs } from './galleryQueries.js';

export type GalleryPageResult =
  | { kind: 'page'; page: GalleryPageModel }
  /** No gallery by that slug in that language, or no such page of it. */
  | { kind: 'not-found' };

/**
 * A gallery page: page `page` of the gallery (`?rl_page=N`). A page past the last one is not
 * found (404), rather than quietly showing another page under the wrong URL.
 */
export async function buildGalleryPage(
  context: SiteContext,
  lang: Lang,
  slug: string,
  page: number,
  issueNonce: () => string,
): Promise<GalleryPageResult> {
  const gallery = await galleryBySlug(context.db, lang, slug);
  if (!gallery) return { kind: 'not-found' };
  const [counts, slugs] = await Promise.all([
    galleryPages(context, gallery),
    gallerySlugs(context.db, gallery.id),
  ]);
  if (page > counts.pageCount) return { kind: 'not-found' };

  const pathIn = (code: Lang, own: string) => {
    const base = galleryPath(code, own);
    return page > 1 ? galleryPageHref(base, page) : base;
  };
  const paths = Object.fromEntries(slugs.map((s) => [s.lang, pathIn(s.lang, s.slug)]));
  const ownBase = galleryPath(lang, gallery.slug);
  const pageUrl = (n: number) => (n === 1 ? ownBase : galleryPageHref(ownBase, n));
  const [container, chrome] = await Promise.all([
    buildGalleryContainer(context, gallery, page, counts, {
      galleryNo: 1,
      postId: gallery.id,
      issueNonce,
      aboveTheFold: true,
    }),
    buildChrome(context, lang, galleryPath(lang, gallery.slug), paths),
  ]);
  return {
    kind: 'page',
    page: {
      kind: 'gallery',
      meta: buildMeta(context, lang, paths, {
        prev: page > 1 ? pageUrl(page - 1) : null,
        next: page < counts.pageCount ? pageUrl(page + 1) : null,
      }),
      chrome,
      gallery: { title: gallery.title, description: gallery.description, container },
    },
  };
}
