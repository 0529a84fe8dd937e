import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError, type HttpErrorCode } from './errors.js';

export interface ErrorAnswer {
  status: number;
  code: string;
  /** What the client is told: the error's own message for 4xx, a generic one for 5xx. */
  message: string;
  /** Seconds the client should wait before retrying (503 only). */
  retryAfter?: number;
  /** The input at fault, when the error names one (4xx only). */
  field?: string;
}

/** A database outage is usually a restart or failover: a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * What an error thrown anywhere in a request becomes. A client's mistake (4xx) is told as is; a
 * database that cannot be reached is a 503 the client may retry; anything else is a 500 whose
 * detail (driver text, stack) stays in the log.
 */
export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    const answer = fromTable(error.code, error.statusCode, error.message);
    return error.field === undefined ? answer : { ...answer, field: error.field };
  }
  const fields = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
    validation?: unknown;
  };
  const status =
    fields.validation !== undefined
      ? 400
      : typeof fields.statusCode === 'number' && fields.statusCode >= 400 && fields.statusCode < 500
        ? fields.statusCode
        : null;
  if (status !== null) {
    return {
      status,
      code: typeof fields.code === 'string' && fields.code ? fields.code : 'BAD_REQUEST',
      message: typeof fields.message === 'string' ? fields.message : 'The request is invalid.',
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { ...fromTable('UNAVAILABLE'), retryAfter: RETRY_AFTER_SECONDS };
  }
  return fromTable('INTERNAL');
}

function fromTable(code: HttpErrorCode, status?: number, message?: string): ErrorAnswer {
  const entry = new HttpError(code);
  return { status: status ?? entry.statusCode, code, message: message ?? entry.message };
}
