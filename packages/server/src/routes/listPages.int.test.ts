import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';

const SITE = 'https://tribune.test';
const LANGS = ['fr', 'en', 'es'] as const;
/** The demo's articles, newest first. */
const NEWEST = [...SEED_ARTICLES].sort((a, b) => a.publishedHoursAgo - b.publishedHoursAgo);
/** The home's pages: every article but the hero's story, six a page. */
const HOME_PAGES = Math.ceil((NEWEST.length - 1) / 6);

/** The articles of a page's list of cards, in order (the hero, section blocks and rankings left out). */
function listedCards(html: string, lang: string): string[] {
  const cards = [...html.matchAll(/<article class="article-card".*?<\/article>/gs)];
  return listedArticles(cards.map((card) => card[0]).join(''), lang, false);
}

/** The article links of a page's main content, in order (related cards and menus left out). */
function listedArticles(html: string, lang: string, inMain = true): string[] {
  const main = inMain ? html.slice(html.indexOf('<main'), html.indexOf('</main>')) : html;
  const hrefs = [...main.matchAll(new RegExp(`href="/${lang}/article/([^"#?]+)"`, 'g'))].map(
    (match) => decodeURIComponent(match[1]!),
  );
  return [...new Set(hrefs)];
}

function linkRel(html: string, rel: string): string | null {
  return new RegExp(`<link rel="${rel}" href="([^"]+)"/>`).exec(html)?.[1] ?? null;
}

describe.each(testDatabases())('home pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
  });
  afterAll(() => t.close());

  it.each(LANGS)(
    'lists every %s article once, newest first, over several pages, the hero’s story in the hero only',
    async (lang) => {
      expect(HOME_PAGES).toBe(6);
      const pages = [];
      for (let n = 1; n <= HOME_PAGES; n += 1) {
        const response = await t.app.inject({ url: n === 1 ? `/${lang}/` : `/${lang}/?page=${n}` });
        expect(response.statusCode).toBe(200);
        pages.push(response.body);
      }
      const listed = pages.flatMap((body) => listedCards(body, lang));
      // The hero module links to the newest story; the cards list all the others, newest first.
      expect(listed).toEqual(NEWEST.slice(1).map((article) => article.translations[lang].slug));
      const heroStory = NEWEST[0]!.translations[lang].slug;
      expect(pages[0]).toContain(`/${lang}/article/${heroStory}`);
      expect(pages.map((body) => body.match(/class="article-card"/g)?.length)).toEqual([
        6, 6, 6, 6, 6, 3,
      ]);
      const past = await t.app.inject({ url: `/${lang}/?page=${HOME_PAGES + 1}` });
      expect(past.statusCode).toBe(404);
    },
  );

  it('gives each page its own canonical URL, rel prev/next and hreflang alternates', async () => {
    const first = (await t.app.inject({ url: '/en/' })).body;
    expect(linkRel(first, 'canonical')).toBe(`${SITE}/en/`);
    expect(linkRel(first, 'prev')).toBeNull();
    expect(linkRel(first, 'next')).toBe(`${SITE}/en/?page=2`);

    const second = (await t.app.inject({ url: '/en/?page=2' })).body;
    expect(linkRel(second, 'canonical')).toBe(`${SITE}/en/?page=2`);
    expect(linkRel(second, 'prev')).toBe(`${SITE}/en/`);
    expect(linkRel(second, 'next')).toBe(`${SITE}/en/?page=3`);
    const last = (await t.app.inject({ url: `/en/?page=${HOME_PAGES}` })).body;
    expect(linkRel(last, 'next')).toBeNull();
    for (const lang of LANGS) {
      expect(second).toContain(`hrefLang="${lang}" href="${SITE}/${lang}/?page=2"`);
    }
    expect(second).toContain(`hrefLang="x-default" href="${SITE}/fr/?page=2"`);
    expect(second).toContain('<title>Tribune: football news – page 2</title>');
  });

  it('keeps the hero module, the video panel and the live score for the first page', async () => {
    const first = (await t.app.inject({ url: '/fr/' })).body;
    const second = (await t.app.inject({ url: '/fr/?page=2' })).body;
    expect(first).toContain('class="home-hero');
    expect(first).toContain('data-alias="home-hero"');
    expect(second).not.toContain('class="home-hero');
    expect(first).toContain('data-island="LiveScore"');
    expect(second).not.toContain('data-island="LiveScore"');
    expect(second).not.toContain('data-island="VideoPanel"');
    expect(second).toContain(`Page 2 sur ${HOME_PAGES}`);
  });

  it('draws numbered links: the current page marked, previous and next with their rel', async () => {
    const first = (await t.app.inject({ url: '/fr/' })).body;
    const nav = /<nav class="pagination" aria-label="Pages">.*?<\/nav>/s.exec(first)?.[0] ?? '';
    expect(nav).toContain('href="/fr/" aria-label="Page 1" aria-current="page">1</a>');
    expect(nav).toContain('href="/fr/?page=2" aria-label="Page 2">2</a>');
    expect(nav).toMatch(/href="\/fr\/\?page=2" rel="next">Page suivante/);
    expect(nav).not.toContain('rel="prev"');
    const second = (await t.app.inject({ url: '/fr/?page=2' })).body;
    expect(second).toMatch(/href="\/fr\/" rel="prev">.*Page précédente/s);
  });

  it('sends ?page=1 to the list’s own address', async () => {
    const response = await t.app.inject({ url: '/es/?page=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/es/');
  });

  it.each([
    ['page 0', '/fr/?page=0'],
    ['a page past the last', '/fr/?page=7'],
    ['a far page', '/fr/?page=999999'],
    ['seven digits', '/fr/?page=1000000'],
    ['a word', '/fr/?page=deux'],
    ['a negative page', '/fr/?page=-1'],
    ['a leading zero', '/fr/?page=02'],
    ['a fraction', '/fr/?page=1.5'],
    ['an empty page', '/fr/?page='],
    ['two pages at once', '/fr/?page=2&page=2'],
  ])('answers %s with the localized 404 page', async (_name, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('category pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('splits a long section into pages, newest first, each with its own canonical', async () => {
    const first = await t.app.inject({ url: '/es/category/europa' });
    const second = await t.app.inject({ url: '/es/category/europa?page=2' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const listed = [...listedArticles(first.body, 'es'), ...listedArticles(second.body, 'es')];
    // Europe holds eight of the demo's articles: six, then two.
    const europe = NEWEST.filter((article) => article.categoryKeys.includes('europe'));
    expect(europe).toHaveLength(8);
    expect(listed).toEqual(europe.map((article) => article.translations.es.slug));
    expect(linkRel(second.body, 'canonical')).toBe(`${SITE}/es/category/europa?page=2`);
    expect(linkRel(second.body, 'prev')).toBe(`${SITE}/es/category/europa`);
    expect(linkRel(first.body, 'next')).toBe(`${SITE}/es/category/europa?page=2`);
    expect(second.body).toContain(`hrefLang="en" href="${SITE}/en/category/europe?page=2"`);
    expect(second.body).toContain(
      '<title>Europa: todos los artículos – página 2 – Tribune</title>',
    );
    expect(second.body).toContain('Página 2 de 2');
  });

  it('sends ?page=1 to the section’s own address, after checking the section exists', async () => {
    const response = await t.app.inject({ url: '/en/category/europe?page=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/category/europe');
    expect((await t.app.inject({ url: '/en/category/nowhere?page=1' })).statusCode).toBe(404);
  });

  it.each([
    '/en/category/europe?page=0',
    '/en/category/europe?page=3',
    '/en/category/europe?page=two',
    '/en/category/europe?page=%32%30',
    '/en/category/interviews?page=2',
  ])('answers %s with a 404', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="en"');
  });

  it('shows no pagination on a section with a single page', async () => {
    const html = (await t.app.inject({ url: '/en/category/interviews' })).body;
    expect(html).not.toContain('class="pagination"');
    expect(linkRel(html, 'next')).toBeNull();
  });
});
