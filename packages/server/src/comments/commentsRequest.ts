import type { CommentFieldErrors, CommentFormError, CommentFormValues } from '@tribune/site';
import type { FastifyRequest } from 'fastify';
import { parseRowId } from '../db/ids.js';
import type { NonceService } from '../security/nonce.js';
import { createPlaceholder } from '../ssr/pageCache.js';
import { COMMENT_NONCE_ACTION } from './commentFields.js';

/** What the article page needs from the request to show its comments and form. */
export interface CommentsRequest {
  /** A fresh single-use nonce for the form. */
  nonce: string;
  /** `?replytocom={id}`: the form opens as a reply (the no-JavaScript "Reply" link). */
  replyTo: number;
  /** The reader's own comment awaiting moderation, shown to them only (verified token). */
  heldId: number | null;
  /** A refused submission re-rendered with its text and errors (no-JavaScript flow). */
  submitted?: {
    values: CommentFormValues;
    errors: CommentFieldErrors;
    formError: CommentFormError | null;
  };
}

/**
 * A held comment is shown to the reader who wrote it through a signed, expiring token in the
 * URL they are sent back to (`?unapproved={id}&moderation-hash={token}`): no cookie, no account.
 */
export function heldCommentToken(nonces: NonceService, id: number): string {
  return nonces.issue(`comment-held:${id}`);
}

export function heldCommentQuery(nonces: NonceService, id: number): string {
  const token = encodeURIComponent(heldCommentToken(nonces, id));
  return `?unapproved=${id}&moderation-hash=${token}`;
}

function first(value: unknown): string | undefined {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' ? item : undefined;
}

function positiveId(value: unknown): number | null {
  const text = first(value);
  const id = text === undefined ? null : parseRowId(text);
  return id !== null && id > 0 ? id : null;
}

/**
 * Where the comment form's nonce goes in an article page: each response gets its own
 * single-use nonce filled in, even when the page comes from the page cache.
 */
export const COMMENT_NONCE_PLACEHOLDER = createPlaceholder('CommentNonce');

/** A fresh nonce for the comment form, for COMMENT_NONCE_PLACEHOLDER. */
export function issueCommentNonce(nonces: NonceService): string {
  return nonces.issue(COMMENT_NONCE_ACTION);
}

/**
 * Reads `replytocom` and a held comment's token from an article page request. The form's nonce
 * is COMMENT_NONCE_PLACEHOLDER, filled in per response.
 */
export function commentsRequestFor(request: FastifyRequest): CommentsRequest {
  const nonces = request.server.nonces;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const held = positiveId(query.unapproved);
  const token = first(query['moderation-hash']);
  const heldOk = held !== null && nonces.check(`comment-held:${held}`, token) === null;
  return {
    nonce: COMMENT_NONCE_PLACEHOLDER,
    replyTo: positiveId(query.replytocom) ?? 0,
    heldId: heldOk ? held : null,
  };
}
