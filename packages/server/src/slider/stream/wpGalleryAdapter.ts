import type { Lang } from '@tribune/site';
import type { Kysely } from 'kysely';
import { loadImages } from '../../content/images.js';
import { parseRowId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import { galleryPath } from '../../galleries/galleryPaths.js';
import { excerptOf, idsOf, libraryPicture, type StreamAdapter } from './streamAdapter.js';

/** Ids taken from one request at most. */
export const MAX_WP_GALLERY_IDS = 100;

/**
 * `source.type: "wp-gallery"`: pictures of the image library picked by id, in the order given
 * (`sourceids: "12,15,18"`), as a content editor's gallery of chosen pictures. Ids that are not
 * numbers (or larger than any row id), or name no picture, are skipped. A picture's texts come from the first gallery item
 * that shows it, in the requested language (pictures outside galleries have none), and its link
 * is that gallery's page, or the picture's own file.
 *
 * Metas: `title`, `caption` (also `content`), `excerpt`, `alt`, `link`, `image`, `id`.
 */
export function wpGalleryAdapter(db: Kysely<Database>): StreamAdapter {
  return {
    type: 'wp-gallery',
    async entries({ source, lang, limit }) {
      const ids = idsOf(source.sourceids)
        .map(parseRowId)
        .filter((id) => id !== null)
        .slice(0, Math.min(limit, MAX_WP_GALLERY_IDS));
      if (ids.length === 0) return [];
      const [images, texts] = await Promise.all([loadImages(db, ids), textsOf(db, ids, lang)]);
      return ids.flatMap((id) => {
        const image = images.get(id);
        if (!image) return [];
        const text = texts.get(id);
        const caption = text?.caption ?? '';
        const alt = text?.alt ?? '';
        return [
          {
            id: `image-${id}`,
            metas: {
              id: String(id),
              title: text?.title ?? '',
              caption,
              content: caption,
              excerpt: excerptOf(caption),
              alt,
              link: text ? galleryPath(lang, text.slug) : image.src,
              image: image.src,
            },
            image: libraryPicture(image, alt),
          },
        ];
      });
    },
  };
}

interface PictureText {
  title: string;
  caption: string;
  alt: string;
  slug: string;
}

/** Each picture's texts from the first gallery item showing it. */
async function textsOf(
  db: Kysely<Database>,
  ids: number[],
  lang: Lang,
): Promise<Map<number, PictureText>> {
  const rows = await db
    .selectFrom('galleryItems as i')
    .innerJoin('galleryItemTranslations as t', (join) =>
      join.onRef('t.itemId', '=', 'i.id').on('t.lang', '=', lang),
    )
    .innerJoin('galleryTranslations as g', (join) =>
      join.onRef('g.galleryId', '=', 'i.galleryId').on('g.lang', '=', lang),
    )
    .where('i.imageId', 'in', ids)
    .select(['i.imageId', 't.title', 't.caption', 't.alt', 'g.slug'])
    .orderBy('i.galleryId')
    .orderBy('i.position')
    .execute();
  const out = new Map<number, PictureText>();
  for (const row of rows) {
    if (row.imageId !== null && !out.has(row.imageId)) out.set(row.imageId, row);
  }
  return out;
}
