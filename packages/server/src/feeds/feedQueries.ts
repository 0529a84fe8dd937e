import type { Lang } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A page in one language, with its address in the others (hreflang alternates). */
export interface TranslatedEntry {
  /** Slug by language, for every language the item exists in. */
  slugs: Partial<Record<Lang, string>>;
  /** ISO timestamp of the last change, when known. */
  lastModified: string | null;
}

function groupSlugs<R extends { id: number; lang: string; slug: string }>(
  rows: R[],
  lastModified: (row: R) => string | null,
): Map<number, TranslatedEntry> {
  const entries = new Map<number, TranslatedEntry>();
  for (const row of rows) {
    const entry = entries.get(row.id) ?? { slugs: {}, lastModified: lastModified(row) };
    entry.slugs[row.lang as Lang] = row.slug;
    entries.set(row.id, entry);
  }
  return entries;
}

/** Every published article with its slug in each language, newest first. */
export async function publishedArticleEntries(db: Kysely<Database>): Promise<TranslatedEntry[]> {
  const rows = await db
    .selectFrom('articles as a')
    .innerJoin('articleTranslations as t', 't.articleId', 'a.id')
    .where('a.status', '=', 'published')
    .select(['a.id', 't.lang', 't.slug', 'a.updatedAt'])
    .orderBy('a.publishedAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return [...groupSlugs(rows, (row) => row.updatedAt).values()];
}

/**
 * Every category with its slug in each language; its last change is that of its newest
 * published article (null while it has none).
 */
export async function categoryEntries(db: Kysely<Database>): Promise<TranslatedEntry[]> {
  const [rows, latest] = await Promise.all([
    db
      .selectFrom('categories as c')
      .innerJoin('categoryTranslations as t', 't.categoryId', 'c.id')
      .select(['c.id', 't.lang', 't.slug'])
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('articleCategories as ac')
      .innerJoin('articles as a', 'a.id', 'ac.articleId')
      .where('a.status', '=', 'published')
      .select(['ac.categoryId', (eb) => eb.fn.max('a.updatedAt').as('lastModified')])
      .groupBy('ac.categoryId')
      .execute(),
  ]);
  const changed = new Map(latest.map((row) => [row.categoryId, row.lastModified]));
  return [...groupSlugs(rows, (row) => changed.get(row.id) ?? null).values()];
}

/** Every gallery with its slug in each language; galleries record only their creation. */
export async function galleryEntries(db: Kysely<Database>): Promise<TranslatedEntry[]> {
  const rows = await db
    .selectFrom('galleries as g')
    .innerJoin('galleryTranslations as t', 't.galleryId', 'g.id')
    .select(['g.id', 't.lang', 't.slug', 'g.createdAt'])
    .orderBy('g.id')
    .execute();
  return [...groupSlugs(rows, (row) => row.createdAt).values()];
}

/** The last change to any published article in a language (the home page's lastmod). */
export async function lastArticleChange(db: Kysely<Database>, lang: Lang): Promise<string | null> {
  const row = await db
    .selectFrom('articles as a')
    .innerJoin('articleTranslations as t', 't.articleId', 'a.id')
    .where('a.status', '=', 'published')
    .where('t.lang', '=', lang)
    .select((eb) => eb.fn.max('a.updatedAt').as('lastModified'))
    .executeTakeFirst();
  return row?.lastModified ?? null;
}

/** The JPEG variant of each image closest to `width`, for RSS enclosures (with its size). */
export async function jpegVariants(
  db: Kysely<Database>,
  imageIds: number[],
  width: number,
): Promise<Map<number, { fileName: string; bytes: number }>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('imageVariants')
    .select(['imageId', 'width', 'fileName', 'bytes'])
    .where('imageId', 'in', imageIds)
    .where('format', '=', 'jpeg')
    .execute();
  const best = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const current = best.get(row.imageId);
    if (!current || Math.abs(row.width - width) < Math.abs(current.width - width)) {
      best.set(row.imageId, row);
    }
  }
  return new Map([...best].map(([id, row]) => [id, { fileName: row.fileName, bytes: row.bytes }]));
}
