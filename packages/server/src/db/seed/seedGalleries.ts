import { LANGUAGES } from '@tribune/site';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedGallery } from './content/types.js';
import type { GeneratedImage } from './imageGenerator.js';
import { idsByKey } from './seedTaxonomy.js';

/** Inserts missing galleries with their items (all images) and texts in every language. */
export async function seedGalleries(
  trx: Transaction<Database>,
  galleries: SeedGallery[],
  images: Map<string, GeneratedImage>,
  now: string,
): Promise<number> {
  const [existing, imageIds] = await Promise.all([
    idsByKey(trx, 'galleries'),
    idsByKey(trx, 'images'),
  ]);
  let inserted = 0;
  for (const gallery of galleries) {
    if (existing.has(gallery.key)) continue;
    const cover = gallery.items[0]?.image.key;
    const { id } = await trx
      .insertInto('galleries')
      .values({
        key: gallery.key,
        coverImageId: cover ? (imageIds.get(cover) ?? null) : null,
        pagination: gallery.pagination,
        infiniteMode:
          gallery.pagination === 'infinite' ? (gallery.infiniteMode ?? 'automatic') : null,
        layout: gallery.layout,
        perPage: gallery.perPage,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('galleryTranslations')
      .values(LANGUAGES.map((lang) => ({ galleryId: id, lang, ...gallery.text[lang] })))
      .execute();

    for (const [position, item] of gallery.items.entries()) {
      const image = images.get(item.image.key);
      const imageId = imageIds.get(item.image.key);
      if (!image || imageId === undefined) {
        throw new Error(`Gallery ${gallery.key}: image ${item.image.key} was not generated`);
      }
      const { id: itemId } = await trx
        .insertInto('galleryItems')
        .values({
          galleryId: id,
          position,
          mediaType: 'image',
          imageId,
          src: null,
          width: image.width,
          height: image.height,
          excludedFromLightbox: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('galleryItemTranslations')
        .values(LANGUAGES.map((lang) => ({ itemId, lang, ...item.text[lang] })))
        .execute();
    }
    inserted += 1;
  }
  return inserted;
}
