import type { CheckedField, FieldError } from './validation.js';

/**
 * Every refusal of `POST /comments` in one table (the Fastify `lib/errors.js` way): a stable
 * code, the status and a message a person can act on. Readers see the localized version of the
 * same message (site dictionaries, `comments.formErrors` and `comments.fieldErrors`).
 */
export const COMMENT_ERRORS = {
  COMMENT_INVALID: {
    status: 400,
    message: 'The comment was not saved: correct the fields listed in "errors" and send it again.',
  },
  COMMENT_NONCE: {
    status: 403,
    message:
      'This form has expired or was already sent. Reload the page and send your comment again.',
  },
  COMMENT_RATE_LIMITED: {
    status: 429,
    message: 'Too many comments from your address: wait {seconds} seconds before posting again.',
  },
  COMMENT_STORE_FAILED: {
    status: 503,
    message:
      'The comment could not be saved because of a problem on our side; nothing was stored. Send it again in a moment.',
  },
} as const;

export type CommentErrorCode = keyof typeof COMMENT_ERRORS;

const FIELD_MESSAGES: Record<CheckedField, Partial<Record<FieldError['code'], string>>> = {
  comment: {
    required: 'Write a comment.',
    tooLong: 'The comment is longer than {max} characters.',
  },
  author: {
    required: 'Enter your name.',
    tooLong: 'The name is longer than {max} characters.',
  },
  email: {
    required: 'Enter your email address.',
    tooLong: 'The email address is longer than {max} characters.',
    invalid: 'Enter a valid email address, such as name@example.com.',
  },
  url: {
    tooLong: 'The web address is longer than {max} characters.',
    invalid: 'Enter a web address starting with http:// or https://.',
  },
  comment_post_ID: {
    invalid: 'This article does not exist or does not accept comments.',
  },
  comment_parent: {
    invalid:
      'The comment replied to does not exist, is not published or belongs to another article.',
  },
};

export function fieldMessage(field: CheckedField, error: FieldError): string {
  const template = FIELD_MESSAGES[field][error.code] ?? 'This value is not valid.';
  return template.replace('{max}', String(error.max ?? ''));
}

export function commentErrorMessage(code: CommentErrorCode, values: { seconds?: number } = {}) {
  return COMMENT_ERRORS[code].message.replace('{seconds}', String(values.seconds ?? ''));
}
