import { errors, jwtVerify } from 'jose';
import { z } from 'zod';

/**
 * Connection and subscription tokens: HS256 JWTs signed with the server's secret, the claims
 * Centrifugo uses (`sub`, `exp`, `channels`, `channel`, `info`).
 */

export type TokenResult<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

const connectionClaims = z.object({
  sub: z.string().max(255).default(''),
  exp: z.number().int().positive().optional(),
  /** Server-side subscriptions the connection gets without asking. */
  channels: z.array(z.string().min(1).max(255)).max(128).optional(),
  info: z.unknown().optional(),
});
export type ConnectionClaims = z.infer<typeof connectionClaims>;

const subscriptionClaims = z.object({
  sub: z.string().max(255).default(''),
  channel: z.string().min(1).max(255),
  exp: z.number().int().positive().optional(),
  info: z.unknown().optional(),
});
export type SubscriptionClaims = z.infer<typeof subscriptionClaims>;

export class TokenVerifier {
  readonly #key: Uint8Array | null;
  readonly #now: () => number;

  /** @param now milliseconds since the epoch, from the server's clock (fake in tests). */
  constructor(secret: string | null, now: () => number) {
    this.#key = secret ? new TextEncoder().encode(secret) : null;
    this.#now = now;
  }

  verifyConnection(token: string): Promise<TokenResult<ConnectionClaims>> {
    return this.#verify(token, connectionClaims);
  }

  verifySubscription(token: string): Promise<TokenResult<SubscriptionClaims>> {
    return this.#verify(token, subscriptionClaims);
  }

  async #verify<T>(token: string, schema: z.ZodType<T>): Promise<TokenResult<T>> {
    if (!this.#key || token.length > 8192) return { ok: false, reason: 'invalid' };
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.#now()),
      });
      const parsed = schema.safeParse(payload);
      return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, reason: 'invalid' };
    } catch (e) {
      return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

/** Seconds until `exp`, at least 1, for the `ttl` field of connect and subscribe replies. */
export function ttlSeconds(exp: number, nowMs: number): number {
  return Math.max(1, Math.floor(exp - nowMs / 1000));
}
