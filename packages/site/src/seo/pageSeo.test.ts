import { describe, expect, it } from 'vitest';
import { en } from '../i18n/dictionaries/en.js';
import type {
  ArticleSummary,
  CategoryPageModel,
  ChromeModel,
  HomePageModel,
  PageMeta,
} from '../model/pages.js';
import { pageSeo } from './pageSeo.js';

const chrome: ChromeModel = { menu: [], languages: [], currentPath: '/en/', mapTiles: null };
const head = { title: 'Page title', description: 'What the page is about' };

function meta(path: string, extra: Partial<PageMeta> = {}): PageMeta {
  return {
    lang: 'en',
    canonical: `https://tribune.test${path}`,
    alternates: [
      { lang: 'fr', href: `https://tribune.test/fr${path.slice(3)}` },
      { lang: 'en', href: `https://tribune.test${path}` },
    ],
    timeZone: 'Europe/Paris',
    ...extra,
  };
}

function summary(slug: string): ArticleSummary {
  return {
    title: slug,
    excerpt: '',
    href: `/en/article/${slug}`,
    publishedAt: '2026-01-01T10:00:00.000Z',
    author: 'A. Writer',
    categories: [],
    image: null,
  };
}

function home(page: number, extra: Partial<PageMeta> = {}): HomePageModel {
  return {
    kind: 'home',
    meta: meta(page === 1 ? '/en/' : `/en/?page=${page}`, extra),
    chrome,
    hero: null,
    latest: [summary('one'), summary('two')],
    pagination: { page, pageCount: 2, previous: null, next: null, pages: [] },
    video: null,
    liveScore: null,
    extras: null,
    sections: [],
  };
}

const tag = (seo: ReturnType<typeof pageSeo>, key: string) =>
  seo.meta.filter((m) => ('property' in m ? m.property : m.name) === key).map((m) => m.content);

describe('pageSeo', () => {
  it('describes the first page of the home as the web site', () => {
    const seo = pageSeo(home(1), en, head);
    expect(seo.jsonLd).toMatchObject([
      {
        '@type': 'WebSite',
        url: 'https://tribune.test/en/',
        publisher: { logo: { url: 'https://tribune.test/tribune-logo.png' } },
      },
    ]);
    expect(tag(seo, 'og:type')).toEqual(['website']);
    expect(tag(seo, 'og:locale')).toEqual(['en_GB']);
    expect(tag(seo, 'og:locale:alternate')).toEqual(['fr_FR']);
    expect(seo.feed).toEqual({ href: '/en/feed.xml', title: 'Tribune: latest articles' });
  });

  it('describes later pages of a list as a collection of the articles they show', () => {
    const seo = pageSeo(home(2), en, head);
    expect(seo.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'CollectionPage',
        name: 'Page title',
        url: 'https://tribune.test/en/?page=2',
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: 'https://tribune.test/en/article/one' },
            { '@type': 'ListItem', position: 2, url: 'https://tribune.test/en/article/two' },
          ],
        },
      }),
    ]);
    const section: CategoryPageModel = {
      kind: 'category',
      meta: meta('/en/category/europe'),
      chrome,
      category: { name: 'Europe' },
      articles: [],
      pagination: { page: 1, pageCount: 1, previous: null, next: null, pages: [] },
    };
    const empty = pageSeo(section, en, head).jsonLd[0];
    expect(empty).toMatchObject({ '@type': 'CollectionPage' });
    expect(empty).not.toHaveProperty('mainEntity');
  });

  it('uses a small card without a picture, and a large one with it', () => {
    expect(tag(pageSeo(home(1), en, head), 'twitter:card')).toEqual(['summary']);
    expect(tag(pageSeo(home(1), en, head), 'og:image')).toEqual([]);
    const shareImage = {
      url: 'https://tribune.test/media/a-1902w.jpg',
      width: 1902,
      height: 1070,
      type: 'image/jpeg' as const,
      alt: 'A stadium at night',
    };
    const seo = pageSeo(home(1, { shareImage }), en, head);
    expect(tag(seo, 'twitter:card')).toEqual(['summary_large_image']);
    expect(tag(seo, 'og:image')).toEqual([shareImage.url]);
    expect(tag(seo, 'og:image:alt')).toEqual([shareImage.alt]);
    expect(tag(seo, 'twitter:image')).toEqual([shareImage.url]);
  });

  it('gives pages search engines must not index no previews and no structured data', () => {
    const seo = pageSeo(
      { kind: 'not-found', meta: meta('/en/', { noindex: true }), chrome },
      en,
      head,
    );
    expect(seo.meta).toEqual([]);
    expect(seo.jsonLd).toEqual([]);
  });
});
