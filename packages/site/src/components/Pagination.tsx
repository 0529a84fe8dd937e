import { type Dictionary, fillTemplate } from '../i18n/index.js';
import { ParsedMark } from '../layout/ParsedMark.js';
import type { PaginationModel } from '../model/pages.js';

/**
 * Numbered pages of a list: previous, the numbers around the current page (aria-current), next.
 * Plain links, so they work without JavaScript and crawlers follow them; nothing for one page.
 */
export function Pagination({
  pagination,
  strings,
}: {
  pagination: PaginationModel;
  strings: Dictionary['pagination'];
}) {
  if (pagination.pageCount <= 1) return null;
  return (
    <>
      <nav className="pagination" aria-label={strings.label}>
        <ul className="pagination__list">
          {pagination.previous && (
            <li>
              <a className="pagination__step" href={pagination.previous} rel="prev">
                <span aria-hidden="true">← </span>
                {strings.previous}
              </a>
            </li>
          )}
          {pagination.pages.map((entry, index) =>
            entry === null ? (
              // A gap's place in the fixed list is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={entry.page}>
                <a
                  className="pagination__page"
                  href={entry.href}
                  aria-label={fillTemplate(strings.pageNumber, { page: entry.page })}
                  aria-current={entry.page === pagination.page ? 'page' : undefined}
                >
                  {entry.page}
                </a>
              </li>
            ),
          )}
          {pagination.next && (
            <li>
              <a className="pagination__step" href={pagination.next} rel="next">
                {strings.next}
                <span aria-hidden="true"> →</span>
              </a>
            </li>
          )}
        </ul>
      </nav>
      <ParsedMark />
    </>
  );
}
