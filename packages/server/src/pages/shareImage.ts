import type { ShareImage } from '@tribune/site';
import type { SiteContext } from './siteContext.js';

/**
 * The variant link previews get: JPEG (every crawler reads it, unlike AVIF), 1902 px wide when
 * there is one (sharp on high-density screens, under every network's size limit), else 1024.
 */
const PREFERRED_WIDTHS = [1902, 1024];

/** The share picture of an image, or null when it has no JPEG variant. */
export async function shareImageOf(
  context: SiteContext,
  imageId: number | null,
  alt: string,
): Promise<ShareImage | null> {
  if (imageId === null) return null;
  const variants = await context.db
    .selectFrom('imageVariants')
    .select(['width', 'height', 'fileName'])
    .where('imageId', '=', imageId)
    .where('format', '=', 'jpeg')
    .orderBy('width', 'desc')
    .execute();
  const chosen =
    PREFERRED_WIDTHS.map((width) => variants.find((v) => v.width === width)).find(Boolean) ??
    variants[0];
  if (!chosen) return null;
  return {
    url: `${context.siteUrl}/media/${encodeURIComponent(chosen.fileName)}`,
    width: chosen.width,
    height: chosen.height,
    type: 'image/jpeg',
    alt,
  };
}
