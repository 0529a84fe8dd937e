import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageHref, paginationModel, parsePageParam } from './pagination.js';

describe('parsePageParam', () => {
  it('reads an absent parameter as page 1 and digits as their page', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('999999')).toBe(999_999);
  });

  it.each([
    ['0'],
    ['-1'],
    ['02'],
    ['2.5'],
    ['1e3'],
    [''],
    ['abc'],
    [' 2'],
    ['0x10'],
    ['1000000'],
    [['2', '3']],
    [2],
  ])('refuses %j as a page', (value) => {
    expect(parsePageParam(value)).toBeNull();
  });
});

describe('pageHref and pageCount', () => {
  it('gives page 1 the list’s own URL and the others ?page=N', () => {
    expect(pageHref('/fr/', 1)).toBe('/fr/');
    expect(pageHref('/fr/category/europe', 3)).toBe('/fr/category/europe?page=3');
  });

  it('keeps one page for an empty list and rounds up the rest', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });
});

describe('paginationModel', () => {
  const numbers = (page: number, count: number) =>
    paginationModel('/fr/', page, count).pages.map((entry) => entry?.page ?? '…');

  it('links previous and next only where there is such a page', () => {
    expect(paginationModel('/fr/', 1, 3)).toMatchObject({ previous: null, next: '/fr/?page=2' });
    expect(paginationModel('/fr/', 2, 3)).toMatchObject({
      previous: '/fr/',
      next: '/fr/?page=3',
    });
    expect(paginationModel('/fr/', 3, 3)).toMatchObject({ previous: '/fr/?page=2', next: null });
  });

  it('shows the first, the last and two neighbours each side, with gaps between', () => {
    expect(numbers(1, 1)).toEqual([1]);
    expect(numbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(numbers(1, 6)).toEqual([1, 2, 3, '…', 6]);
    expect(numbers(6, 12)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12]);
    expect(numbers(12, 12)).toEqual([1, '…', 10, 11, 12]);
    // A gap of one page shows that page: no "…" standing for a single number.
    expect(numbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(numbers(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 10]);
  });

  it('always lists the current page, in order, each page at most once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 499 }),
        (count, i) => {
          const page = (i % count) + 1;
          const model = paginationModel('/en/', page, count);
          const shown = model.pages.flatMap((entry) => (entry ? [entry.page] : []));
          expect(shown).toContain(page);
          expect(shown[0]).toBe(1);
          expect(shown.at(-1)).toBe(count);
          expect([...shown].sort((a, b) => a - b)).toEqual(shown);
          expect(new Set(shown).size).toBe(shown.length);
          model.pages.forEach((entry, index) => {
            if (entry) expect(entry.href).toBe(pageHref('/en/', entry.page));
            else {
              // A gap hides at least two pages.
              const before = model.pages[index - 1]!.page;
              const after = model.pages[index + 1]!.page;
              expect(after - before).toBeGreaterThan(2);
            }
          });
        },
      ),
    );
  });
});
