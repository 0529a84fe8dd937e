import { LANGUAGES } from '@tribune/site';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedArticle } from './content/types.js';
import { idsByKey } from './seedTaxonomy.js';

/**
 * Inserts the articles that are not there yet, with their translations and categories. An
 * article's publication time is set once, relative to the first seed, so the demo looks current
 * on the day it is installed and then ages like real content.
 */
export async function seedArticles(
  trx: Transaction<Database>,
  articles: SeedArticle[],
  now: Date,
): Promise<number> {
  const [authors, categories, images, existing] = await Promise.all([
    idsByKey(trx, 'authors'),
    idsByKey(trx, 'categories'),
    idsByKey(trx, 'images'),
    idsByKey(trx, 'articles'),
  ]);
  let inserted = 0;
  for (const article of articles) {
    if (existing.has(article.key)) continue;
    const authorId = authors.get(article.authorKey);
    if (authorId === undefined)
      throw new Error(`Article ${article.key}: unknown author ${article.authorKey}`);
    const published = new Date(now.getTime() - article.publishedHoursAgo * 3_600_000).toISOString();
    const { id } = await trx
      .insertInto('articles')
      .values({
        key: article.key,
        authorId,
        heroImageId: images.get(article.hero.key) ?? null,
        status: 'published',
        publishedAt: published,
        updatedAt: published,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('articleTranslations')
      .values(
        LANGUAGES.map((lang) => {
          const translation = article.translations[lang];
          return {
            articleId: id,
            lang,
            slug: translation.slug,
            title: translation.title,
            excerpt: translation.excerpt,
            body: JSON.stringify(translation.body),
            heroAlt: translation.heroAlt,
          };
        }),
      )
      .execute();
    const categoryIds = article.categoryKeys.map((key) => {
      const categoryId = categories.get(key);
      if (categoryId === undefined)
        throw new Error(`Article ${article.key}: unknown category ${key}`);
      return categoryId;
    });
    if (categoryIds.length > 0) {
      await trx
        .insertInto('articleCategories')
        .values(categoryIds.map((categoryId) => ({ articleId: id, categoryId })))
        .execute();
    }
    inserted += 1;
  }
  return inserted;
}
