/**
 * Every error the HTTP layer answers with, in one table (the Fastify `lib/errors.js` way): a
 * stable code, the status and a message a person can act on.
 */
export const HTTP_ERRORS = {
  URL_TOO_LONG: { status: 400, message: 'The URL is longer than {max} characters.' },
  PARAM_TOO_LONG: {
    status: 400,
    message: 'A part of the URL path is longer than {max} characters.',
  },
  URL_MALFORMED: { status: 400, message: 'The URL contains a malformed percent-encoding.' },
  TEXT_INVALID: {
    status: 400,
    message: 'The {what} contains {problem}, which no text sent to Tribune may contain.',
  },
  ID_OUT_OF_RANGE: {
    status: 400,
    message: 'The {where} "{field}" must be an id from 1 to {max}, got {value}.',
  },
  NOT_FOUND: { status: 404, message: 'Nothing is served at {path}.' },
  VALIDATION: { status: 400, message: 'The request is invalid: {detail}' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side.' },
  UNAVAILABLE: {
    status: 503,
    message: 'The service is briefly unavailable; nothing was changed. Try again in a moment.',
  },
} as const;

export type HttpErrorCode = keyof typeof HTTP_ERRORS;

export class HttpError extends Error {
  readonly statusCode: number;
  /** The input at fault (`comment`, `[0].home.name`, `path`), when one is. */
  readonly field: string | undefined;
  constructor(
    readonly code: HttpErrorCode,
    values: Record<string, string | number> = {},
  ) {
    const entry = HTTP_ERRORS[code];
    super(entry.message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')));
    this.name = 'HttpError';
    this.statusCode = entry.status;
    this.field = typeof values.field === 'string' ? values.field : undefined;
  }
}

/**
 * The JSON body of an error response. A 5xx carries the request id: the detail is in the log
 * line with that id, never in the body.
 */
export function errorBody(
  code: string,
  message: string,
  statusCode: number,
  requestId?: string,
  field?: string,
) {
  return {
    statusCode,
    code,
    message,
    ...(field !== undefined ? { field } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
