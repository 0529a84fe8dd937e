import type { GalleryStrings } from '../galleryStrings.js';
import { type GalleryContainerModel, LIGHTBOX_SCRIPT } from '../model.js';
import { ExpanderTile } from './ExpanderTile.js';
import { GalleryPagination } from './GalleryPagination.js';
import { GalleryTile } from './GalleryTile.js';

export interface GalleryContainerProps {
  model: GalleryContainerModel;
  t: GalleryStrings;
}

/** How many items the widest layout puts in its first row: they are not lazy (nor below). */
export const FIRST_ROW = 4;

const GRID_SIZES =
  '(min-width: 1200px) 280px, (min-width: 960px) 24vw, (min-width: 600px) 32vw, 48vw';

/** The id of a gallery's container on its page. */
export function galleryContainerId(galleryNo: number): string {
  return `rl-gallery-container-${galleryNo}`;
}

/**
 * The gallery container: one page of items and the pagination links. It is server HTML only
 * (never hydrated); ajax pagination replaces it whole with the same component's output, and
 * infinite scroll appends the `.rl-gallery-item`s of the next page to its `.rl-gallery`.
 */
export function GalleryContainer({ model, t }: GalleryContainerProps) {
  const { galleryNo, layout, pagination, page } = model;
  const eager = (index: number) => model.aboveTheFold && index < FIRST_ROW;
  return (
    <div
      id={galleryContainerId(galleryNo)}
      className={`rl-gallery-container rl-pagination-${pagination} rl-layout-${layout}`}
      data-gallery_id={model.galleryId}
      data-gallery_no={galleryNo}
      data-post_id={model.postId}
      data-pagination={pagination}
      data-infinite_mode={model.infiniteMode ?? undefined}
      data-layout={layout}
      data-page={page}
      data-pages={model.pageCount}
      data-nonce={model.nonce ?? undefined}
      data-lightbox={LIGHTBOX_SCRIPT}
      data-lang={model.lang}
      tabIndex={-1}
    >
      <ul className={`rl-gallery rl-${layout}-gallery`} data-gallery_id={model.galleryId}>
        {model.items.map((item, index) =>
          layout === 'expander' ? (
            <ExpanderTile
              key={item.id}
              item={item}
              galleryNo={galleryNo}
              page={page}
              loading={eager(index) ? 'eager' : 'lazy'}
              priority={eager(index) && index === 0}
              t={t}
            />
          ) : (
            <GalleryTile
              key={item.id}
              item={item}
              galleryNo={galleryNo}
              page={page}
              sizes={GRID_SIZES}
              loading={eager(index) ? 'eager' : 'lazy'}
              priority={eager(index) && index === 0}
              t={t}
            />
          ),
        )}
      </ul>
      <GalleryPagination model={model} t={t} />
    </div>
  );
}
