/**
 * Feeds and streams (issue 4 item 6, spec 3.1 `source`, 3.5, 8.1, 9.7): stream items, the
 * `{{...}}` dynamic metas, slides made from items, and the error slide. Framework-free: the
 * server fills a module for its HTML with it, and the browser's lazily loaded stream part
 * fills a module it loaded by alias. See README.md in this folder.
 */
export * from './ErrorSlide.js';
export * from './Metas.js';
export * from './SourceLabels.js';
export * from './SourceTypes.js';
export * from './StreamItem.js';
export * from './StreamSlides.js';
