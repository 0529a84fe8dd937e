import type { ArticleBlock } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** An open short film on YouTube, the video the lazy-embed tests play. */
export const TEST_YOUTUBE_ID = 'aqz-KE-bpKQ';

/**
 * Adds a YouTube block to an article in a test's own database copy. The demo content has no YouTube video (its clubs are fictional; the derby
 * shows the site's own drawn film), yet articles may carry one and the lazy player is tested.
 */
export async function addYouTubeVideo(
  db: Kysely<Database>,
  articleKey: string,
  imageKey?: string,
): Promise<void> {
  const rows = await db
    .selectFrom('articleTranslations as t')
    .innerJoin('articles as a', 'a.id', 't.articleId')
    .where('a.key', '=', articleKey)
    .select(['t.id', 't.body'])
    .execute();
  if (rows.length === 0) throw new Error(`No article ${articleKey}`);
  for (const row of rows) {
    const body = JSON.parse(String(row.body)) as ArticleBlock[];
    const video: ArticleBlock = {
      type: 'video',
      provider: 'youtube',
      videoId: TEST_YOUTUBE_ID,
      title: 'Big Buck Bunny (Blender Foundation)',
      ...(imageKey ? { imageKey } : {}),
    };
    // After the first third of the text, where an editor would put a clip.
    body.splice(Math.ceil(body.length / 3), 0, video);
    await db
      .updateTable('articleTranslations')
      .set({ body: JSON.stringify(body) })
      .where('id', '=', row.id)
      .execute();
  }
}
