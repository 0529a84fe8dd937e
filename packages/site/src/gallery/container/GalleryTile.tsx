import type { GalleryStrings } from '../galleryStrings.js';
import type { GalleryItemModel } from '../model.js';
import { GalleryPicture } from './GalleryPicture.js';
import { inlineContentId, itemLinkAttributes } from './itemLink.js';

export interface GalleryTileProps {
  item: GalleryItemModel;
  galleryNo: number;
  page: number;
  sizes: string;
  loading: 'eager' | 'lazy';
  priority: boolean;
  t: GalleryStrings;
}

/**
 * One item of a grid or masonry gallery: its link (the lightbox's markup contract) around the
 * picture, and the title under it. An item without a picture shows its kind and title; an
 * inline item shows its text, which its link points at (so it reads well without JavaScript).
 */
export function GalleryTile({
  item,
  galleryNo,
  page,
  sizes,
  loading,
  priority,
  t,
}: GalleryTileProps) {
  const link = itemLinkAttributes(item, galleryNo);
  return (
    <li className="rl-gallery-item" data-page={page} data-item_id={item.id}>
      <figure className="rl-gallery-item__figure">
        <a {...link}>
          {item.image ? (
            <GalleryPicture
              image={item.image}
              sizes={sizes}
              loading={loading}
              priority={priority}
              className="rl-gallery-item__img"
            />
          ) : (
            <span className="rl-gallery-item__card">
              <span className="rl-gallery-item__kind">{t.mediaTypes[item.mediaType]}</span>
              <span className="rl-gallery-item__card-title">{item.title}</span>
            </span>
          )}
        </a>
        {item.mediaType === 'inline' && item.inlineContent !== null && (
          <div id={inlineContentId(galleryNo, item.id)} className="rl-gallery-item__inline">
            {item.inlineContent}
          </div>
        )}
        <figcaption className="rl-gallery-item__caption">{item.title}</figcaption>
      </figure>
    </li>
  );
}
