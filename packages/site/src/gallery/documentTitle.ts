import { fillTemplate } from '../i18n/format.js';

export interface GalleryTitleParts {
  title: string;
  page: number;
  /** `Dictionary['gallery']['pagedTitle']`: `{title}` and `{page}`. */
  pagedTitle: string;
  siteName: string;
}

/**
 * A gallery page's document title: its title, with the page number from page 2 on. Shared by
 * the server (pageHead) and the pager island, which retitles the page after an ajax change.
 */
export function galleryDocumentTitle({ title, page, pagedTitle, siteName }: GalleryTitleParts) {
  const main = page > 1 ? fillTemplate(pagedTitle, { title, page }) : title;
  return `${main} – ${siteName}`;
}
