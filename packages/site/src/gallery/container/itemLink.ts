import type { GalleryItemModel } from '../model.js';

/** The `data-rel` value of the items that share one lightbox: one group per gallery on a page. */
export function lightboxGroup(galleryNo: number): string {
  return `lightbox-gallery-${galleryNo}`;
}

/** The id of an inline item's text, which its link points at. */
export function inlineContentId(galleryNo: number, itemId: number): string {
  return `rl-inline-${galleryNo}-${itemId}`;
}

/**
 * The attributes of an item's link: the markup contract the lightbox reads (spec 3.9, README).
 * Values are plain text; React escapes them as attributes.
 */
export function itemLinkAttributes(item: GalleryItemModel, galleryNo: number) {
  return {
    className: 'rl-gallery-link',
    href: item.mediaType === 'inline' ? `#${inlineContentId(galleryNo, item.id)}` : item.href,
    title: item.title,
    'data-rel': item.excludedFromLightbox ? 'norl' : lightboxGroup(galleryNo),
    'data-rl_title': item.title,
    'data-rl_caption': item.caption,
    'data-magnific_type': item.mediaType,
    'data-rl_content': item.mediaType,
    'data-rl_width': item.width,
    'data-rl_height': item.height,
  };
}
