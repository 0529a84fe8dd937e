import type { GalleryMediaType } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Reader-supplied text that must never become markup. */
export const HOSTILE = {
  title: '<img src=x onerror="alert(1)">Derby & co',
  caption: '<script>alert("caption")</script> "quoted" \'single\'',
  alt: '"><svg onload=alert(1)>',
};

export interface FixtureItem {
  mediaType: GalleryMediaType;
  src: string | null;
  /** Picture items: the key of an image the seed generated. */
  imageKey?: string;
  title: string;
  caption?: string;
  alt?: string;
  width?: number;
  height?: number;
  norl?: boolean;
}

export interface FixtureGallery {
  key: string;
  pagination: 'links' | 'ajax' | 'infinite';
  infiniteMode?: 'automatic' | 'manually';
  layout: 'grid' | 'masonry' | 'expander';
  perPage: number;
  /** The slug in every language (the title is the same everywhere). */
  slugs: { fr: string; en: string; es: string };
  title: string;
  items: FixtureItem[];
}

/**
 * The media types beyond pictures, added to a test's own copy of the database (the demo content
 * has pictures only). They go after the gallery's last item, on its last page.
 */
export const MEDIA_FIXTURES: FixtureItem[] = [
  {
    mediaType: 'video',
    src: '/test-media/clip.webm',
    title: 'Le but en vidéo',
    width: 320,
    height: 180,
  },
  { mediaType: 'inline', src: 'Le derby, raconté en quelques mots.', title: 'Le mot du rédacteur' },
  { mediaType: 'inline', src: 'Du <b>gras</b> caché', title: 'Texte piégé' },
  { mediaType: 'iframe', src: '/test-media/frame.html', title: 'Page intégrée' },
  { mediaType: 'iframe', src: '/test-media/frame.html?<script>', title: 'Cadre piégé' },
  { mediaType: 'ajax', src: '/test-media/note.txt', title: 'Note chargée' },
  { mediaType: 'ajax', src: '/test-media/markup.txt', title: 'Réponse piégée' },
];

export async function galleryIdByKey(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .selectFrom('galleries')
    .select('id')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Appends items to a gallery, with the same text in every language; returns their ids. */
export async function addItems(
  db: Kysely<Database>,
  galleryId: number,
  items: FixtureItem[],
): Promise<number[]> {
  const last = await db
    .selectFrom('galleryItems')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('galleryId', '=', galleryId)
    .executeTakeFirst();
  let position = Number(last?.position ?? -1);
  const ids: number[] = [];
  for (const item of items) {
    position += 1;
    const image = item.imageKey
      ? await db
          .selectFrom('images')
          .select(['id', 'width', 'height'])
          .where('key', '=', item.imageKey)
          .executeTakeFirstOrThrow()
      : null;
    const { id } = await db
      .insertInto('galleryItems')
      .values({
        galleryId,
        position,
        mediaType: item.mediaType,
        imageId: image?.id ?? null,
        src: item.src,
        width: item.width ?? image?.width ?? 1140,
        height: item.height ?? image?.height ?? 641,
        excludedFromLightbox: item.norl ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('galleryItemTranslations')
      .values(
        ['fr', 'en', 'es'].map((lang) => ({
          itemId: id,
          lang,
          title: item.title,
          caption: item.caption ?? '',
          alt: item.alt ?? '',
        })),
      )
      .execute();
    ids.push(id);
  }
  return ids;
}

/** The id of the item at `position` (0-based) in a gallery. */
export async function itemAt(
  db: Kysely<Database>,
  galleryId: number,
  position: number,
): Promise<number> {
  const row = await db
    .selectFrom('galleryItems')
    .select('id')
    .where('galleryId', '=', galleryId)
    .where('position', '=', position)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives an item hostile text in every language. */
export async function makeHostile(db: Kysely<Database>, itemId: number): Promise<void> {
  await db
    .updateTable('galleryItemTranslations')
    .set({ title: HOSTILE.title, caption: HOSTILE.caption, alt: HOSTILE.alt })
    .where('itemId', '=', itemId)
    .execute();
}

export async function excludeFromLightbox(db: Kysely<Database>, itemId: number): Promise<void> {
  await db
    .updateTable('galleryItems')
    .set({ excludedFromLightbox: 1 })
    .where('id', '=', itemId)
    .execute();
}

/** Adds a whole gallery to a test's database copy; returns its id. */
export async function createGallery(db: Kysely<Database>, spec: FixtureGallery): Promise<number> {
  const { id } = await db
    .insertInto('galleries')
    .values({
      key: spec.key,
      coverImageId: null,
      pagination: spec.pagination,
      infiniteMode: spec.pagination === 'infinite' ? (spec.infiniteMode ?? 'automatic') : null,
      layout: spec.layout,
      perPage: spec.perPage,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('galleryTranslations')
    .values(
      (['fr', 'en', 'es'] as const).map((lang) => ({
        galleryId: id,
        lang,
        slug: spec.slugs[lang],
        title: spec.title,
        description: `${spec.title}: test gallery.`,
      })),
    )
    .execute();
  await addItems(db, id, spec.items);
  return id;
}

/** Picture items made from a seeded gallery's images (`derby-day-01` …). */
export function pictures(galleryKey: string, count: number, title = 'Photo'): FixtureItem[] {
  return Array.from({ length: count }, (_, index) => ({
    mediaType: 'image' as const,
    src: null,
    imageKey: `${galleryKey}-${String(index + 1).padStart(2, '0')}`,
    title: `${title} ${index + 1}`,
    caption: `Légende ${index + 1}`,
    alt: `Image ${index + 1}`,
  }));
}
