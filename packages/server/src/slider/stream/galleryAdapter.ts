import type { Kysely } from 'kysely';
import { loadImages } from '../../content/images.js';
import { parseRowId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import { galleryPath } from '../../galleries/galleryPaths.js';
import { galleryById, itemsPage } from '../../galleries/galleryQueries.js';
import {
  excerptOf,
  idsOf,
  libraryPicture,
  type StreamAdapter,
  type StreamEntry,
} from './streamAdapter.js';

/** Items read from one gallery at most (a gallery page holds 12; galleries hold a few dozen). */
const MAX_GALLERY_ITEMS = 200;

/**
 * `source.type: "gallery"`: Tribune's own galleries (spec 3.9). `sourceids` names one gallery
 * or several, by id or key (`"derby-day"`, `3`, `"3,derby-day"`); their pictures, in gallery
 * order, become the items, with the texts of the requested language. Videos, inline and iframe
 * items have no picture of the library and are left out.
 *
 * Metas: `title`, `caption` (also `content`), `excerpt`, `alt`, `link` (the gallery's page),
 * `image`, `gallery` (the gallery's title), `id`.
 */
export function galleryAdapter(db: Kysely<Database>): StreamAdapter {
  return {
    type: 'gallery',
    async entries({ source, lang, limit }) {
      const out: StreamEntry[] = [];
      for (const ref of idsOf(source.sourceids)) {
        if (out.length >= limit) break;
        // Digits are an id (skipped when larger than any row's); anything else a gallery key.
        const id = /^\d+$/.test(ref)
          ? (parseRowId(ref) ?? undefined)
          : await galleryIdByKey(db, ref);
        const gallery = id === undefined ? undefined : await galleryById(db, lang, id);
        if (!gallery) continue;
        const rows = (await itemsPage(db, gallery.id, lang, 0, MAX_GALLERY_ITEMS)).filter(
          (row) =>
            row.imageId !== null && (row.mediaType === 'image' || row.mediaType === 'gallery'),
        );
        const images = await loadImages(
          db,
          rows.map((row) => row.imageId as number),
        );
        const link = galleryPath(lang, gallery.slug);
        for (const row of rows) {
          const image = images.get(row.imageId as number);
          if (!image || out.length >= limit) continue;
          out.push({
            id: `gallery-${gallery.id}-${row.id}`,
            metas: {
              id: String(row.id),
              title: row.title,
              caption: row.caption,
              content: row.caption,
              excerpt: excerptOf(row.caption),
              alt: row.alt,
              link,
              image: image.src,
              gallery: gallery.title,
            },
            image: libraryPicture(image, row.alt),
          });
        }
      }
      return out;
    },
  };
}

async function galleryIdByKey(db: Kysely<Database>, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('galleries')
    .select('id')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.id;
}
