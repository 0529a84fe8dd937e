import type { ArticleBlock, Lang } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseArticleBody } from './articleBody.js';

export interface ArticleRow {
  id: number;
  key: string;
  lang: Lang;
  slug: string;
  title: string;
  excerpt: string;
  heroAlt: string;
  heroImageId: number | null;
  author: string;
  publishedAt: string;
  updatedAt: string;
}

function articleQuery(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('articles as a')
    .innerJoin('articleTranslations as t', 't.articleId', 'a.id')
    .innerJoin('authors as au', 'au.id', 'a.authorId')
    .where('t.lang', '=', lang)
    .where('a.status', '=', 'published')
    .select([
      'a.id',
      'a.key',
      't.lang',
      't.slug',
      't.title',
      't.excerpt',
      't.heroAlt',
      'a.heroImageId',
      'au.name as author',
      'a.publishedAt',
      'a.updatedAt',
    ]);
}

/** The newest published articles in a language. */
export async function latestArticles(
  db: Kysely<Database>,
  lang: Lang,
  limit: number,
): Promise<ArticleRow[]> {
  const rows = await articleQuery(db, lang)
    .orderBy('a.publishedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows as ArticleRow[];
}

export async function articleBySlug(
  db: Kysely<Database>,
  lang: Lang,
  slug: string,
): Promise<(ArticleRow & { body: ArticleBlock[] }) | undefined> {
  const row = await articleQuery(db, lang)
    .where('t.slug', '=', slug)
    .select('t.body')
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...(row as ArticleRow & { body: string }), body: parseArticleBody(row.body) };
}

/** Every language an article exists in, with its slug and title there. */
export async function articleTranslations(
  db: Kysely<Database>,
  articleId: number,
): Promise<Array<{ lang: Lang; slug: string; title: string }>> {
  const rows = await db
    .selectFrom('articleTranslations')
    .select(['lang', 'slug', 'title'])
    .where('articleId', '=', articleId)
    .execute();
  return rows as Array<{ lang: Lang; slug: string; title: string }>;
}

/** Categories of several articles in one query, by article id. */
export async function categoriesOf(
  db: Kysely<Database>,
  lang: Lang,
  articleIds: number[],
): Promise<Map<number, Array<{ name: string; slug: string }>>> {
  const result = new Map<number, Array<{ name: string; slug: string }>>();
  if (articleIds.length === 0) return result;
  const rows = await db
    .selectFrom('articleCategories as ac')
    .innerJoin('categories as c', 'c.id', 'ac.categoryId')
    .innerJoin('categoryTranslations as ct', (join) =>
      join.onRef('ct.categoryId', '=', 'c.id').on('ct.lang', '=', lang),
    )
    .select(['ac.articleId', 'ct.name', 'ct.slug'])
    .where('ac.articleId', 'in', articleIds)
    .orderBy('c.position')
    .execute();
  for (const row of rows) {
    const list = result.get(row.articleId) ?? [];
    list.push({ name: row.name, slug: row.slug });
    result.set(row.articleId, list);
  }
  return result;
}

/** A category by its slug in a language, with its slugs in every language. */
export async function categoryBySlug(
  db: Kysely<Database>,
  lang: Lang,
  slug: string,
): Promise<{ id: number; name: string; slugs: Array<{ lang: Lang; slug: string }> } | undefined> {
  const row = await db
    .selectFrom('categoryTranslations')
    .select(['categoryId', 'name'])
    .where('lang', '=', lang)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const slugs = await db
    .selectFrom('categoryTranslations')
    .select(['lang', 'slug'])
    .where('categoryId', '=', row.categoryId)
    .execute();
  return {
    id: row.categoryId,
    name: row.name,
    slugs: slugs as Array<{ lang: Lang; slug: string }>,
  };
}

/** The newest published articles of a category. */
export async function latestInCategory(
  db: Kysely<Database>,
  lang: Lang,
  categoryId: number,
  limit: number,
): Promise<ArticleRow[]> {
  const rows = await articleQuery(db, lang)
    .innerJoin('articleCategories as ac', 'ac.articleId', 'a.id')
    .where('ac.categoryId', '=', categoryId)
    .orderBy('a.publishedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows as ArticleRow[];
}
