import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';
import { addYouTubeVideo, TEST_YOUTUBE_ID } from '../test-support/youtubeExample.js';

const SITE = 'https://tribune.test';
const NEWEST = [...SEED_ARTICLES].sort((a, b) => a.publishedHoursAgo - b.publishedHoursAgo);
const derby = SEED_ARTICLES.find((article) => article.key === 'valmont-rivemont-derby')!;
const withYouTube = SEED_ARTICLES.find((article) => article.key === 'kingsbridge-european-night')!;

/** The article links of the "read next" section, in order. */
function relatedSlugs(html: string): string[] {
  const section = /<section class="related".*?<\/section>/s.exec(html)?.[0] ?? '';
  const hrefs = [...section.matchAll(/href="\/en\/article\/([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(hrefs)];
}

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string[] {
  return [
    ...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`, 'g')),
  ].map((match) => match[1]!);
}

describe.each(testDatabases())('article pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
    await addYouTubeVideo(t.app.database.db, withYouTube.key, withYouTube.images[0]!.key);
  });
  afterAll(() => t.close());

  it.each(SEED_ARTICLES.map((article) => [article.key, article] as const))(
    '%s suggests three articles: its sections’ newest first, then the newest others',
    async (_key, article) => {
      const html = (await t.app.inject({ url: `/en/article/${article.translations.en.slug}` }))
        .body;
      const others = NEWEST.filter((other) => other !== article);
      const shares = (other: (typeof others)[number]) =>
        other.categoryKeys.some((key) => article.categoryKeys.includes(key));
      const expected = [...others.filter(shares), ...others.filter((o) => !shares(o))]
        .slice(0, 3)
        .map((other) => other.translations.en.slug);
      expect(relatedSlugs(html)).toEqual(expected);
      expect(html).toContain('<h2 class="related__heading" id="related-heading">Read next</h2>');
    },
  );

  it('describes the article for link previews and search engines', async () => {
    const translation = derby.translations.fr;
    const url = `${SITE}/fr/article/${translation.slug}`;
    const html = (await t.app.inject({ url: `/fr/article/${translation.slug}` })).body;
    expect(metaContent(html, 'og:type')).toEqual(['article']);
    expect(metaContent(html, 'og:url')).toEqual([url]);
    expect(metaContent(html, 'og:locale')).toEqual(['fr_FR']);
    expect(metaContent(html, 'og:locale:alternate').sort()).toEqual(['en_GB', 'es_ES']);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    const [image] = metaContent(html, 'og:image');
    expect(image).toMatch(/^https:\/\/tribune\.test\/media\/.+\.jpg$/);
    expect(metaContent(html, 'og:image:width')).toEqual(['1902']);

    const [data, ...rest] = jsonLd(html);
    expect(rest).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: translation.title,
      inLanguage: 'fr-FR',
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      image: [{ '@type': 'ImageObject', url: image, width: 1902 }],
      author: [{ '@type': 'Person' }],
      publisher: {
        '@type': 'Organization',
        name: 'Tribune',
        logo: { url: `${SITE}/tribune-logo.png`, width: 512, height: 512 },
      },
      articleSection: ['Football français'],
    });
    expect(Date.parse(String(data!.datePublished))).not.toBeNaN();

    // The pictures those tags name are served.
    const media = await t.app.inject({ url: image!.slice(SITE.length) });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    const logo = await t.app.inject({ url: '/tribune-logo.png' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('links the language’s RSS feed from every page', async () => {
    for (const url of [
      '/es/',
      `/es/article/${derby.translations.es.slug}`,
      '/es/category/europa',
    ]) {
      const html = (await t.app.inject({ url })).body;
      expect(html, url).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Tribune: últimos artículos" href="/es/feed.xml"/>',
      );
    }
  });

  it('describes the home as a web site and a section as a collection of its articles', async () => {
    const home = jsonLd((await t.app.inject({ url: '/en/' })).body);
    expect(home).toMatchObject([{ '@type': 'WebSite', url: `${SITE}/en/`, inLanguage: 'en-GB' }]);
    const section = jsonLd((await t.app.inject({ url: '/en/category/transfers' })).body);
    expect(section).toMatchObject([
      {
        '@type': 'CollectionPage',
        name: 'Transfers: all articles – Tribune',
        url: `${SITE}/en/category/transfers`,
        mainEntity: { '@type': 'ItemList' },
      },
    ]);
    const items = (section[0]!.mainEntity as { itemListElement: Array<{ url: string }> })
      .itemListElement;
    expect(items.map((item) => item.url)).toEqual(
      NEWEST.filter((a) => a.categoryKeys.includes('transfers')).map(
        (a) => `${SITE}/en/article/${a.translations.en.slug}`,
      ),
    );
  });

  it('describes a gallery as an image gallery and links its pages in order', async () => {
    const base = `${SITE}/en/gallery/derby-day-in-valmont`;
    const first = (await t.app.inject({ url: '/en/gallery/derby-day-in-valmont' })).body;
    expect(jsonLd(first)).toMatchObject([{ '@type': 'ImageGallery', url: base }]);
    expect(first).toContain(`<link rel="next" href="${base}?rl_page=2"/>`);
    expect(first).not.toContain('<link rel="prev"');
    const second = (await t.app.inject({ url: '/en/gallery/derby-day-in-valmont?rl_page=2' })).body;
    expect(second).toContain(`<link rel="prev" href="${base}"/>`);
    expect(second).toContain(`<link rel="next" href="${base}?rl_page=3"/>`);
  });

  it('gives 404 pages no previews and no structured data', async () => {
    const html = (await t.app.inject({ url: '/en/article/nothing' })).body;
    expect(metaContent(html, 'og:title')).toEqual([]);
    expect(jsonLd(html)).toEqual([]);
  });

  it('shows an article’s YouTube video as a still and a play button, loading nothing from YouTube', async () => {
    const response = await t.app.inject({ url: `/fr/article/${withYouTube.translations.fr.slug}` });
    const html = response.body;
    const island = /<div class="island" data-island="LazyVideo".*?<\/figure>/s.exec(html)?.[0];
    expect(island).toBeTruthy();
    expect(island).toContain('data-island-load="visible"');
    expect(island).toContain('<span class="video-embed__label">Lire la vidéo Youtube</span>');
    expect(island).toMatch(/<img[^>]*class="video-embed__poster"[^>]*src="\/media\//);
    expect(island).toContain(`href="https://www.youtube.com/watch?v=${TEST_YOUTUBE_ID}"`);
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/src="https:\/\/[^"]*youtube/);
    expect(String(response.headers['content-security-policy'])).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com",
    );
  });
  it.each([
    ['fr', 'Le but de Lucas Ferrandi (88e) en animation'],
    ['en', 'Lucas Ferrandi’s goal (88th minute), animated'],
    ['es', 'El gol de Lucas Ferrandi (minuto 88), en animación'],
  ] as const)(
    'shows the derby’s film in %s: the site’s own, fetched only on play',
    async (lang, title) => {
      const html = (
        await t.app.inject({ url: `/${lang}/article/${derby.translations[lang].slug}` })
      ).body;
      const figure = /<figure class="article-figure article-film">.*?<\/figure>/s.exec(html)?.[0];
      expect(figure).toBeTruthy();
      expect(figure).toMatch(
        /<video[^>]*preload="none"[^>]*poster="\/video\/tribune-demo-poster.jpg"/,
      );
      expect(figure).toContain(`aria-label="${title.replace(/'/g, '&#x27;')}"`);
      expect(figure).toContain('<source src="/video/tribune-demo.webm" type="video/webm"/>');
      expect(figure).toContain('<figcaption>');
      // No one else's film passed off as the derby's, and nothing from YouTube.
      expect(html).not.toMatch(/Big Buck Bunny|youtube/i);
    },
  );
});

describe('text that looks like markup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('cannot leave the JSON-LD block or the meta tags', async () => {
    const title = 'Un titre </script><script>alert(1)</script> & "guillemets" <!-- fin';
    const excerpt = 'Résumé </SCRIPT > et \u2028 fin';
    await t.app.database.db
      .updateTable('articleTranslations')
      .set({ title, excerpt })
      .where('slug', '=', derby.translations.fr.slug)
      .execute();
    const html = (await t.app.inject({ url: `/fr/article/${derby.translations.fr.slug}` })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert(1)');
    expect(head.toLowerCase()).not.toMatch(/<\/script\s*>\s*<script>/);
    expect(head).not.toContain('<!-- fin');
    const [data] = jsonLd(html);
    expect(data).toMatchObject({ '@type': 'NewsArticle', headline: title, description: excerpt });
    expect(metaContent(html, 'og:title')).toEqual([
      'Un titre &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;guillemets&quot; &lt;!-- fin',
    ]);
  });
});
