import type { GalleryInfiniteMode, GalleryLayout, GalleryMediaType, Lang } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { Database, GalleryPagination } from '../db/schema.js';

export interface GalleryRow {
  id: number;
  pagination: GalleryPagination;
  infiniteMode: GalleryInfiniteMode | null;
  layout: GalleryLayout;
  perPage: number;
  lang: Lang;
  slug: string;
  title: string;
  description: string;
}

export interface GalleryItemRow {
  id: number;
  position: number;
  mediaType: GalleryMediaType;
  imageId: number | null;
  src: string | null;
  width: number;
  height: number;
  excludedFromLightbox: number;
  title: string;
  caption: string;
  alt: string;
}

function galleryQuery(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('galleries as g')
    .innerJoin('galleryTranslations as t', 't.galleryId', 'g.id')
    .where('t.lang', '=', lang)
    .select([
      'g.id',
      'g.pagination',
      'g.infiniteMode',
      'g.layout',
      'g.perPage',
      't.lang',
      't.slug',
      't.title',
      't.description',
    ]);
}

export async function galleryBySlug(
  db: Kysely<Database>,
  lang: Lang,
  slug: string,
): Promise<GalleryRow | undefined> {
  const row = await galleryQuery(db, lang).where('t.slug', '=', slug).executeTakeFirst();
  return row as GalleryRow | undefined;
}

export async function galleryById(
  db: Kysely<Database>,
  lang: Lang,
  id: number,
): Promise<GalleryRow | undefined> {
  const row = await galleryQuery(db, lang).where('g.id', '=', id).executeTakeFirst();
  return row as GalleryRow | undefined;
}

/** The gallery's slug in every language it has. */
export async function gallerySlugs(
  db: Kysely<Database>,
  galleryId: number,
): Promise<Array<{ lang: Lang; slug: string }>> {
  const rows = await db
    .selectFrom('galleryTranslations')
    .select(['lang', 'slug'])
    .where('galleryId', '=', galleryId)
    .orderBy('lang')
    .execute();
  return rows as Array<{ lang: Lang; slug: string }>;
}

export async function countItems(db: Kysely<Database>, galleryId: number): Promise<number> {
  const row = await db
    .selectFrom('galleryItems')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('galleryId', '=', galleryId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One page of items in their order, with their text in `lang` (empty when it has none). */
export async function itemsPage(
  db: Kysely<Database>,
  galleryId: number,
  lang: Lang,
  offset: number,
  limit: number,
): Promise<GalleryItemRow[]> {
  const rows = await db
    .selectFrom('galleryItems as i')
    .leftJoin('galleryItemTranslations as t', (join) =>
      join.onRef('t.itemId', '=', 'i.id').on('t.lang', '=', lang),
    )
    .where('i.galleryId', '=', galleryId)
    .select([
      'i.id',
      'i.position',
      'i.mediaType',
      'i.imageId',
      'i.src',
      'i.width',
      'i.height',
      'i.excludedFromLightbox',
      't.title',
      't.caption',
      't.alt',
    ])
    .orderBy('i.position')
    .orderBy('i.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    ...row,
    excludedFromLightbox: Number(row.excludedFromLightbox),
    title: row.title ?? '',
    caption: row.caption ?? '',
    alt: row.alt ?? '',
  }));
}
