import type { Dictionary } from '../i18n/index.js';
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js';
import type { ArticlePageModel, PageMeta, PageModel } from '../model/pages.js';

/** The site's logo for search engines and link previews (a raster file, as Google asks). */
export const LOGO = { path: '/tribune-logo.png', width: 512, height: 512 };

/** One `<meta>`: OpenGraph uses `property`, Twitter cards use `name`. */
export type SeoMetaTag = { property: string; content: string } | { name: string; content: string };

/** What a page tells link previews, feed readers and search engines beyond its title. */
export interface PageSeo {
  meta: SeoMetaTag[];
  /** Schema.org objects, each its own `<script type="application/ld+json">`. */
  jsonLd: Array<Record<string, unknown>>;
  /** The language's RSS feed (`<link rel="alternate" type="application/rss+xml">`). */
  feed: { href: string; title: string } | null;
}

/** `fr-FR` → `fr_FR`, OpenGraph's spelling. */
function ogLocale(lang: Lang): string {
  return LANGUAGE_INFO[lang].locale.replace('-', '_');
}

function origin(meta: PageMeta): string {
  return new URL(meta.canonical).origin;
}

function publisher(meta: PageMeta, t: Dictionary): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: t.site.name,
    url: `${origin(meta)}/`,
    logo: {
      '@type': 'ImageObject',
      url: origin(meta) + LOGO.path,
      width: LOGO.width,
      height: LOGO.height,
    },
  };
}

function articleJsonLd(page: ArticlePageModel, t: Dictionary): Record<string, unknown> {
  const { article, meta } = page;
  const image = meta.shareImage;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    ...(image
      ? {
          image: [
            { '@type': 'ImageObject', url: image.url, width: image.width, height: image.height },
          ],
        }
      : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: [{ '@type': 'Person', name: article.author }],
    publisher: publisher(meta, t),
    inLanguage: LANGUAGE_INFO[meta.lang].locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': meta.canonical },
    url: meta.canonical,
    ...(article.categories.length > 0
      ? { articleSection: article.categories.map((category) => category.name) }
      : {}),
  };
}

function webSiteJsonLd(meta: PageMeta, t: Dictionary): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: t.site.name,
    url: meta.canonical,
    description: t.site.description,
    inLanguage: LANGUAGE_INFO[meta.lang].locale,
    publisher: publisher(meta, t),
  };
}

/** A page that lists other pages: the home's later pages, a section, a gallery, the demos. */
function collectionJsonLd(
  type: 'CollectionPage' | 'ImageGallery',
  meta: PageMeta,
  t: Dictionary,
  head: { title: string; description: string },
  items: string[],
): Record<string, unknown> {
  const site = origin(meta);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: head.title,
    description: head.description,
    url: meta.canonical,
    inLanguage: LANGUAGE_INFO[meta.lang].locale,
    isPartOf: { '@type': 'WebSite', name: t.site.name, url: `${site}/${meta.lang}/` },
    ...(items.length > 0
      ? {
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: items.map((href, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              url: site + href,
            })),
          },
        }
      : {}),
  };
}

/** The schema.org description of a page: what kind of page it is, for search engines. */
function jsonLdOf(
  page: PageModel,
  t: Dictionary,
  head: { title: string; description: string },
): Array<Record<string, unknown>> {
  switch (page.kind) {
    case 'article':
      return [articleJsonLd(page, t)];
    case 'home':
      return page.pagination.page === 1
        ? [webSiteJsonLd(page.meta, t)]
        : [collectionJsonLd('CollectionPage', page.meta, t, head, hrefs(page.latest))];
    case 'category':
      return [collectionJsonLd('CollectionPage', page.meta, t, head, hrefs(page.articles))];
    case 'gallery':
      return [collectionJsonLd('ImageGallery', page.meta, t, head, [])];
    case 'slider-demo-index':
      return [collectionJsonLd('CollectionPage', page.meta, t, head, hrefs(page.demos))];
    default:
      return [];
  }
}

function hrefs(articles: Array<{ href: string }>): string[] {
  return articles.map((article) => article.href);
}

/**
 * OpenGraph and Twitter card tags, JSON-LD and the feed link of a page. Error and 404 pages get
 * none of it: nobody should share them and search engines are told not to index them.
 */
export function pageSeo(
  page: PageModel,
  t: Dictionary,
  head: { title: string; description: string },
): PageSeo {
  const { meta } = page;
  const feed = { href: `/${meta.lang}/feed.xml`, title: t.feeds.rssTitle };
  if (meta.noindex) return { meta: [], jsonLd: [], feed };

  const isArticle = page.kind === 'article';
  // The article's own headline travels better than the document title with the site's name.
  const title = isArticle ? page.article.title : head.title;
  const image = meta.shareImage;
  const tags: SeoMetaTag[] = [
    { property: 'og:site_name', content: t.site.name },
    { property: 'og:type', content: isArticle ? 'article' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: meta.canonical },
    { property: 'og:locale', content: ogLocale(meta.lang) },
    ...meta.alternates
      .filter((alternate) => alternate.lang !== meta.lang)
      .map((alternate) => ({ property: 'og:locale:alternate', content: ogLocale(alternate.lang) })),
  ];
  if (image) {
    tags.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:type', content: image.type },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
    );
  }
  if (isArticle) {
    tags.push(
      { property: 'article:published_time', content: page.article.publishedAt },
      { property: 'article:modified_time', content: page.article.updatedAt },
      ...page.article.categories.map((category) => ({
        property: 'article:section',
        content: category.name,
      })),
    );
  }
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: head.description },
  );
  if (image) {
    tags.push(
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
    );
  }

  return { meta: tags, jsonLd: jsonLdOf(page, t, head), feed };
}
