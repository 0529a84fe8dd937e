import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSpentNonces } from './spentNonces.js';

/**
 * Form and ajax nonces (design.md section 6). A nonce is `random.expiry.signature`, signed with
 * HMAC-SHA256 over the action it is for, so one issued for the gallery cannot post a comment.
 * Verification is stateless except for single-use nonces (comment forms), whose use is
 * remembered until they expire so a replayed form is refused. That memory is per process: with
 * several nodes, single use holds per node only.
 */
export interface NonceService {
  issue(action: string): string;
  /** Why the nonce is refused, or null when it is good (and, if single-use, now spent). */
  check(action: string, nonce: unknown, options?: { singleUse?: boolean }): NonceProblem | null;
  /** Spent single-use nonces remembered (for tests and metrics). */
  readonly spentCount: number;
}

export type NonceProblem = 'missing' | 'malformed' | 'expired' | 'invalid' | 'replayed';

export interface NonceOptions {
  secret: string;
  /** How long a nonce stays valid, in ms. Default 12 hours (a reader may leave a tab open). */
  lifetimeMs?: number;
  /** Time source, replaceable in tests. Default `Date.now`. */
  now?: () => number;
  /** Most spent single-use nonces remembered (security/spentNonces.ts). Default 100,000 (~10 MB). */
  maxSpent?: number;
}

export function createNonceService(options: NonceOptions): NonceService {
  const lifetime = options.lifetimeMs ?? 12 * 60 * 60 * 1000;
  const now = options.now ?? (() => Date.now());
  const spent = createSpentNonces({
    lifetimeMs: lifetime,
    max: options.maxSpent ?? 100_000,
    now,
  });

  const sign = (action: string, random: string, expiry: string) =>
    createHmac('sha256', options.secret)
      .update(`${action}|${random}|${expiry}`)
      .digest('base64url');

  return {
    issue(action) {
      const random = randomBytes(12).toString('base64url');
      const expiry = String(now() + lifetime);
      return `${random}.${expiry}.${sign(action, random, expiry)}`;
    },
    check(action, nonce, { singleUse = false } = {}) {
      if (nonce === undefined || nonce === null || nonce === '') return 'missing';
      if (typeof nonce !== 'string' || nonce.length > 200) return 'malformed';
      const [random, expiry, signature, ...rest] = nonce.split('.');
      if (!random || !expiry || !signature || rest.length > 0 || !/^\d+$/.test(expiry)) {
        return 'malformed';
      }
      const expected = Buffer.from(sign(action, random, expiry));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      if (Number(expiry) < now()) return 'expired';
      return singleUse ? spent.spend(nonce, Number(expiry)) : null;
    },
    get spentCount() {
      return spent.size;
    },
  };
}
