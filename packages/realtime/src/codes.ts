/**
 * Every number the Centrifuge client protocol gives meaning to, in one table each.
 *
 * Verified against the official client (centrifuge-js 5.8 `codes.ts` and its close handling)
 * and the Go library that defines the protocol (centrifugal/centrifuge `errors.go`,
 * `disconnect.go`, `unsubscribe.go`). Change a number here only if those change.
 */

/** A reply error: the command failed, the connection stays. */
export interface ProtocolError {
  readonly code: number;
  readonly message: string;
  /** The client retries a temporary error (resubscribes, refreshes again) instead of giving up. */
  readonly temporary?: boolean;
}

/**
 * Reply errors (codes 100–113). The client treats codes below 100, `temporary` ones and 109
 * as retryable; any other code ends the call for good (a subscription becomes unsubscribed
 * with that code, a connect error disconnects without reconnecting).
 */
export const ERRORS = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  /** The client drops its token, calls `getToken` and tries again. */
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  /** Recovery impossible and the subscribe asked to be told (flag 2, "reject unrecovered"). */
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
  tokenRevoked: { code: 113, message: 'token revoked' },
} as const satisfies Record<string, ProtocolError>;

/** A disconnect: the server ends the connection with a WebSocket close code and reason. */
export interface Disconnect {
  readonly code: number;
  readonly reason: string;
}

/**
 * Close codes. The client reconnects (with back-off) after 3000–3499 and 4000–4499, and stays
 * disconnected after 3500–3999 and 4500–4999. Reasons are kept under 123 bytes, the limit of a
 * WebSocket close frame.
 */
export const DISCONNECTS = {
  // Reconnect range.
  connectionClosed: { code: 3000, reason: 'connection closed' },
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  subExpired: { code: 3006, reason: 'subscription expired' },
  slow: { code: 3008, reason: 'slow' },
  writeError: { code: 3009, reason: 'write error' },
  insufficientState: { code: 3010, reason: 'insufficient state' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  // Terminal range.
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
  channelLimit: { code: 3505, reason: 'channel limit' },
  inappropriateProtocol: { code: 3506, reason: 'inappropriate protocol' },
  permissionDenied: { code: 3507, reason: 'permission denied' },
  notAvailable: { code: 3508, reason: 'not available' },
  tooManyErrors: { code: 3509, reason: 'too many errors' },
} as const satisfies Record<string, Disconnect>;

/**
 * Not a protocol code but the WebSocket one (RFC 6455 "message too big"): `ws` closes with it
 * when a frame exceeds `maxPayload`, and the official client turns it into its own
 * "message size limit exceeded" state (disconnected, code 3).
 */
export const CLOSE_MESSAGE_TOO_BIG = 1009;

/** Whether the official client reconnects after this close code. */
export function isReconnectCode(code: number): boolean {
  return !((code >= 3500 && code < 4000) || (code >= 4500 && code < 5000));
}

/** Unsubscribe pushes. Codes of 2500 and above make the client subscribe again. */
export const UNSUBSCRIBES = {
  /** Never sent: recorded when the client itself unsubscribed. */
  client: { code: 0, reason: 'client unsubscribed' },
  /** Never sent: recorded when the connection went away. */
  disconnect: { code: 1, reason: 'client disconnected' },
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
} as const satisfies Record<string, { code: number; reason: string }>;

/** Bits of the subscribe command's `flag`. */
export const SUBSCRIBE_FLAGS = {
  /** The client accepts a numeric channel id in pushes; this server never assigns one. */
  channelCompaction: 1,
  /** Answer a failed recovery with error 112 instead of `recovered: false`. */
  rejectUnrecovered: 2,
} as const;
