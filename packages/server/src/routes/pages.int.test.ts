import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { SEED_CATEGORIES } from '../db/seed/content/categories.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';

describe.each(testDatabases())('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
  });
  afterAll(() => t.close());

  const LANGS = ['fr', 'en', 'es'] as const;

  describe('pages', () => {
    it('redirects / to the reader’s language, French by default', async () => {
      const spanish = await t.app.inject({
        url: '/',
        headers: { 'accept-language': 'es-ES,es;q=0.9' },
      });
      expect(spanish.statusCode).toBe(302);
      expect(spanish.headers.location).toBe('/es/');
      expect(spanish.headers.vary).toContain('accept-language');
      const nobody = await t.app.inject({ url: '/' });
      expect(nobody.headers.location).toBe('/fr/');
      const german = await t.app.inject({ url: '/', headers: { 'accept-language': 'de' } });
      expect(german.headers.location).toBe('/fr/');
    });

    it.each(LANGS)(
      'serves the %s home page with its language, alternates and hero module',
      async (lang) => {
        const response = await t.app.inject({ url: `/${lang}/` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = response.body;
        expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<link rel="canonical" href="https://tribune.test/${lang}/"/>`);
        for (const other of LANGS) {
          expect(html).toContain(
            `<link rel="alternate" hrefLang="${other}" href="https://tribune.test/${other}/"/>`,
          );
        }
        expect(html).toContain('hrefLang="x-default" href="https://tribune.test/fr/"');
        // The hero module's picture: the page's largest paint, every width in modern formats.
        expect(html).toMatch(/<img[^>]*class="sr7-bg-img"[^>]*fetchPriority="high"/);
        expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]*1902w[^"]*" sizes="100vw"/);
        expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*768w[^"]*1024w[^"]*1902w/);
        expect(html).toContain('href="#main"');
        expect(html).toContain('<main id="main"');
        expect(html).toContain('<footer class="site-footer">');
      },
    );

    it('lists the latest articles on the home page, newest first', async () => {
      const page = (await t.app.inject({ url: '/en/' })).body;
      const html = page.slice(page.indexOf('<main'));
      // The first page of six (the others: listPages.int.test.ts), after the hero module,
      // without the stories the hero itself links to.
      const list = html.slice(html.indexOf('id="latest-heading"'));
      const hero = html.slice(0, html.indexOf('id="latest-heading"'));
      const inHero = (a: (typeof SEED_ARTICLES)[number]) =>
        hero.includes(`/en/article/${a.translations.en.slug}`);
      expect(SEED_ARTICLES.some(inHero)).toBe(true);
      const newest = [...SEED_ARTICLES]
        .filter((a) => !inHero(a))
        .sort((a, b) => a.publishedHoursAgo - b.publishedHoursAgo)
        .slice(0, 6);
      const positions = newest.map((a) => list.indexOf(`/en/article/${a.translations.en.slug}"`));
      expect(positions.every((p) => p > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });

    it.each(
      SEED_ARTICLES.flatMap((article) =>
        LANGS.map((lang) => [lang, article.key, article] as const),
      ),
    )('serves the %s article %s with its translations linked', async (lang, _key, article) => {
      const translation = article.translations[lang];
      const response = await t.app.inject({ url: `/${lang}/article/${translation.slug}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(
        `<link rel="canonical" href="https://tribune.test/${lang}/article/${translation.slug}"/>`,
      );
      for (const other of LANGS) {
        const path = `/${other}/article/${article.translations[other].slug}`;
        expect(html).toContain(`hrefLang="${other}" href="https://tribune.test${path}"`);
      }
      expect(html).toContain(escapeHtml(translation.title));
      expect(html).toMatch(/<h1[^>]*id="article-title"/);
      // The other languages' links, each in its own words ("Lire en English" read as a slip).
      const words = { fr: 'Lire en français', en: 'Read in English', es: 'Leer en español' };
      for (const other of LANGS.filter((l) => l !== lang)) {
        expect(html).toMatch(new RegExp(`hrefLang="${other}" lang="${other}">${words[other]}</a>`));
      }
      expect(html).not.toContain(`>${words[lang]}</a>`);
    });

    it.each(
      SEED_CATEGORIES.flatMap((category) =>
        LANGS.map((lang) => [lang, category.key, category] as const),
      ),
    )('serves the %s category page %s with its own articles only', async (lang, key, category) => {
      const { slug, name } = category.names[lang];
      const response = await t.app.inject({ url: `/${lang}/category/${slug}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(
        `<h1 class="section-heading" id="category-title">${escapeHtml(name)}</h1>`,
      );
      for (const other of LANGS) {
        const href = `https://tribune.test/${other}/category/${category.names[other].slug}`;
        expect(html).toContain(`hrefLang="${other}" href="${href}"`);
      }
      const main = html.slice(html.indexOf('<main'));
      // Its first page: the six newest of its articles (listPages.int.test.ts: the next pages).
      const firstPage = [...SEED_ARTICLES]
        .filter((article) => article.categoryKeys.includes(key))
        .sort((a, b) => a.publishedHoursAgo - b.publishedHoursAgo)
        .slice(0, 6);
      for (const article of SEED_ARTICLES) {
        const listed = main.includes(`/${lang}/article/${article.translations[lang].slug}"`);
        expect(listed, article.key).toBe(firstPage.includes(article));
      }
    });

    it.each([
      ['/fr/category/inconnue', 'fr'],
      ['/de/', 'fr'],
      ['/fr/article/does-not-exist', 'fr'],
      ['/es/article/no-existe', 'es'],
      ['/en/nothing/here', 'en'],
      ['/favicon.ico', 'fr'],
    ])('answers %s with a localized 404 page', async (url, lang) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(`<html lang="${lang}"`);
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    });

    it('finds an article only in its own language', async () => {
      const article = SEED_ARTICLES[0]!;
      const response = await t.app.inject({ url: `/en/article/${article.translations.fr.slug}` });
      expect(response.statusCode).toBe(404);
    });

    it('answers a malformed percent-encoding with 400, not 500', async () => {
      for (const url of ['/fr/article/%E0%A4%A', '/%', '/fr/%zz']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.body.includes('<html lang="fr"'), url).toBe(true);
      }
    });

    it('answers an over-long URL with 400', async () => {
      for (const url of [`/fr/article/${'a'.repeat(600)}`, `/fr/article/x?q=${'a'.repeat(3000)}`]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(400);
        expect(response.body.includes('<html lang="fr"')).toBe(true);
      }
    });

    it('answers JSON to programs', async () => {
      const response = await t.app.inject({
        url: '/api/nope',
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });
  });

  describe('headers', () => {
    it('sends a Content-Security-Policy whose nonce matches the page’s only inline script', async () => {
      const response = await t.app.inject({ url: '/fr/' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
      const second = await t.app.inject({ url: '/fr/' });
      expect(second.headers['content-security-policy']).not.toBe(csp);
    });

    it('compresses pages', async () => {
      const response = await t.app.inject({
        url: '/fr/',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['content-encoding']).toMatch(/br|gzip/);
    });

    it('lets browsers keep hashed assets and media for a year', async () => {
      const html = (await t.app.inject({ url: '/fr/' })).body;
      const css = /href="(\/assets\/site-[^"]+\.css)"/.exec(html)?.[1];
      expect(css).toBeTruthy();
      const asset = await t.app.inject({ url: css! });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const image = /srcSet="(\/media\/[^" ]+)/.exec(html)?.[1];
      const media = await t.app.inject({ url: image! });
      expect(media.statusCode).toBe(200);
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the build’s pre-compressed assets', async () => {
      const html = (await t.app.inject({ url: '/fr/' })).body;
      const script = /src="(\/assets\/islands-[^"]+\.js)"/.exec(html)?.[1];
      const brotli = await t.app.inject({ url: script!, headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(Number(brotli.headers['content-length'])).toBeLessThan(70_000);
      const plain = await t.app.inject({ url: script! });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toContain('javascript');
    });

    it('does not serve the build manifest', async () => {
      const response = await t.app.inject({ url: '/.vite/manifest.json' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('islands', () => {
    it('loads the islands script on pages that have one, with the island chunk preloaded', async () => {
      const html = (await t.app.inject({ url: '/fr/' })).body;
      expect(html).toMatch(/<script src="\/assets\/islands-[^"]+\.js" type="module" async=""/);
      expect(html).toMatch(
        /<link rel="modulepreload"[^>]*href="\/assets\/SiteHeader\.island-[^"]+\.js"/,
      );
      expect(html).toContain('data-island="SiteHeader"');
    });
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
