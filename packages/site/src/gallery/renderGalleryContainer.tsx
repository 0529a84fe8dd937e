import { renderToStaticMarkup } from 'react-dom/server';
import { getDictionary } from '../i18n/index.js';
import { GalleryContainer } from './container/GalleryContainer.js';
import type { GalleryContainerModel } from './model.js';

/**
 * The gallery container as HTML: the answer of the ajax action `rl-get-gallery-page-content`
 * (spec 7.4), which the browser swaps in for the container. The same component renders the
 * gallery page, so both give the same markup.
 */
export function renderGalleryContainerHtml(model: GalleryContainerModel): string {
  return renderToStaticMarkup(
    <GalleryContainer model={model} t={getDictionary(model.lang).gallery} />,
  );
}
