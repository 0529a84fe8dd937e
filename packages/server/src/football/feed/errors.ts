import type { FeedIssue } from './issues.js';

/**
 * Every error the feed ingest API answers with, in one table: a stable code, the status and a
 * message for the provider's developer. The body is `{statusCode, code, message}` like every
 * API error of the site, plus `issues` for validation.
 */
export const FEED_ERRORS = {
  FEED_UNAUTHORIZED: {
    status: 401,
    message: 'Send the feed token as "Authorization: Bearer <FEED_TOKEN>".',
  },
  FEED_TOKEN_REFUSED: { status: 401, message: 'The feed token is wrong.' },
  FEED_INVALID: { status: 400, message: 'The feed body is invalid: {detail}' },
  FEED_MALFORMED_JSON: { status: 400, message: 'The body is not valid JSON: {detail}' },
  FEED_UNKNOWN_MATCH: {
    status: 400,
    message: 'The body is invalid: {detail}. Send a match to /api/feed/matches before updating it.',
  },
  FEED_TOO_LARGE: {
    status: 413,
    message: 'The body is larger than {limit} bytes; send fewer items per request.',
  },
  FEED_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Send the body as JSON with "Content-Type: application/json".',
  },
  FEED_RATE_LIMITED: {
    status: 429,
    message: 'Too many feed requests: at most {max} per minute; retry in {after}.',
  },
} as const;

export type FeedErrorCode = keyof typeof FEED_ERRORS;

export class FeedError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: FeedErrorCode,
    values: Record<string, string | number> = {},
    readonly issues?: readonly FeedIssue[],
  ) {
    const entry = FEED_ERRORS[code];
    super(entry.message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')));
    this.name = 'FeedError';
    this.statusCode = entry.status;
  }

  toJSON() {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}
