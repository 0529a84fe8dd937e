import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../i18n/dictionaries/fr.js';
import type { PaginationModel } from '../model/pages.js';
import { Pagination } from './Pagination.js';

afterEach(cleanup);

const model = (page: number, pageCount: number, pages: PaginationModel['pages']) => ({
  page,
  pageCount,
  previous: page > 1 ? `/fr/?page=${page - 1}` : null,
  next: page < pageCount ? `/fr/?page=${page + 1}` : null,
  pages,
});

describe('Pagination', () => {
  it('is a named navigation of plain links, the current page marked for assistive technology', () => {
    render(
      <Pagination
        strings={fr.pagination}
        pagination={model(6, 12, [
          { page: 1, href: '/fr/' },
          null,
          { page: 5, href: '/fr/?page=5' },
          { page: 6, href: '/fr/?page=6' },
          { page: 7, href: '/fr/?page=7' },
          null,
          { page: 12, href: '/fr/?page=12' },
        ])}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      '← Page précédente',
      'Page 1',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 12',
      'Page suivante →',
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 6' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(
      within(nav)
        .getByRole('link', { name: /précédente/ })
        .getAttribute('rel'),
    ).toBe('prev');
    expect(
      within(nav)
        .getByRole('link', { name: /suivante/ })
        .getAttribute('rel'),
    ).toBe('next');
    // The gaps are decoration: not read out as list content.
    const gaps = nav.querySelectorAll('.pagination__gap');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves out the step that does not exist on the first and last pages', () => {
    const { rerender } = render(
      <Pagination
        strings={fr.pagination}
        pagination={model(1, 2, [
          { page: 1, href: '/fr/' },
          { page: 2, href: '/fr/?page=2' },
        ])}
      />,
    );
    expect(screen.queryByRole('link', { name: /précédente/ })).toBeNull();
    rerender(
      <Pagination
        strings={fr.pagination}
        pagination={model(2, 2, [
          { page: 1, href: '/fr/' },
          { page: 2, href: '/fr/?page=2' },
        ])}
      />,
    );
    expect(screen.queryByRole('link', { name: /suivante/ })).toBeNull();
  });

  it('renders nothing for a list of one page', () => {
    const { container } = render(
      <Pagination strings={fr.pagination} pagination={model(1, 1, [{ page: 1, href: '/fr/' }])} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
