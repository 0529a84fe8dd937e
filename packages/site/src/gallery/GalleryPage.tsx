import { formatPlural } from '../i18n/format.js';
import type { Dictionary } from '../i18n/index.js';
import { Island } from '../islands/Island.js';
import { GalleryContainer, galleryContainerId } from './container/GalleryContainer.js';
import type { GalleryPageModel } from './model.js';

/**
 * A gallery page: title, description, the container (server HTML, works without JavaScript)
 * and two islands beside it: the pager (ajax and infinite pagination) and the lightbox.
 */
export function GalleryPage({ page, t }: { page: GalleryPageModel; t: Dictionary }) {
  const { gallery, meta } = page;
  const { container } = gallery;
  const enhanced = container.pagination !== 'links' && container.pageCount > 1;
  return (
    <article className="gallery-page" aria-labelledby="gallery-title">
      <header className="gallery-page__header">
        <h1 className="gallery-page__title" id="gallery-title">
          {gallery.title}
        </h1>
        <p className="gallery-page__description">{gallery.description}</p>
        <p className="gallery-page__meta">
          {formatPlural(meta.lang, t.gallery.itemCount, container.itemCount)}
        </p>
      </header>
      <GalleryContainer model={container} t={t.gallery} />
      {enhanced && (
        <Island
          name="GalleryPager"
          props={{
            containerId: galleryContainerId(container.galleryNo),
            pagination: container.pagination === 'ajax' ? 'ajax' : 'infinite',
            infiniteMode: container.infiniteMode ?? 'automatic',
            title: gallery.title,
            siteName: t.site.name,
            t: t.gallery,
          }}
        />
      )}
      <Island name="GalleryLightbox" props={{ t: t.lightbox }} />
    </article>
  );
}
