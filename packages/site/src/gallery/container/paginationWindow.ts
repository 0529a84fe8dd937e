/** A numbered link, or a gap ("…") between numbers. */
export type PaginationEntry = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * Which page numbers a pagination bar shows: the first and last `endSize`, and `midSize` on
 * each side of the current page, with gaps between (the usual WordPress `paginate_links`).
 */
export function paginationWindow(
  current: number,
  count: number,
  { endSize = 1, midSize = 2 }: { endSize?: number; midSize?: number } = {},
): PaginationEntry[] {
  const entries: PaginationEntry[] = [];
  let gapOpen = false;
  for (let page = 1; page <= count; page += 1) {
    const shown = page <= endSize || page > count - endSize || Math.abs(page - current) <= midSize;
    if (shown) {
      entries.push({ kind: 'page', page });
      gapOpen = false;
    } else if (!gapOpen) {
      entries.push({ kind: 'gap', key: `gap-${page}` });
      gapOpen = true;
    }
  }
  return entries;
}
