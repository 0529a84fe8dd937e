import type { HomeSectionModel, Lang } from '@tribune/site';
import { listArticles } from '../content/articles.js';
import { loadImages } from '../content/images.js';
import { articlePath, categoryPath } from './articleSummaries.js';
import type { SiteContext } from './siteContext.js';

/** The sections the front page gives a block of their own, in this order. */
export const HOME_SECTION_KEYS = [
  'france',
  'europe',
  'transfers',
  'national-team',
  'womens-football',
] as const;

/** How many of its latest articles each section block lists. */
export const HOME_SECTION_ARTICLE_COUNT = 4;

/**
 * A block per main section under the home's list, as sports sites have them: the section's
 * name linking to its page and its latest articles, the first with its picture. One small
 * query per section, run together; the page cache keeps the result with the page.
 */
export async function loadHomeSections(
  context: SiteContext,
  lang: Lang,
): Promise<HomeSectionModel[]> {
  const { db } = context;
  const categories = await db
    .selectFrom('categories as c')
    .innerJoin('categoryTranslations as t', (join) =>
      join.onRef('t.categoryId', '=', 'c.id').on('t.lang', '=', lang),
    )
    .where('c.key', 'in', [...HOME_SECTION_KEYS])
    .select(['c.id', 'c.key', 't.name', 't.slug'])
    .execute();
  const ordered = HOME_SECTION_KEYS.flatMap((key) => categories.filter((c) => c.key === key));
  const lists = await Promise.all(
    ordered.map((category) =>
      listArticles(db, lang, {
        categoryId: category.id,
        offset: 0,
        limit: HOME_SECTION_ARTICLE_COUNT,
      }),
    ),
  );
  const images = await loadImages(
    db,
    lists.flatMap((rows) => (rows[0]?.heroImageId == null ? [] : [rows[0].heroImageId])),
  );
  return ordered
    .map((category, index) => {
      const rows = lists[index]!;
      return {
        key: category.key,
        name: category.name,
        href: categoryPath(lang, category.slug),
        articles: rows.map((row, position) => {
          const image =
            position === 0 && row.heroImageId !== null ? images.get(row.heroImageId) : undefined;
          return {
            href: articlePath(lang, row.slug),
            title: row.title,
            publishedAt: row.publishedAt,
            image: image ? { ...image, alt: row.heroAlt } : null,
          };
        }),
      };
    })
    .filter((section) => section.articles.length > 0);
}
