import type { GalleryContainerModel, GalleryItemModel } from '@tribune/site';
import { loadImages } from '../content/images.js';
import type { SiteContext } from '../pages/siteContext.js';
import { galleryPageHref, galleryPath } from './galleryPaths.js';
import { countItems, type GalleryItemRow, type GalleryRow, itemsPage } from './galleryQueries.js';

export interface ContainerOptions {
  /** The gallery's position on its page; 1 on a gallery page. */
  galleryNo: number;
  /** The page holding the gallery; on a gallery page, the gallery's id. */
  postId: number;
  /** Issues the ajax nonce (only ajax galleries get one). */
  issueNonce: () => string;
  /** Whether the items open the page (their first row is then not lazy). */
  aboveTheFold: boolean;
}

/** How many pages a gallery has: at least one, even when empty. */
export function pageCountOf(itemCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(itemCount / Math.max(1, perPage)));
}

/** A gallery's item count and page count, for checking a page number before loading it. */
export async function galleryPages(context: SiteContext, gallery: GalleryRow) {
  const itemCount = await countItems(context.db, gallery.id);
  return { itemCount, pageCount: pageCountOf(itemCount, gallery.perPage) };
}

/** One page of a gallery, as its container shows it (page and ajax answer alike). */
export async function buildGalleryContainer(
  context: SiteContext,
  gallery: GalleryRow,
  page: number,
  counts: { itemCount: number; pageCount: number },
  options: ContainerOptions,
): Promise<GalleryContainerModel> {
  const lang = gallery.lang;
  const rows = await itemsPage(
    context.db,
    gallery.id,
    lang,
    (page - 1) * gallery.perPage,
    gallery.perPage,
  );
  const images = await loadImages(
    context.db,
    rows.flatMap((row) => (row.imageId === null ? [] : [row.imageId])),
  );
  const path = galleryPath(lang, gallery.slug);
  return {
    galleryId: gallery.id,
    galleryNo: options.galleryNo,
    postId: options.postId,
    lang,
    pagination: gallery.pagination,
    infiniteMode: gallery.pagination === 'infinite' ? (gallery.infiniteMode ?? 'automatic') : null,
    layout: gallery.layout,
    page,
    pageCount: counts.pageCount,
    itemCount: counts.itemCount,
    items: rows.map((row) => toItem(row, images)),
    pageHrefs: Array.from({ length: counts.pageCount }, (_, i) => galleryPageHref(path, i + 1)),
    nonce: gallery.pagination === 'ajax' ? options.issueNonce() : null,
    aboveTheFold: options.aboveTheFold,
  };
}

function toItem(
  row: GalleryItemRow,
  images: Awaited<ReturnType<typeof loadImages>>,
): GalleryItemModel {
  const stored = row.imageId === null ? undefined : images.get(row.imageId);
  const image = stored ? { ...stored, alt: row.alt } : null;
  const isPicture = row.mediaType === 'image' || row.mediaType === 'gallery';
  return {
    id: row.id,
    mediaType: row.mediaType,
    title: row.title,
    caption: row.caption,
    image,
    // Pictures link to their largest file; other media to their own source.
    href: isPicture ? (image?.src ?? safeLink(row.src)) : safeLink(row.src),
    inlineContent: row.mediaType === 'inline' ? (row.src ?? '') : null,
    width: row.width,
    height: row.height,
    excludedFromLightbox: row.excludedFromLightbox === 1,
  };
}

/**
 * Only site-relative paths and http(s) URLs become links; anything else (`javascript:`, a
 * protocol-relative `//host`, stray text) links nowhere. A path is resolved as a browser would
 * and must stay on the site: `/\evil.example/x.mp4` and `/<tab>/evil.example` are `//evil.example`
 * to a browser (backslash read as slash, tabs dropped).
 */
/** A base that is no real origin, to resolve site paths against. */
const SITE = 'https://site.invalid';

export function safeLink(src: string | null): string {
  if (!src) return '#';
  const value = src.trim();
  if (value.startsWith('/')) {
    try {
      // Kept as written (escaped where it is shown): the lightbox judges its own characters.
      return new URL(value, SITE).origin === SITE ? value : '#';
    } catch {
      return '#';
    }
  }
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href;
    } catch {
      return '#';
    }
  }
  return '#';
}
