/**
 * Whether a failure means "the database cannot be reached or is briefly refusing work" (a
 * restart, a failover, a dropped connection, a locked SQLite file) rather than a bug: such
 * requests are answered 503 with Retry-After, so clients and load balancers retry later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drivers wrap network errors (AggregateError of each address tried, `cause` chains).
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, errors, cause } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

/**
 * Socket errors; PostgreSQL class 08 (connection exception), 57P01–57P03 (shutting down,
 * crash recovery, cannot connect now), 53300 (too many connections), 53100 (disk full),
 * 25006 (read-only transaction: a standby); SQLite's busy/locked, and the storage failures an
 * operator fixes (disk full, file made read-only, I/O error) with nothing wrong in the request.
 */
const UNAVAILABLE_CODES =
  /^(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|EAI_AGAIN|08[0-9A-Z]{3}|57P0[123]|53300|53100|25006|SQLITE_BUSY\w*|SQLITE_LOCKED\w*|SQLITE_FULL|SQLITE_READONLY\w*|SQLITE_IOERR\w*)$/;

/** node-postgres reports a lost or unobtainable connection by message only. */
const UNAVAILABLE_MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
