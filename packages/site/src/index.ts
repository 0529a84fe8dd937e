// Types the server needs to build pages. The render function itself is loaded from the site's
// server bundle (production) or through Vite (development): see packages/server/src/ssr.
export type { ArticleBlock } from './content/articleBlocks.js';
export { blocksToPlainText } from './content/blockText.js';
export type { PageAssets, RenderPageOptions } from './entry-server.js';
export type * from './gallery/model.js';
export { renderGalleryContainerHtml } from './gallery/renderGalleryContainer.js';
export type { Dictionary } from './i18n/dictionary.js';
export { getDictionary } from './i18n/index.js';
export type { Lang } from './i18n/languages.js';
export { DEFAULT_LANG, isLang, LANGUAGE_INFO, LANGUAGES } from './i18n/languages.js';
export type { ImageModel } from './model/image.js';
export type * from './model/pages.js';

export type RenderPage = typeof import('./entry-server.js').renderPage;
export { INFO_PAGE_KEYS, INFO_PAGE_SLUGS, infoPageKeyOf, infoPagePath } from './info/infoPages.js';
