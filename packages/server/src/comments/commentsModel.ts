import type { CommentsModel, Lang } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { postIdOf, threadRows } from './commentQueries.js';
import type { CommentsRequest } from './commentsRequest.js';
import { buildThread, MAX_THREAD_DEPTH } from './thread.js';
import { COMMENT_LIMITS } from './validation.js';

/** Where the form posts; the fragment opens a refused no-JavaScript submission at the form. */
export const COMMENT_FORM_ACTION = '/comments#respond';

const EMPTY_VALUES = { comment: '', author: '', email: '', url: '' };

/** The comments part of an article page: the visible thread and the form's state. */
export async function buildCommentsModel(
  db: Kysely<Database>,
  article: { id: number; lang: Lang; path: string },
  request: CommentsRequest,
): Promise<CommentsModel> {
  const [postId, rows] = await Promise.all([
    postIdOf(db, article.id, article.lang),
    threadRows(db, article.id, article.lang, request.heldId),
  ]);
  const replyTo = request.replyTo
    ? rows.find((row) => row.id === request.replyTo && row.status === 'approved')
    : undefined;
  return {
    count: rows.filter((row) => row.status === 'approved').length,
    thread: buildThread(rows, MAX_THREAD_DEPTH),
    maxDepth: MAX_THREAD_DEPTH,
    form: {
      action: COMMENT_FORM_ACTION,
      postId: postId ?? 0,
      nonce: request.nonce,
      parentId: replyTo?.id ?? 0,
      replyToAuthor: replyTo?.authorName ?? null,
      articlePath: article.path,
      values: request.submitted?.values ?? EMPTY_VALUES,
      errors: request.submitted?.errors ?? {},
      formError: request.submitted?.formError ?? null,
      limits: { ...COMMENT_LIMITS },
    },
  };
}
