/**
 * What the server hands the article page about its comments: the visible thread and the state
 * of the comment form. The form contract itself (field names, limits, answers) is described in
 * README.md beside this file.
 */

/** The fields a reader fills in, as the form posts them. */
export type CommentFieldName = 'comment' | 'author' | 'email' | 'url';

export const COMMENT_FIELD_NAMES: readonly CommentFieldName[] = [
  'comment',
  'author',
  'email',
  'url',
];

/** Why a field was refused. `max` accompanies `tooLong`. */
export interface CommentFieldError {
  code: 'required' | 'tooLong' | 'invalid';
  max?: number;
}

/** A problem with the submission as a whole rather than one visible field. */
export interface CommentFormError {
  code: 'nonce' | 'rateLimited' | 'parent' | 'closed' | 'storeFailed' | 'unexpected';
  /** With `rateLimited`: seconds until the reader may post again. */
  retryAfter?: number;
}

export type CommentFormValues = Record<CommentFieldName, string>;
export type CommentFieldErrors = Partial<Record<CommentFieldName, CommentFieldError>>;

/** One comment as the thread shows it. */
export interface CommentNode {
  id: number;
  parentId: number | null;
  author: string;
  /** The author's web site (http or https only), or null. */
  authorUrl: string | null;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** Plain text as written; rendered as paragraphs, never as HTML. */
  body: string;
  /** 1 for a top-level comment; capped at the thread's maximum depth. */
  depth: number;
  /** Awaiting moderation: only its own author sees it, and it cannot be replied to. */
  held: boolean;
  replies: CommentNode[];
}

export interface CommentFormModel {
  /** Where the form posts (with `#respond`, so an error page opens at the form). */
  action: string;
  /** `comment_post_ID`: the id of this article in this language. */
  postId: number;
  /** Single-use form nonce. */
  nonce: string;
  /** `comment_parent`: 0, or the comment being replied to. */
  parentId: number;
  /** The author of the comment being replied to, when `parentId` is not 0. */
  replyToAuthor: string | null;
  /** The article's own path, where cancelling a reply leads without JavaScript. */
  articlePath: string;
  /** Kept text after a refused submission; empty strings otherwise. */
  values: CommentFormValues;
  errors: CommentFieldErrors;
  formError: CommentFormError | null;
  /** Maximum lengths, in UTF-16 code units (what `maxlength` counts). */
  limits: Record<CommentFieldName, number>;
}

export interface CommentsModel {
  /** Approved comments on this page. */
  count: number;
  thread: CommentNode[];
  /** Deepest nesting shown; deeper replies are listed at this level. */
  maxDepth: number;
  form: CommentFormModel;
}

/** What `POST /comments` answers with `Accept: application/json` (201). */
export interface PostedCommentResponse {
  comment: {
    id: number;
    parentId: number | null;
    author: string;
    authorUrl: string | null;
    createdAt: string;
    body: string;
    /** Spam is reported as pending: a sender is never told how it was judged. */
    status: 'approved' | 'pending';
  };
  /** Where the comment can be seen (its anchor; with a view token while it is held). */
  location: string;
  /** A fresh nonce for the next submission. */
  nonce: string;
}

/** What `POST /comments` answers with `Accept: application/json` on 4xx/5xx. */
export interface CommentErrorResponse {
  statusCode: number;
  code: string;
  message: string;
  /** Per field (`comment`, `author`, `email`, `url`, `comment_parent`, `comment_post_ID`). */
  errors?: Record<string, { code: string; message: string; max?: number }>;
  retryAfter?: number;
  nonce?: string;
}
