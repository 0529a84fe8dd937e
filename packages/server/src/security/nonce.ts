import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSpentNonces, type SpentNonceStore } from './spentNonces.js';

/**
 * Form and ajax nonces (design.md section 6). A nonce is `random.expiry.signature`, signed with
 * HMAC-SHA256 over the action it is for, so one issued for the gallery cannot post a comment.
 * Verification is stateless except for single-use nonces (comment forms), whose use is
 * remembered until they expire so a replayed form is refused. That memory is this process's,
 * or Redis (cluster/spentNoncesRedis.ts) when several nodes must agree that a nonce is spent.
 */
export interface NonceService {
  issue(action: string): string;
  /** Why the nonce is refused, or null when it is good. */
  check(action: string, nonce: unknown): NonceProblem | null;
  /** Like `check`, and spends a good nonce: the same nonce is refused afterwards ('replayed'). */
  spend(action: string, nonce: unknown): Promise<NonceProblem | null>;
  /** Spent single-use nonces remembered in this process (for tests and metrics). */
  readonly spentCount: number;
}

/** `unavailable`: the store of spent nonces did not answer (the reader resends). */
export type NonceProblem =
  | 'missing'
  | 'malformed'
  | 'expired'
  | 'invalid'
  | 'replayed'
  | 'unavailable';

export interface NonceOptions {
  secret: string;
  /** How long a nonce stays valid, in ms. Default 12 hours (a reader may leave a tab open). */
  lifetimeMs?: number;
  /** Time source, replaceable in tests. Default `Date.now`. */
  now?: () => number;
  /** Most spent single-use nonces remembered (security/spentNonces.ts). Default 100,000 (~10 MB). */
  maxSpent?: number;
  /** Where spent nonces are remembered. Default: this process's memory (bounded by `maxSpent`). */
  spent?: SpentNonceStore;
}

export function createNonceService(options: NonceOptions): NonceService {
  const lifetime = options.lifetimeMs ?? 12 * 60 * 60 * 1000;
  const now = options.now ?? (() => Date.now());
  const memory = createSpentNonces({
    lifetimeMs: lifetime,
    max: options.maxSpent ?? 100_000,
    now,
  });
  const spent: SpentNonceStore = options.spent ?? {
    spend: async (nonce, expiry) => memory.spend(nonce, expiry),
  };

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
    check(action, nonce) {
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
      return null;
    },
    async spend(action, nonce) {
      const problem = this.check(action, nonce);
      if (problem !== null) return problem;
      const expiry = Number((nonce as string).split('.')[1]);
      try {
        return await spent.spend(nonce as string, expiry);
      } catch {
        return 'unavailable';
      }
    },
    get spentCount() {
      return memory.size;
    },
  };
}
