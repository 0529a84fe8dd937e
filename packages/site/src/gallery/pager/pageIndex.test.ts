import { describe, expect, it } from 'vitest';
import { parsePageIndex, rlPageOf } from './pageIndex.js';

describe('parsePageIndex (spec 2.3)', () => {
  it.each([
    ['/blog/page/3', 3],
    ['/blog/page/3/', 3],
    ['https://tribune.test/fr/galerie/page/12?ref=x', 12],
    ['/search?page=4', 4],
    ['/search?q=derby&page=5&sort=new', 5],
    ['/search?page=6#top', 6],
    ['/fr/gallery/jour-de-derby?rl_page=2', 2],
    ['https://tribune.test/fr/gallery/x?rl_page=17', 17],
    ['/archive/2', 2],
    ['/archive/9/', 9],
  ])('reads %s as page %i', (url, page) => {
    expect(parsePageIndex(url)).toBe(page);
  });

  it('prefers /page/{n}, then ?page={n}, then the trailing number', () => {
    expect(parsePageIndex('/page/3?page=4')).toBe(3);
    expect(parsePageIndex('/x/page/3?other=9')).toBe(3);
    expect(parsePageIndex('/x?page=4&rl_page=8')).toBe(4);
    expect(parsePageIndex('/x/7?rl_page=8')).toBe(8);
  });

  it.each(['/gallery/derby', '/search?page=', '/page/0', '/x?page=0', '/x?mypage=3x', ''])(
    'finds no page in %s',
    (url) => {
      expect(parsePageIndex(url)).toBeNull();
    },
  );

  it('does not mistake other parameters ending in page for page', () => {
    expect(parsePageIndex('/x?homepage=3&y=a')).toBeNull();
  });
});

describe('rlPageOf', () => {
  const base = 'https://tribune.test/en/gallery/x';
  it('reads rl_page from a pagination link, 1 when absent', () => {
    expect(rlPageOf('?rl_page=3', base)).toBe(3);
    expect(rlPageOf('/en/gallery/x', base)).toBe(1);
    expect(rlPageOf('?rl_page=0', base)).toBeNull();
    expect(rlPageOf('?rl_page=2x', base)).toBeNull();
  });
});
