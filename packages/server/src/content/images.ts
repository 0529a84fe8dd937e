import type { ImageModel } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { Database, ImageFormat } from '../db/schema.js';

/** An image with its variants, before a page gives it an alt text. */
export type StoredImage = Omit<ImageModel, 'alt'>;

const MIME: Partial<Record<ImageFormat, 'image/avif' | 'image/webp'>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** Loads images and their variants in two queries, keyed by image id. */
export async function loadImages(
  db: Kysely<Database>,
  ids: Iterable<number>,
): Promise<Map<number, StoredImage>> {
  const wanted = [...new Set(ids)];
  const result = new Map<number, StoredImage>();
  if (wanted.length === 0) return result;
  const [images, variants] = await Promise.all([
    db.selectFrom('images').selectAll().where('id', 'in', wanted).execute(),
    db
      .selectFrom('imageVariants')
      .selectAll()
      .where('imageId', 'in', wanted)
      .orderBy('width', 'asc')
      .execute(),
  ]);
  for (const image of images) {
    const own = variants.filter((v) => v.imageId === image.id);
    const srcSet = (format: ImageFormat) =>
      own
        .filter((v) => v.format === format)
        .map((v) => `/media/${v.fileName} ${v.width}w`)
        .join(', ');
    const jpegs = own.filter((v) => v.format === 'jpeg');
    const fallback = jpegs.at(-1) ?? own.at(-1);
    if (!fallback) continue;
    result.set(image.id, {
      width: image.width,
      height: image.height,
      dominantColor: image.dominantColor,
      sources: (['avif', 'webp'] as const)
        .filter((format) => own.some((v) => v.format === format))
        .map((format) => ({ type: MIME[format]!, srcSet: srcSet(format) })),
      src: `/media/${fallback.fileName}`,
      srcSet: srcSet('jpeg'),
    });
  }
  return result;
}
