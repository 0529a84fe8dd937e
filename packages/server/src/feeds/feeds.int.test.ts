import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { SEED_CATEGORIES } from '../db/seed/content/categories.js';
import { SEED_GALLERIES } from '../db/seed/content/galleries.js';
import { DEMO_SLIDER_ALIASES } from '../db/seed/content/sliders/index.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';
import { FEED_ITEM_COUNT } from './rss.js';

const SITE = 'https://tribune.test';
const LANGS = ['fr', 'en', 'es'] as const;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const { DOMParser } = new JSDOM('').window;

/** Parses a feed as a strict XML reader would; a malformed document fails the test. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

function texts(doc: Document | Element, ns: string | null, name: string): string[] {
  const found = ns ? doc.getElementsByTagNameNS(ns, name) : doc.getElementsByTagName(name);
  return [...found].map((el) => el.textContent ?? '');
}

/** Each sitemap `<url>`: its address and its hreflang alternates. */
function sitemapUrls(doc: Document) {
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: texts(url, SITEMAP_NS, 'loc')[0]!,
    lastmod: texts(url, SITEMAP_NS, 'lastmod')[0] ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

describe.each(testDatabases())('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
  });
  afterAll(() => t.close());

  it('serves robots.txt that points at the sitemap index and keeps crawlers off the APIs', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /*?replytocom=');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('serves a sitemap index of one sitemap per language', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const doc = parseXml(response.body);
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(texts(doc, SITEMAP_NS, 'loc')).toEqual(
      LANGS.map((lang) => `${SITE}/${lang}/sitemap.xml`),
    );
    for (const lastmod of texts(doc, SITEMAP_NS, 'lastmod')) {
      expect(Date.parse(lastmod)).not.toBeNaN();
    }
  });

  it.each(LANGS)(
    'lists every %s page in its sitemap, each with all its language versions',
    async (lang) => {
      const response = await t.app.inject({ url: `/${lang}/sitemap.xml` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const urls = sitemapUrls(parseXml(response.body));
      const paths = (kind: string, slug: Record<(typeof LANGS)[number], string>) =>
        Object.fromEntries(LANGS.map((code) => [code, `${SITE}/${code}/${kind}/${slug[code]}`]));
      const expected = [
        Object.fromEntries(LANGS.map((code) => [code, `${SITE}/${code}/`])),
        ...SEED_ARTICLES.map((a) =>
          paths('article', {
            fr: a.translations.fr.slug,
            en: a.translations.en.slug,
            es: a.translations.es.slug,
          }),
        ),
        ...SEED_CATEGORIES.map((c) =>
          paths('category', { fr: c.names.fr.slug, en: c.names.en.slug, es: c.names.es.slug }),
        ),
        ...SEED_GALLERIES.map((g) =>
          paths('gallery', { fr: g.text.fr.slug, en: g.text.en.slug, es: g.text.es.slug }),
        ),
        // The slider demo pages: the index and one page per `demo-` module.
        Object.fromEntries(LANGS.map((code) => [code, `${SITE}/${code}/demo/slider`])),
        ...DEMO_SLIDER_ALIASES.filter((alias) => alias.startsWith('demo-')).map((alias) =>
          paths('demo/slider', { fr: alias, en: alias, es: alias }),
        ),
      ];
      expect(urls.map((url) => url.loc).sort()).toEqual(expected.map((set) => set[lang]).sort());
      for (const url of urls) {
        const set = expected.find((candidate) => candidate[lang] === url.loc)!;
        expect(url.alternates, url.loc).toEqual({ ...set, 'x-default': set.fr });
      }
      // Every address answers: nothing in a sitemap may be a 404.
      for (const url of urls) {
        const page = await t.app.inject({ url: url.loc.slice(SITE.length) });
        expect(page.statusCode, url.loc).toBe(200);
      }
      const article = urls.find((url) => url.loc.includes('/article/'))!;
      expect(article.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    },
  );

  it.each(LANGS)('serves the %s RSS feed of the newest articles', async (lang) => {
    const response = await t.app.inject({ url: `/${lang}/feed.xml` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const doc = parseXml(response.body);
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(texts(channel, null, 'language')[0]).toMatch(new RegExp(`^${lang}-`));
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect(self.getAttribute('href')).toBe(`${SITE}/${lang}/feed.xml`);
    expect(self.getAttribute('rel')).toBe('self');

    const items = [...channel.getElementsByTagName('item')];
    // The newest FEED_ITEM_COUNT of the demo's articles.
    const newest = [...SEED_ARTICLES]
      .sort((a, b) => a.publishedHoursAgo - b.publishedHoursAgo)
      .slice(0, FEED_ITEM_COUNT);
    expect(SEED_ARTICLES.length).toBeGreaterThan(FEED_ITEM_COUNT);
    expect(items.map((item) => texts(item, null, 'link')[0])).toEqual(
      newest.map((a) => `${SITE}/${lang}/article/${a.translations[lang].slug}`),
    );
    const first = items[0]!;
    expect(texts(first, null, 'title')[0]).toBe(newest[0]!.translations[lang].title);
    expect(texts(first, null, 'guid')[0]).toBe(texts(first, null, 'link')[0]);
    // RFC 822 dates, as RSS 2.0 wants.
    expect(texts(first, null, 'pubDate')[0]).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT$/,
    );
    const enclosure = first.getElementsByTagName('enclosure')[0]!;
    expect(enclosure.getAttribute('type')).toBe('image/jpeg');
    const picture = await t.app.inject({ url: enclosure.getAttribute('url')!.slice(SITE.length) });
    expect(picture.statusCode).toBe(200);
    expect(Number(enclosure.getAttribute('length'))).toBe(picture.rawPayload.length);
  });

  it.each(['/de/sitemap.xml', '/de/feed.xml', '/xx/feed.xml'])(
    'answers %s (no such language) with the 404 page',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );
});

describe('text that needs escaping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps feeds well-formed whatever a title holds, and drops characters XML cannot carry', async () => {
    const article = SEED_ARTICLES.find((a) => a.key === 'valmont-rivemont-derby')!;
    const title = 'Fish & <Chips> "quoted" \'single\' ]]> \u0001end 😀';
    await t.app.database.db
      .updateTable('articleTranslations')
      .set({ title, excerpt: '<b>bold</b> & co' })
      .where('slug', '=', article.translations.en.slug)
      .execute();
    const category = 'Cats & <Dogs>';
    await t.app.database.db
      .updateTable('categoryTranslations')
      .set({ name: category, slug: 'cats-&-dogs' })
      .where('slug', '=', 'french-football')
      .execute();

    const feed = parseXml((await t.app.inject({ url: '/en/feed.xml' })).body);
    const item = [...feed.getElementsByTagName('item')].find((candidate) =>
      texts(candidate, null, 'link')[0]!.endsWith(article.translations.en.slug),
    )!;
    expect(texts(item, null, 'title')[0]).toBe(title.replace('\u0001', ''));
    expect(texts(item, null, 'description')[0]).toBe('<b>bold</b> & co');
    expect(texts(item, null, 'category')).toContain(category);

    const sitemap = sitemapUrls(parseXml((await t.app.inject({ url: '/en/sitemap.xml' })).body));
    const section = sitemap.find((url) => url.loc.includes('/category/cats'));
    expect(section?.loc).toBe(`${SITE}/en/category/cats-%26-dogs`);
  });
});
