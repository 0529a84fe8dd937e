import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { GeneratedImage } from './imageGenerator.js';

/**
 * Records generated images and their variants. An image already recorded keeps its row; its
 * variants are replaced when the pipeline produced different files (a new pipeline version).
 */
export async function storeImages(
  trx: Transaction<Database>,
  images: Iterable<GeneratedImage>,
  now: string,
): Promise<void> {
  for (const image of images) {
    await trx
      .insertInto('images')
      .values({
        key: image.key,
        width: image.width,
        height: image.height,
        dominantColor: image.dominantColor,
        createdAt: now,
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          width: image.width,
          height: image.height,
          dominantColor: image.dominantColor,
        }),
      )
      .execute();
    const { id } = await trx
      .selectFrom('images')
      .select('id')
      .where('key', '=', image.key)
      .executeTakeFirstOrThrow();
    const stored = await trx
      .selectFrom('imageVariants')
      .select('fileName')
      .where('imageId', '=', id)
      .execute();
    const same =
      stored.length === image.variants.length &&
      image.variants.every((v) => stored.some((s) => s.fileName === v.fileName));
    if (same) continue;
    await trx.deleteFrom('imageVariants').where('imageId', '=', id).execute();
    await trx
      .insertInto('imageVariants')
      .values(image.variants.map((variant) => ({ imageId: id, ...variant })))
      .execute();
  }
}
