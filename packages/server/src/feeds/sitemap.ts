import { DEFAULT_LANG, LANGUAGES, type Lang } from '@tribune/site';
import { galleryPath } from '../galleries/galleryPaths.js';
import { articlePath, categoryPath } from '../pages/articleSummaries.js';
import type { SiteContext } from '../pages/siteContext.js';
import { demoSitemapEntries } from '../sliderDemos/demoSitemap.js';
import {
  categoryEntries,
  galleryEntries,
  lastArticleChange,
  publishedArticleEntries,
  type TranslatedEntry,
} from './feedQueries.js';
import { element, escapeXml, XML_DECLARATION } from './xml.js';

/** One `<url>`: its address, last change and the same page in other languages. */
export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  /** Every language version, this one included (Google wants the full set on each URL). */
  alternates: Array<{ hreflang: string; href: string }>;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A `<urlset>` with `xhtml:link` alternates. The protocol allows 50,000 URLs per file; the site is
 * far from that, and a per-language file keeps each one a fraction of it.
 */
export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls.map((url) =>
    [
      '<url>',
      element('loc', url.loc),
      url.lastmod ? element('lastmod', url.lastmod) : '',
      ...url.alternates.map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
      ),
      '</url>',
    ].join(''),
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` of the per-language sitemaps. */
export function sitemapIndexXml(sitemaps: Array<{ loc: string; lastmod: string | null }>): string {
  const body = sitemaps.map(
    (s) =>
      `<sitemap>${element('loc', s.loc)}${s.lastmod ? element('lastmod', s.lastmod) : ''}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body.join('\n')}\n</sitemapindex>\n`;
}

/** The alternates of a page that exists at `paths` (by language), with x-default. */
function alternatesOf(
  siteUrl: string,
  paths: Partial<Record<Lang, string>>,
): SitemapUrl['alternates'] {
  const own = LANGUAGES.filter((code) => paths[code] !== undefined).map((code) => ({
    hreflang: code,
    href: siteUrl + paths[code],
  }));
  // The same x-default as the pages' own <head>: French, else the first language there is.
  const fallback = paths[DEFAULT_LANG] ?? paths[LANGUAGES.find((code) => paths[code])!];
  return fallback ? [...own, { hreflang: 'x-default', href: siteUrl + fallback }] : own;
}

function entryUrls(
  siteUrl: string,
  lang: Lang,
  entries: TranslatedEntry[],
  pathOf: (lang: Lang, slug: string) => string,
): SitemapUrl[] {
  return entries.flatMap((entry) => {
    const slug = entry.slugs[lang];
    if (slug === undefined) return [];
    const paths: Partial<Record<Lang, string>> = {};
    for (const code of LANGUAGES) {
      const other = entry.slugs[code];
      if (other !== undefined) paths[code] = pathOf(code, other);
    }
    return [
      {
        loc: siteUrl + pathOf(lang, slug),
        lastmod: entry.lastModified,
        alternates: alternatesOf(siteUrl, paths),
      },
    ];
  });
}

/**
 * Everything a search engine may index in one language: home, articles, sections, galleries,
 * the slider demo pages.
 */
export async function languageSitemapUrls(context: SiteContext, lang: Lang): Promise<SitemapUrl[]> {
  const { db, siteUrl } = context;
  const [home, articles, categories, galleries, demos] = await Promise.all([
    lastArticleChange(db, lang),
    publishedArticleEntries(db),
    categoryEntries(db),
    galleryEntries(db),
    demoSitemapEntries(context),
  ]);
  const homes = Object.fromEntries(LANGUAGES.map((code) => [code, `/${code}/`]));
  return [
    { loc: `${siteUrl}/${lang}/`, lastmod: home, alternates: alternatesOf(siteUrl, homes) },
    ...entryUrls(siteUrl, lang, articles, articlePath),
    ...entryUrls(siteUrl, lang, categories, categoryPath),
    ...entryUrls(siteUrl, lang, galleries, galleryPath),
    ...demos.map((demo) => ({
      loc: siteUrl + demo.paths[lang],
      lastmod: demo.lastmod,
      alternates: alternatesOf(siteUrl, demo.paths),
    })),
  ];
}

export function sitemapPath(lang: Lang): string {
  return `/${lang}/sitemap.xml`;
}

/** The sitemap index: one sitemap per language, dated by the newest change it lists. */
export async function sitemapIndexEntries(
  context: SiteContext,
): Promise<Array<{ loc: string; lastmod: string | null }>> {
  return Promise.all(
    LANGUAGES.map(async (lang) => {
      const dates = (await languageSitemapUrls(context, lang)).flatMap((url) =>
        url.lastmod ? [url.lastmod] : [],
      );
      // ISO-8601 UTC timestamps sort as text.
      const newest = dates.sort().at(-1) ?? null;
      return { loc: context.siteUrl + sitemapPath(lang), lastmod: newest };
    }),
  );
}
