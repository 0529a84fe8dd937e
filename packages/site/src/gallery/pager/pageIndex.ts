/**
 * The page index a next-page URL names (spec 2.3): a path shaped like `…/page/{n}`, a query
 * `?page={n}` (or `&page={n}`), or else a trailing number (`?rl_page=3`, `/gallery/3`).
 * Returns null when the URL names no page.
 */
export function parsePageIndex(url: string): number | null {
  const [beforeHash = ''] = url.split('#');
  const [path = '', query = ''] = beforeHash.split('?');
  const inPath = /\/page\/(\d+)\/?$/.exec(path);
  if (inPath) return toIndex(inPath[1]);
  const inQuery = /(?:^|&)page=(\d+)(?:&|$)/.exec(query);
  if (inQuery) return toIndex(inQuery[1]);
  const trailing = /(\d+)\/?$/.exec(beforeHash);
  return trailing ? toIndex(trailing[1]) : null;
}

function toIndex(digits: string | undefined): number | null {
  if (!digits) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The `rl_page` a pagination link carries (1 when it carries none). */
export function rlPageOf(href: string, base: string): number | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  const value = url.searchParams.get('rl_page');
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
