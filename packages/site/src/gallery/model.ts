import type { Lang } from '../i18n/languages.js';
import type { ImageModel } from '../model/image.js';
import type { ChromeModel, PageMeta } from '../model/pages.js';

/** Spec 3.9: how a gallery moves between its pages. */
export type GalleryPagination = 'links' | 'ajax' | 'infinite';
/** Infinite scroll loads on scrolling ('automatic') or from a load-more button ('manually'). */
export type GalleryInfiniteMode = 'automatic' | 'manually';
export type GalleryLayout = 'grid' | 'masonry' | 'expander';
/** Spec 3.9: the media type of an item link (`data-magnific_type` / `data-rl_content`). */
export type GalleryMediaType = 'image' | 'gallery' | 'video' | 'inline' | 'iframe' | 'ajax';

export const GALLERY_MEDIA_TYPES: readonly GalleryMediaType[] = [
  'image',
  'gallery',
  'video',
  'inline',
  'iframe',
  'ajax',
];

/** The name of the lightbox script, sent as the ajax `lightbox` field. */
export const LIGHTBOX_SCRIPT = 'tribune';

export interface GalleryItemModel {
  id: number;
  mediaType: GalleryMediaType;
  /** Plain text, never markup: it is shown as text everywhere (spec 5). */
  title: string;
  caption: string;
  /** The tile's picture (and, for images, the lightbox's); null for items without one. */
  image: ImageModel | null;
  /**
   * Where the item's link points: the full-size image, or the video, iframe or ajax URL. Inline
   * items point at their own text (`#…`). Only http(s) and site-relative URLs get here.
   */
  href: string;
  /** Inline items: their text. */
  inlineContent: string | null;
  /** The media's own size (video frame, image). */
  width: number;
  height: number;
  /** `rel="norl"`: the item is a plain link, outside the lightbox. */
  excludedFromLightbox: boolean;
}

/**
 * One page of a gallery as its container shows it. The same model renders the gallery page and
 * the ajax answer (`rl-get-gallery-page-content`), so both give the same HTML.
 */
export interface GalleryContainerModel {
  galleryId: number;
  /** The gallery's position on its page (1 for the first): makes the container's ids unique. */
  galleryNo: number;
  /** The page that holds the gallery (on a gallery page, the gallery itself). */
  postId: number;
  lang: Lang;
  pagination: GalleryPagination;
  /** Only for infinite pagination. */
  infiniteMode: GalleryInfiniteMode | null;
  layout: GalleryLayout;
  /** 1-based. */
  page: number;
  pageCount: number;
  itemCount: number;
  items: GalleryItemModel[];
  /** The URL of every page, `pageHrefs[n - 1]` for page n (each carries `rl_page`). */
  pageHrefs: string[];
  /** Ajax pagination's nonce; null for the other types. */
  nonce: string | null;
  /** True when the items are the first thing on the page (the first row is not lazy). */
  aboveTheFold: boolean;
}

export interface GalleryPageModel {
  kind: 'gallery';
  meta: PageMeta;
  chrome: ChromeModel;
  gallery: {
    title: string;
    description: string;
    container: GalleryContainerModel;
  };
}
