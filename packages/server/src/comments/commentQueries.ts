import type { Lang } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { CommentStatus, Database } from '../db/schema.js';
import { moderate } from './moderation.js';
import type { SpamVerdict } from './spamScore.js';
import type { ThreadRow } from './thread.js';

/** The article a form posts to: one translation of it (`comment_post_ID`). */
export interface CommentTarget {
  postId: number;
  articleId: number;
  lang: Lang;
  slug: string;
  /** Published articles accept comments; drafts do not. */
  accepting: boolean;
}

export async function commentTarget(
  db: Kysely<Database>,
  postId: number,
): Promise<CommentTarget | undefined> {
  const row = await db
    .selectFrom('articleTranslations as t')
    .innerJoin('articles as a', 'a.id', 't.articleId')
    .select(['t.id', 't.articleId', 't.lang', 't.slug', 'a.status'])
    .where('t.id', '=', postId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    postId: row.id,
    articleId: row.articleId,
    lang: row.lang as Lang,
    slug: row.slug,
    accepting: row.status === 'published',
  };
}

/** `comment_post_ID` of an article in a language. */
export async function postIdOf(
  db: Kysely<Database>,
  articleId: number,
  lang: Lang,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('articleTranslations')
    .select('id')
    .where('articleId', '=', articleId)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return row?.id;
}

/** The comment a reply names as its parent. */
export async function replyParent(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'articleId', 'lang', 'status', 'authorName'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * What a page shows: the approved comments of the article in its language, plus `heldId` (the
 * reader's own comment awaiting moderation) when given.
 */
export async function threadRows(
  db: Kysely<Database>,
  articleId: number,
  lang: Lang,
  heldId: number | null,
): Promise<ThreadRow[]> {
  return db
    .selectFrom('comments')
    .select(['id', 'parentId', 'authorName', 'authorUrl', 'body', 'createdAt', 'status'])
    .where('articleId', '=', articleId)
    .where('lang', '=', lang)
    .where((eb) =>
      heldId === null
        ? eb('status', '=', 'approved')
        : eb.or([eb('status', '=', 'approved'), eb('id', '=', heldId)]),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export interface NewComment {
  articleId: number;
  lang: Lang;
  parentId: number | null;
  author: string;
  email: string;
  url: string | null;
  body: string;
  ip: string;
  userAgent: string;
  /** JSON of the anti-spam evidence and verdict, kept for moderators. */
  timing: string;
  createdAt: string;
}

/**
 * Decides the status and stores the comment in one transaction: the "has this address an
 * approved comment" read and the insert see the same data, and a failure leaves nothing.
 */
export async function storeComment(
  db: Kysely<Database>,
  comment: NewComment,
  verdict: SpamVerdict,
): Promise<{ id: number; status: CommentStatus }> {
  return db.transaction().execute(async (trx) => {
    const approved = verdict.spam
      ? undefined
      : await trx
          .selectFrom('comments')
          .select('id')
          .where('authorEmail', '=', comment.email)
          .where('status', '=', 'approved')
          .limit(1)
          .executeTakeFirst();
    const status = moderate(verdict, approved !== undefined);
    const { id } = await trx
      .insertInto('comments')
      .values({
        articleId: comment.articleId,
        lang: comment.lang,
        parentId: comment.parentId,
        status,
        authorName: comment.author,
        authorEmail: comment.email,
        authorUrl: comment.url,
        body: comment.body,
        ip: comment.ip,
        userAgent: comment.userAgent,
        timing: comment.timing,
        createdAt: comment.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, status };
  });
}
