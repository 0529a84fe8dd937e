import type { HomeExtrasModel, Lang } from '@tribune/site';
import { sql } from 'kysely';
import { galleryPath } from '../galleries/galleryPaths.js';
import type { SiteContext } from './siteContext.js';

/** How many entries each block under the home's list shows. */
export const MOST_COMMENTED_COUNT = 5;
export const LATEST_GALLERIES_COUNT = 3;

/**
 * The blocks under the front page's list, as a French sports site has them: the articles
 * readers discuss most (approved comments in this language) and the latest galleries. Two
 * small indexed queries; the page cache keeps the result with the page.
 */
export async function loadHomeExtras(context: SiteContext, lang: Lang): Promise<HomeExtrasModel> {
  const { db } = context;
  const [commented, galleries] = await Promise.all([
    db
      .selectFrom('comments as c')
      .innerJoin('articles as a', 'a.id', 'c.articleId')
      .innerJoin('articleTranslations as t', (join) =>
        join.onRef('t.articleId', '=', 'a.id').on('t.lang', '=', lang),
      )
      .where('c.status', '=', 'approved')
      .where('c.lang', '=', lang)
      .where('a.status', '=', 'published')
      .groupBy(['a.id', 't.slug', 't.title', 'a.publishedAt'])
      .select(['t.slug', 't.title', (eb) => eb.fn.countAll<number | string>().as('count')])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('a.publishedAt', 'desc')
      .limit(MOST_COMMENTED_COUNT)
      .execute(),
    db
      .selectFrom('galleries as g')
      .innerJoin('galleryTranslations as t', 't.galleryId', 'g.id')
      .where('t.lang', '=', lang)
      .select([
        't.slug',
        't.title',
        't.description',
        (eb) =>
          eb
            .selectFrom('galleryItems as i')
            .whereRef('i.galleryId', '=', 'g.id')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .as('items'),
      ])
      .orderBy('g.id', 'desc')
      .limit(LATEST_GALLERIES_COUNT)
      .execute(),
  ]);
  return {
    mostCommented: commented.map((row) => ({
      href: `/${lang}/article/${row.slug}`,
      title: row.title,
      comments: Number(row.count),
    })),
    galleries: galleries.map((row) => ({
      href: galleryPath(lang, row.slug),
      title: row.title,
      description: row.description,
      items: Number(row.items ?? 0),
    })),
  };
}
