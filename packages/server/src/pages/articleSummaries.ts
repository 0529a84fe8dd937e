import type { ArticleSummary, Lang } from '@tribune/site';
import { type ArticleRow, categoriesOf } from '../content/articles.js';
import { loadImages } from '../content/images.js';
import type { SiteContext } from './siteContext.js';

export function articlePath(lang: Lang, slug: string): string {
  return `/${lang}/article/${encodeURIComponent(slug)}`;
}

export function categoryPath(lang: Lang, slug: string): string {
  return `/${lang}/category/${encodeURIComponent(slug)}`;
}

/** Teasers for a list of articles, with their images and categories loaded in bulk. */
export async function summarize(
  context: SiteContext,
  lang: Lang,
  rows: ArticleRow[],
): Promise<ArticleSummary[]> {
  const [images, categories] = await Promise.all([
    loadImages(
      context.db,
      rows.flatMap((row) => (row.heroImageId === null ? [] : [row.heroImageId])),
    ),
    categoriesOf(
      context.db,
      lang,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const image = row.heroImageId === null ? undefined : images.get(row.heroImageId);
    return {
      title: row.title,
      excerpt: row.excerpt,
      href: articlePath(lang, row.slug),
      publishedAt: row.publishedAt,
      author: row.author,
      categories: (categories.get(row.id) ?? []).map((c) => ({
        name: c.name,
        href: categoryPath(lang, c.slug),
      })),
      image: image ? { ...image, alt: row.heroAlt } : null,
    };
  });
}
