import rateLimit from '@fastify/rate-limit';
import type {
  CommentFieldErrors,
  CommentFieldName,
  CommentFormError,
  PostedCommentResponse,
} from '@tribune/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedRateLimitStore } from '../cluster/rateLimitStore.js';
import { errorBody } from '../http/errors.js';
import { buildArticlePage } from '../pages/articlePage.js';
import { articlePath } from '../pages/articleSummaries.js';
import { buildErrorPage, negotiateLanguage } from '../pages/messagePages.js';
import type { SiteContext } from '../pages/siteContext.js';
import type { PageRenderer } from '../ssr/pageRenderer.js';
import { sendPage } from '../ssr/sendPage.js';
import {
  COMMENT_ERRORS,
  type CommentErrorCode,
  commentErrorMessage,
  fieldMessage,
} from './commentErrors.js';
import {
  COMMENT_NONCE_ACTION,
  readSubmittedFields,
  type SubmittedFields,
} from './commentFields.js';
import { type CommentTarget, commentTarget, replyParent, storeComment } from './commentQueries.js';
import { heldCommentQuery } from './commentsRequest.js';
import { scoreSpam } from './spamScore.js';
import { type CheckedField, type FieldErrors, validateComment } from './validation.js';

export interface CommentRateLimits {
  /** Requests to `POST /comments` per address and minute, whatever their outcome. Default 10. */
  requestsPerMinute: number;
  /** Seconds an address waits between two stored comments. Default 15. */
  minIntervalSeconds: number;
  /** Stored comments per address and hour. Default 20. */
  perHour: number;
}

export const DEFAULT_COMMENT_RATE_LIMITS: CommentRateLimits = {
  requestsPerMinute: 10,
  minIntervalSeconds: 15,
  perHour: 20,
};

export interface CommentRoutesOptions {
  context: SiteContext;
  renderer: PageRenderer;
  limits?: Partial<CommentRateLimits>;
}

/**
 * A comment of 65,525 characters, form-encoded, can take up to 9 bytes per character (3 UTF-8
 * bytes, each written %XX): room for that and the other fields.
 */
const BODY_LIMIT = 640 * 1024;

const READER_FIELDS: CommentFieldName[] = ['comment', 'author', 'email', 'url'];

interface Refusal {
  code: CommentErrorCode;
  errors?: FieldErrors;
  retryAfter?: number;
}

/** API clients ask for JSON; a browser's form post asks for HTML. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * `POST /comments` (design.md section 3). Without JavaScript: 303 to the comment's anchor, or
 * the article page again (4xx) with the errors beside the fields and the reader's text kept.
 * With `Accept: application/json`: 201 with the comment, or 4xx with per-field errors. Every
 * answer carries a fresh nonce, since the one sent is spent. See packages/site/src/comments/README.md.
 */
export async function commentRoutes(app: FastifyInstance, options: CommentRoutesOptions) {
  const { context, renderer } = options;
  const limits = { ...DEFAULT_COMMENT_RATE_LIMITS, ...options.limits };

  // Scoped to this plugin: no other route is limited by it.
  await app.register(rateLimit, { global: false, ...sharedRateLimitStore(app) });
  // Each limiter names its keys: in the Redis store, limiters made by createRateLimit would
  // otherwise share one counter per address.
  const requestLimit = app.createRateLimit({
    max: limits.requestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `comment-minute:${request.ip}`,
  });
  // Counted only when a comment is stored: fixing a refused form is not flooding.
  const intervalLimit = app.createRateLimit({
    max: 1,
    timeWindow: limits.minIntervalSeconds * 1000,
    keyGenerator: (request) => `comment-interval:${request.ip}`,
  });
  const hourlyLimit = app.createRateLimit({
    max: limits.perHour,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `comment-hour:${request.ip}`,
  });

  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: Refusal,
    fields: SubmittedFields,
    target: CommentTarget | undefined,
  ): Promise<FastifyReply> => {
    const { status } = COMMENT_ERRORS[refusal.code];
    const nonce = app.nonces.issue(COMMENT_NONCE_ACTION);
    if (refusal.retryAfter !== undefined) reply.header('retry-after', String(refusal.retryAfter));

    if (wantsJson(request)) {
      const errors = Object.fromEntries(
        Object.entries(refusal.errors ?? {}).map(([field, error]) => [
          field,
          { ...error, message: fieldMessage(field as CheckedField, error) },
        ]),
      );
      return reply.code(status).send({
        ...errorBody(
          refusal.code,
          commentErrorMessage(refusal.code, { seconds: refusal.retryAfter }),
          status,
        ),
        ...(refusal.errors ? { errors } : {}),
        ...(refusal.retryAfter !== undefined ? { retryAfter: refusal.retryAfter } : {}),
        nonce,
      });
    }

    // No JavaScript: the article again, its form filled with what the reader wrote.
    const page = target?.accepting
      ? await buildArticlePage(context, target.lang, target.slug, {
          nonce,
          replyTo: Number(fields.parentId) || 0,
          heldId: null,
          submitted: {
            values: {
              comment: fields.comment,
              author: fields.author,
              email: fields.email,
              url: fields.url,
            },
            errors: readerErrors(refusal.errors),
            formError: formError(refusal),
          },
        }).catch((error: unknown) => {
          request.log.error({ err: error }, 'could not re-render the comment form');
          return undefined;
        })
      : undefined;
    if (page) return sendPage(reply, renderer, page, status);
    const lang = target?.lang ?? negotiateLanguage(request.headers['accept-language']);
    const errorPage = await buildErrorPage(context, lang, status >= 500 ? 500 : 400, request.url);
    return sendPage(reply, renderer, errorPage, status);
  };

  app.post('/comments', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const receivedAt = Date.now();
    const fields = readSubmittedFields(request.body);
    const checked = validateComment(fields);
    const postId = checked.ok ? checked.value.postId : checked.postId;
    let target: CommentTarget | undefined;
    try {
      target = postId === null ? undefined : await commentTarget(context.db, postId);
    } catch (error) {
      request.log.error({ err: error }, 'comment target lookup failed');
      return refuse(request, reply, { code: 'COMMENT_STORE_FAILED' }, fields, undefined);
    }

    const requests = await requestLimit(request);
    if (!requests.isAllowed && requests.isExceeded) {
      const retryAfter = requests.ttlInSeconds;
      return refuse(request, reply, { code: 'COMMENT_RATE_LIMITED', retryAfter }, fields, target);
    }

    if ((await app.nonces.spend(COMMENT_NONCE_ACTION, fields.nonce)) !== null) {
      return refuse(request, reply, { code: 'COMMENT_NONCE' }, fields, target);
    }

    const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (postId !== null && !target?.accepting) errors.comment_post_ID = { code: 'invalid' };
    const parentId = checked.ok ? checked.value.parentId : checked.parentId;
    if (parentId && target) {
      try {
        const parent = await replyParent(context.db, parentId);
        const sameThread = parent?.articleId === target.articleId && parent.lang === target.lang;
        if (parent?.status !== 'approved' || !sameThread) {
          errors.comment_parent = { code: 'invalid' };
        }
      } catch (error) {
        request.log.error({ err: error }, 'comment parent lookup failed');
        return refuse(request, reply, { code: 'COMMENT_STORE_FAILED' }, fields, target);
      }
    }
    if (!checked.ok || Object.keys(errors).length > 0 || !target) {
      return refuse(request, reply, { code: 'COMMENT_INVALID', errors }, fields, target);
    }

    for (const limit of [intervalLimit, hourlyLimit]) {
      const state = await limit(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) {
        const retryAfter = Math.max(1, state.ttlInSeconds);
        return refuse(request, reply, { code: 'COMMENT_RATE_LIMITED', retryAfter }, fields, target);
      }
    }

    const comment = checked.value;
    const verdict = scoreSpam({
      honeypot: fields.honeypot,
      stamp: fields.stamp,
      timing: fields.timing,
      commentLength: comment.comment.length,
      receivedAt,
    });
    const createdAt = new Date(receivedAt).toISOString();
    let stored: Awaited<ReturnType<typeof storeComment>>;
    try {
      stored = await storeComment(
        context.db,
        {
          articleId: target.articleId,
          lang: target.lang,
          parentId: comment.parentId || null,
          author: comment.author,
          email: comment.email,
          url: comment.url,
          body: comment.comment,
          ip: request.ip,
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
          timing: JSON.stringify({
            stamp: fields.stamp,
            fields: fields.timing,
            honeypot: fields.honeypot.slice(0, 200),
            receivedAt,
            ...verdict,
          }),
          createdAt,
        },
        verdict,
      );
    } catch (error) {
      request.log.error({ err: error }, 'storing a comment failed');
      return refuse(request, reply, { code: 'COMMENT_STORE_FAILED' }, fields, target);
    }
    await intervalLimit(request);
    await hourlyLimit(request);
    if (stored.status === 'spam') {
      request.log.info({ comment: stored.id, reasons: verdict.reasons }, 'comment held as spam');
    }

    const approved = stored.status === 'approved';
    // The article now shows one more comment: no reader may get the stored page without it.
    if (approved) app.pageCache.clear();
    const path = articlePath(target.lang, target.slug);
    const location = `${path}${approved ? '' : heldCommentQuery(app.nonces, stored.id)}#comment-${stored.id}`;
    if (!wantsJson(request)) return reply.redirect(location, 303);

    const body: PostedCommentResponse = {
      comment: {
        id: stored.id,
        parentId: comment.parentId || null,
        author: comment.author,
        authorUrl: comment.url,
        createdAt,
        body: comment.comment,
        status: approved ? 'approved' : 'pending',
      },
      location,
      nonce: app.nonces.issue(COMMENT_NONCE_ACTION),
    };
    return reply.code(201).header('location', location).send(body);
  });
}

function readerErrors(errors: FieldErrors | undefined): CommentFieldErrors {
  const result: CommentFieldErrors = {};
  for (const name of READER_FIELDS) {
    const error = errors?.[name];
    if (error) result[name] = error;
  }
  return result;
}

function formError(refusal: Refusal): CommentFormError | null {
  switch (refusal.code) {
    case 'COMMENT_NONCE':
      return { code: 'nonce' };
    case 'COMMENT_RATE_LIMITED':
      return { code: 'rateLimited', retryAfter: refusal.retryAfter ?? 15 };
    case 'COMMENT_STORE_FAILED':
      return { code: 'storeFailed' };
    case 'COMMENT_INVALID':
      if (refusal.errors?.comment_parent) return { code: 'parent' };
      if (refusal.errors?.comment_post_ID) return { code: 'closed' };
      return null;
  }
}
