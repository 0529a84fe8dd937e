import { LANGUAGE_INFO, LANGUAGES } from '@tribune/site';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { SEED_AUTHORS } from './content/authors.js';
import { SEED_CATEGORIES } from './content/categories.js';

/** Languages, authors and categories: what articles refer to. Inserts only what is missing. */
export async function seedTaxonomy(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('languages')
    .values(
      LANGUAGES.map((code, position) => ({
        code,
        name: LANGUAGE_INFO[code].name,
        locale: LANGUAGE_INFO[code].locale,
        position,
        isDefault: code === 'fr' ? 1 : 0,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await trx
    .insertInto('authors')
    .values(SEED_AUTHORS.map((author) => ({ key: author.key, name: author.name })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();

  for (const [position, category] of SEED_CATEGORIES.entries()) {
    await trx
      .insertInto('categories')
      .values({ key: category.key, position })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const { id } = await trx
      .selectFrom('categories')
      .select('id')
      .where('key', '=', category.key)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('categoryTranslations')
      .values(
        LANGUAGES.map((lang) => ({
          categoryId: id,
          lang,
          name: category.names[lang].name,
          slug: category.names[lang].slug,
        })),
      )
      .onConflict((oc) => oc.columns(['categoryId', 'lang']).doNothing())
      .execute();
  }
}

/** Ids by key of a keyed table, for linking rows inserted in the same seed. */
export async function idsByKey(
  trx: Transaction<Database>,
  table: 'authors' | 'categories' | 'images' | 'articles' | 'galleries',
): Promise<Map<string, number>> {
  const rows = await trx.selectFrom(table).select(['id', 'key']).execute();
  return new Map(rows.map((row) => [row.key, row.id]));
}
