import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Files every published article under a category too, so that section is long enough to have
 * a second page (the demo's sections are short). Only for a test's own database copy.
 */
export async function fileEveryArticleUnder(db: Kysely<Database>, categoryKey: string) {
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('key', '=', categoryKey)
    .executeTakeFirstOrThrow();
  const missing = await db
    .selectFrom('articles as a')
    .select('a.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('articleCategories as ac')
            .select('ac.articleId')
            .whereRef('ac.articleId', '=', 'a.id')
            .where('ac.categoryId', '=', category.id),
        ),
      ),
    )
    .execute();
  if (missing.length === 0) return;
  await db
    .insertInto('articleCategories')
    .values(missing.map((row) => ({ articleId: row.id, categoryId: category.id })))
    .execute();
}
