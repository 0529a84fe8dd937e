import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { SEED_CATEGORIES } from '../db/seed/content/categories.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import { HOME_SECTION_ARTICLE_COUNT, HOME_SECTION_KEYS } from './homeSections.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LANGS = ['fr', 'en', 'es'] as const;

/** The HTML of one section block of the home. */
function sectionBlock(html: string, key: string): string {
  const start = html.indexOf(`data-section="${key}"`);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</section>', start));
}

describe('the home’s section blocks', () => {
  it.each(LANGS)(
    'give each main section in %s its heading linking to it and its latest articles',
    async (lang) => {
      const html = (await t.app.inject({ url: `/${lang}/` })).body;
      for (const key of HOME_SECTION_KEYS) {
        const block = sectionBlock(html, key);
        const { name, slug } = SEED_CATEGORIES.find((c) => c.key === key)!.names[lang];
        expect(block, key).toMatch(
          new RegExp(
            `<h2[^>]*><a href="/${lang}/category/${slug}">${escapeRegExp(escapeHtml(name))}</a></h2>`,
          ),
        );
        const expected = SEED_ARTICLES.filter((a) => a.categoryKeys.includes(key))
          .sort((a, b) => a.publishedHoursAgo - b.publishedHoursAgo)
          .slice(0, HOME_SECTION_ARTICLE_COUNT)
          .map((a) => `/${lang}/article/${a.translations[lang].slug}`);
        const linked = [...block.matchAll(/<li[^>]*>.*?<a href="([^"]+)"/gs)].map((m) => m[1]);
        expect(linked, key).toEqual(expected);
        expect(expected.length, key).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('are plain HTML whose pictures load lazily, one a block, and only on the first page', async () => {
    const html = (await t.app.inject({ url: '/fr/' })).body;
    const blocks = HOME_SECTION_KEYS.map((key) => sectionBlock(html, key));
    for (const block of blocks) {
      const images = block.match(/<img [^>]*>/g) ?? [];
      expect(images).toHaveLength(1);
      expect(images[0]).toContain('loading="lazy"');
      expect(images[0]).not.toContain('fetchPriority="high"');
      expect(block).not.toContain('data-island');
      expect(block).toContain('Toute la rubrique');
    }
    const second = (await t.app.inject({ url: '/fr/?page=2' })).body;
    expect(second).not.toContain('home-sections');
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#x27;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
