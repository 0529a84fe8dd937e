import type { GalleryStrings } from '../galleryStrings.js';
import type { GalleryItemModel } from '../model.js';
import { GalleryPicture } from './GalleryPicture.js';
import { inlineContentId, itemLinkAttributes } from './itemLink.js';

export interface ExpanderTileProps {
  item: GalleryItemModel;
  galleryNo: number;
  page: number;
  loading: 'eager' | 'lazy';
  priority: boolean;
  t: GalleryStrings;
}

const THUMB_SIZES =
  '(min-width: 1200px) 280px, (min-width: 960px) 24vw, (min-width: 600px) 32vw, 48vw';
const LARGE_SIZES = '(min-width: 1200px) 760px, (min-width: 760px) 64vw, 100vw';

/**
 * One item of an expander gallery: a native disclosure (`<details>`), so it opens and closes
 * without JavaScript and with the keyboard. Open, it spans the row and shows the larger picture
 * (the lightbox link) with the title and caption.
 */
export function ExpanderTile({ item, galleryNo, page, loading, priority, t }: ExpanderTileProps) {
  const link = itemLinkAttributes(item, galleryNo);
  return (
    <li className="rl-gallery-item rl-expander" data-page={page} data-item_id={item.id}>
      <details className="rl-expander__details">
        <summary className="rl-expander__summary">
          {item.image ? (
            <GalleryPicture
              image={item.image}
              sizes={THUMB_SIZES}
              loading={loading}
              priority={priority}
              className="rl-expander__thumb"
            />
          ) : (
            <span className="rl-gallery-item__kind">{t.mediaTypes[item.mediaType]}</span>
          )}
          <span className="rl-expander__title">{item.title}</span>
        </summary>
        <div className="rl-expander__panel">
          <a {...link}>
            {item.image ? (
              <GalleryPicture
                image={item.image}
                sizes={LARGE_SIZES}
                loading="lazy"
                className="rl-expander__large"
              />
            ) : (
              <span className="rl-gallery-item__card">
                <span className="rl-gallery-item__kind">{t.mediaTypes[item.mediaType]}</span>
                <span className="rl-gallery-item__card-title">{item.title}</span>
              </span>
            )}
          </a>
          <div className="rl-expander__text">
            <p className="rl-expander__heading">{item.title}</p>
            {item.caption && <p className="rl-expander__caption">{item.caption}</p>}
            {item.mediaType === 'inline' && item.inlineContent !== null && (
              <div id={inlineContentId(galleryNo, item.id)} className="rl-gallery-item__inline">
                {item.inlineContent}
              </div>
            )}
          </div>
        </div>
      </details>
    </li>
  );
}
