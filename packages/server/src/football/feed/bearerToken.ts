import { createHash, timingSafeEqual } from 'node:crypto';

export type TokenCheck = 'missing' | 'refused' | 'accepted';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Checks `Authorization: Bearer <token>` in constant time. Both sides are hashed first so the
 * comparison takes the same time whatever the lengths, and the expected token's length does
 * not leak either.
 */
export function checkBearerToken(header: string | undefined, expected: string): TokenCheck {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  if (!match?.[1]) return 'missing';
  return timingSafeEqual(digest(match[1]), digest(expected)) ? 'accepted' : 'refused';
}
