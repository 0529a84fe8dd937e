import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { sharedRateLimitStore } from '../../cluster/rateLimitStore.js';
import { BadTextError } from '../../http/textInput.js';
import type { IngestService } from '../ingest/ingestService.js';
import { checkBearerToken } from './bearerToken.js';
import { FeedError } from './errors.js';
import { parseFeedMatches, parseFeedUpdates } from './validate.js';

export interface FeedRoutesOptions {
  /** FEED_TOKEN: the provider's bearer token. */
  token: string;
  ingest: IngestService;
  /** Largest accepted body, in bytes. Default 512 KiB (500 full matches fit in about 250 KiB). */
  bodyLimit?: number;
  /** Requests per minute and client address, per route. Default 600 (10/s). */
  rateLimitPerMinute?: number;
}

const FRAMEWORK_ERRORS: Record<string, (error: FastifyError, limit: number) => FeedError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (_, limit) => new FeedError('FEED_TOO_LARGE', { limit }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new FeedError('FEED_UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: (error) =>
    new FeedError('FEED_MALFORMED_JSON', { detail: error.message }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new FeedError('FEED_MALFORMED_JSON', { detail: 'it is empty' }),
  FST_ERR_CTP_INVALID_JSON_BODY: (error) =>
    new FeedError('FEED_MALFORMED_JSON', { detail: error.message }),
};

function sendFeedError(reply: FastifyReply, error: FeedError) {
  if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="feed"');
  return reply.code(error.statusCode).send(error.toJSON());
}

/**
 * `POST /api/feed/matches` and `POST /api/feed/updates` (design.md section 3): the rate limit
 * first, then the token, before the body is even read; then the body is validated
 * whole, then stored in one transaction and published. Errors answer
 * `{statusCode, code, message, issues?}` (feed/errors.ts).
 */
export async function feedRoutes(app: FastifyInstance, options: FeedRoutesOptions) {
  const bodyLimit = options.bodyLimit ?? 512 * 1024;
  const perMinute = options.rateLimitPerMinute ?? 600;

  // Another part of the app may have registered the limiter already; its decorator is shared.
  if (!app.hasDecorator('rateLimit')) {
    await app.register(rateLimit, { global: false, ...sharedRateLimitStore(app) });
  }

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof FeedError) return sendFeedError(reply, error);
    // The app's guard refused a string of the body (a NUL, a lone surrogate): a feed issue.
    if (error instanceof BadTextError) {
      const issue = { path: error.field, message: `contains ${error.problem}` };
      const detail = `${issue.path}: ${issue.message}`;
      return sendFeedError(reply, new FeedError('FEED_INVALID', { detail }, [issue]));
    }
    const translate = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (translate) return sendFeedError(reply, translate(error, bodyLimit));
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendFeedError(reply, new FeedError('FEED_MALFORMED_JSON', { detail: error.message }));
    }
    // Anything else (a database failure…) is the application's: its handler answers 500.
    throw error;
  });

  // After the rate limit (a route onRequest hook), so guessing tokens is rate-limited too, and
  // before the body is read, so a stranger's body is never parsed.
  app.addHook('preParsing', async (request) => {
    const check = checkBearerToken(request.headers.authorization, options.token);
    if (check === 'missing') throw new FeedError('FEED_UNAUTHORIZED');
    if (check === 'refused') {
      request.log.warn('feed: refused token');
      throw new FeedError('FEED_TOKEN_REFUSED');
    }
  });

  // Fastify also parses text/plain and (with formbody) forms: the feed speaks JSON only.
  app.addHook('preValidation', async (request) => {
    if (
      !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(request.headers['content-type'] ?? '')
    ) {
      throw new FeedError('FEED_UNSUPPORTED_MEDIA_TYPE');
    }
  });

  const routeOptions = {
    bodyLimit,
    config: {
      rateLimit: {
        max: perMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_request: unknown, context: { max: number; after: string }) =>
          new FeedError('FEED_RATE_LIMITED', { max: context.max, after: context.after }),
      },
    },
  };

  app.post('/api/feed/matches', routeOptions, async (request) => {
    const matches = parseFeedMatches(request.body);
    return options.ingest.ingestMatches(matches);
  });

  app.post('/api/feed/updates', routeOptions, async (request) => {
    const updates = parseFeedUpdates(request.body);
    return options.ingest.ingestUpdates(updates);
  });
}
