import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { SEED_COMMENT_DOMAIN, SEED_COMMENTS, type SeedComment } from './seedCommentsContent.js';

/**
 * Seed step: the demo comments, approved, on articles already seeded. Idempotent: when any demo
 * comment exists, it changes nothing. Comments are dated after their article's publication and
 * never after `now`. Returns how many were added.
 */
export async function seedDemoComments(
  db: Transaction<Database> | Kysely<Database>,
  now: Date,
): Promise<number> {
  const existing = await db
    .selectFrom('comments')
    .select('id')
    .where('authorEmail', 'like', `%@${SEED_COMMENT_DOMAIN}`)
    .limit(1)
    .executeTakeFirst();
  if (existing) return 0;

  const articles = await db
    .selectFrom('articles')
    .select(['id', 'key', 'publishedAt'])
    .where('key', 'in', Object.keys(SEED_COMMENTS))
    .execute();
  const latest = now.getTime() - 60_000;
  let added = 0;

  const insert = async (
    article: { id: number; publishedAt: string },
    lang: string,
    comment: SeedComment,
    parentId: number | null,
  ): Promise<void> => {
    const time = Math.min(Date.parse(article.publishedAt) + comment.after * 60_000, latest);
    const { id } = await db
      .insertInto('comments')
      .values({
        articleId: article.id,
        lang,
        parentId,
        status: 'approved',
        authorName: comment.author,
        authorEmail: comment.email,
        authorUrl: comment.url ?? null,
        body: comment.body,
        ip: '192.0.2.1',
        userAgent: 'Tribune demo seed',
        timing: '{}',
        createdAt: new Date(time).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    added++;
    for (const reply of comment.replies ?? []) await insert(article, lang, reply, id);
  };

  for (const article of articles) {
    for (const [lang, comments] of Object.entries(SEED_COMMENTS[article.key] ?? {})) {
      for (const comment of comments ?? []) await insert(article, lang, comment, null);
    }
  }
  return added;
}
