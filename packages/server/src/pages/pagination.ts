import type { PaginationModel } from '@tribune/site';
import { parsePageNumber } from '../galleries/galleryPaths.js';

/**
 * Articles per page of the home and category lists (the home's top story comes on top): two rows
 * of the three-column grid on a wide screen, a short scroll on a phone.
 */
export const LIST_PAGE_SIZE = 6;

/** How many numbered links a page shows on each side of the current one. */
const NEIGHBOURS = 2;

/**
 * The `page` query parameter of a list: absent is page 1; otherwise the same rule as gallery
 * pages (digits only, no sign, no leading zero, at most six digits). Anything else (`abc`, `0`,
 * `02`, an empty or repeated parameter) is not a page: null, which the route answers with a 404.
 */
export function parsePageParam(value: unknown): number | null {
  return value === undefined ? 1 : parsePageNumber(value);
}

/** Page 1 is the list's own URL; the others add `?page=N`. */
export function pageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${page}`;
}

/** Pages needed for `total` items, `perPage` each; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The pagination links of page `page` of `count`: previous and next, the first and last pages,
 * and the current page's neighbours, with null where numbers are left out.
 */
export function paginationModel(path: string, page: number, count: number): PaginationModel {
  const shown = new Set([1, count]);
  for (let n = page - NEIGHBOURS; n <= page + NEIGHBOURS; n++) {
    if (n >= 1 && n <= count) shown.add(n);
  }
  const numbers = [...shown].sort((a, b) => a - b);
  const pages: PaginationModel['pages'] = [];
  numbers.forEach((n, index) => {
    const before = numbers[index - 1];
    // "…" stands for two pages or more: a single hidden page is shown instead, as wide.
    if (before !== undefined && n - before === 2) pages.push(link(path, n - 1));
    else if (before !== undefined && n - before > 2) pages.push(null);
    pages.push(link(path, n));
  });
  return {
    page,
    pageCount: count,
    previous: page > 1 ? pageHref(path, page - 1) : null,
    next: page < count ? pageHref(path, page + 1) : null,
    pages,
  };
}

function link(path: string, page: number): { page: number; href: string } {
  return { page, href: pageHref(path, page) };
}
