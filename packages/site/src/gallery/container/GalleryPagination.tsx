import { fillTemplate } from '../../i18n/format.js';
import { ParsedMark } from '../../layout/ParsedMark.js';
import type { GalleryStrings } from '../galleryStrings.js';
import type { GalleryContainerModel } from '../model.js';
import { paginationWindow } from './paginationWindow.js';

export interface GalleryPaginationProps {
  model: GalleryContainerModel;
  t: GalleryStrings;
}

/**
 * Numbered links carrying `rl_page` (spec 2.3), in the words, arrows and style of the site's
 * other lists (`components/Pagination.tsx`: "← Page précédente", "Page suivante →"), always in the HTML so every pagination type
 * works without JavaScript; the pager island enhances them. Class names follow the markup
 * contract (README): `.rl-pagination-bottom`, `a.page-numbers`, `.prev`, `.next`, `.current`.
 */
export function GalleryPagination({ model, t }: GalleryPaginationProps) {
  const { page, pageCount, pageHrefs } = model;
  if (pageCount <= 1) return null;
  const href = (n: number) => pageHrefs[n - 1] ?? pageHrefs[0] ?? '#';
  return (
    <>
      <nav
        className="rl-pagination rl-pagination-bottom"
        aria-label={t.paginationLabel}
        data-button={model.infiniteMode === 'manually' ? 'manually' : undefined}
      >
        {page > 1 && (
          <a className="prev page-numbers" rel="prev" href={href(page - 1)}>
            <span className="page-numbers__arrow" aria-hidden="true">
              ←
            </span>
            {t.previous}
          </a>
        )}
        {paginationWindow(page, pageCount).map((entry) =>
          entry.kind === 'gap' ? (
            <span key={entry.key} className="page-numbers dots" aria-hidden="true">
              …
            </span>
          ) : (
            <a
              key={entry.page}
              className={entry.page === page ? 'page-numbers current' : 'page-numbers'}
              href={href(entry.page)}
              aria-current={entry.page === page ? 'page' : undefined}
              aria-label={fillTemplate(t.pageNumber, { page: entry.page })}
            >
              {entry.page}
            </a>
          ),
        )}
        {page < pageCount && (
          <a className="next page-numbers" rel="next" href={href(page + 1)}>
            {t.next}
            <span className="page-numbers__arrow" aria-hidden="true">
              →
            </span>
          </a>
        )}
      </nav>
      <ParsedMark />
    </>
  );
}
