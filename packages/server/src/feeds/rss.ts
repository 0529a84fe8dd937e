import { type Dictionary, LANGUAGE_INFO, type Lang } from '@tribune/site';
import { categoriesOf, latestArticles } from '../content/articles.js';
import { articlePath } from '../pages/articleSummaries.js';
import type { SiteContext } from '../pages/siteContext.js';
import { jpegVariants } from './feedQueries.js';
import { element, escapeXml, XML_DECLARATION } from './xml.js';

/** How many articles a feed carries. */
export const FEED_ITEM_COUNT = 20;

/** The width of the picture enclosed with each item (the 1024 px variant: light, but sharp). */
const ENCLOSURE_WIDTH = 1024;

export function feedPath(lang: Lang): string {
  return `/${lang}/feed.xml`;
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  author: string;
  publishedAt: string;
  categories: string[];
  enclosure: { url: string; length: number; type: 'image/jpeg' } | null;
}

export interface FeedChannel {
  title: string;
  link: string;
  self: string;
  description: string;
  /** RFC 5646 tag, e.g. `fr-FR`. */
  language: string;
  lastBuildDate: string | null;
  items: FeedItem[];
}

/** RFC 822 dates, as RSS 2.0 wants them (`Sun, 22 Nov 2026 10:00:00 GMT`). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** An RSS 2.0 document, with the Atom self link and Dublin Core creators validators expect. */
export function rssXml(channel: FeedChannel): string {
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', rfc822(item.publishedAt)),
      element('dc:creator', item.author),
      ...item.categories.map((name) => element('category', name)),
      element('description', item.description),
      item.enclosure
        ? `<enclosure url="${escapeXml(item.enclosure.url)}" length="${item.enclosure.length}" type="${item.enclosure.type}"/>`
        : '',
      '</item>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    element('description', channel.description),
    element('language', channel.language),
    channel.lastBuildDate ? element('lastBuildDate', rfc822(channel.lastBuildDate)) : '',
    ...items,
    '</channel>',
    '</rss>',
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

/** The newest articles of a language as a feed. */
export async function languageFeed(
  context: SiteContext,
  lang: Lang,
  t: Dictionary,
): Promise<FeedChannel> {
  const rows = await latestArticles(context.db, lang, FEED_ITEM_COUNT);
  const [categories, pictures] = await Promise.all([
    categoriesOf(
      context.db,
      lang,
      rows.map((row) => row.id),
    ),
    jpegVariants(
      context.db,
      rows.flatMap((row) => (row.heroImageId === null ? [] : [row.heroImageId])),
      ENCLOSURE_WIDTH,
    ),
  ]);
  const lastChange =
    rows
      .map((row) => row.updatedAt)
      .sort()
      .at(-1) ?? null;
  return {
    title: t.feeds.rssTitle,
    link: `${context.siteUrl}/${lang}/`,
    self: context.siteUrl + feedPath(lang),
    description: t.site.description,
    language: LANGUAGE_INFO[lang].locale,
    lastBuildDate: lastChange,
    items: rows.map((row) => {
      const picture = row.heroImageId === null ? undefined : pictures.get(row.heroImageId);
      return {
        title: row.title,
        link: context.siteUrl + articlePath(lang, row.slug),
        description: row.excerpt,
        author: row.author,
        publishedAt: row.publishedAt,
        categories: (categories.get(row.id) ?? []).map((c) => c.name),
        enclosure: picture
          ? {
              url: `${context.siteUrl}/media/${encodeURIComponent(picture.fileName)}`,
              length: picture.bytes,
              type: 'image/jpeg',
            }
          : null,
      };
    }),
  };
}
