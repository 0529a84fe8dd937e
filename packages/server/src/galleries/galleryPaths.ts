import type { Lang } from '@tribune/site';

export function galleryPath(lang: Lang, slug: string): string {
  return `/${lang}/gallery/${encodeURIComponent(slug)}`;
}

/** A page of a gallery: every pagination link carries `rl_page` (spec 2.3). */
export function galleryPageHref(path: string, page: number): string {
  return `${path}?rl_page=${page}`;
}

/** The largest page number anyone may ask for; more digits are not a page. */
export const MAX_PAGE = 999_999;

/**
 * A page number as the query or a form field gives it: digits only, no sign, no leading zero,
 * at most six digits. Anything else is not a page (null).
 */
export function parsePageNumber(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
