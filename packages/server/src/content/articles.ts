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
  return listArticles(db, lang, { offset: 0, limit });
}

/** Which slice of a list of articles, and from which category (all when absent). */
export interface ArticleListQuery {
  categoryId?: number;
  /** Slugs (in the list's language) left out, e.g. the story the home's hero already shows. */
  excludeSlugs?: readonly string[];
  offset: number;
  limit: number;
}

/** A slice of the newest published articles in a language, optionally of one category. */
export async function listArticles(
  db: Kysely<Database>,
  lang: Lang,
  { categoryId, excludeSlugs = [], offset, limit }: ArticleListQuery,
): Promise<ArticleRow[]> {
  let query = articleQuery(db, lang);
  if (excludeSlugs.length > 0) query = query.where('t.slug', 'not in', excludeSlugs);
  if (categoryId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('articleCategories as ac')
          .select('ac.articleId')
          .whereRef('ac.articleId', '=', 'a.id')
          .where('ac.categoryId', '=', categoryId),
      ),
    );
  }
  const rows = await query
    .orderBy('a.publishedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as ArticleRow[];
}

/**
 * How many published articles each language has, optionally in one category: a list's page
 * count, and whether its page N exists in another language (hreflang of paginated pages).
 */
export async function countArticlesByLang(
  db: Kysely<Database>,
  categoryId?: number,
): Promise<Map<Lang, number>> {
  let query = db
    .selectFrom('articles as a')
    .innerJoin('articleTranslations as t', 't.articleId', 'a.id')
    .where('a.status', '=', 'published')
    .select(['t.lang', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('t.lang');
  if (categoryId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('articleCategories as ac')
          .select('ac.articleId')
          .whereRef('ac.articleId', '=', 'a.id')
          .where('ac.categoryId', '=', categoryId),
      ),
    );
  }
  const rows = await query.execute();
  // PostgreSQL returns count(*) as a bigint string.
  return new Map(rows.map((row) => [row.lang as Lang, Number(row.count)]));
}

/**
 * What to read after an article, in its language, the article itself left out: the newest of
 * those sharing a category with it first, then the newest others, so an article alone in its
 * section still suggests something.
 */
export async function relatedArticles(
  db: Kysely<Database>,
  lang: Lang,
  articleId: number,
  limit: number,
): Promise<ArticleRow[]> {
  const rows = await articleQuery(db, lang)
    .where('a.id', '!=', articleId)
    .orderBy(
      (eb) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('articleCategories as mine')
                .innerJoin('articleCategories as theirs', 'theirs.categoryId', 'mine.categoryId')
                .select('theirs.articleId')
                .where('mine.articleId', '=', articleId)
                .whereRef('theirs.articleId', '=', 'a.id'),
            ),
          )
          .then(0)
          .else(1)
          .end(),
      'asc',
    )
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
