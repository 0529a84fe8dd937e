import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

/** Issue 26, item 3: X-Forwarded-For is believed only from the proxies TRUST_PROXY names. */
describe('TRUST_PROXY', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const production = { NODE_ENV: 'production', DEMO_FEED: 'false', FEED_RATE_LIMIT: '5' };

  /** Wrong feed tokens from one machine, each claiming another address; the statuses. */
  async function guessTokens(remoteAddress: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await t!.app.inject({
        method: 'POST',
        url: '/api/feed/updates',
        remoteAddress,
        headers: {
          authorization: 'Bearer wrong-token-wrong-token',
          'x-forwarded-for': `198.51.100.${i + 1}`,
        },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('is off by default, even in production: a rotated X-Forwarded-For does not reset the limit', async () => {
    t = await createTestApp(production);
    const statuses = await guessTokens('203.0.113.7', 8);
    expect(statuses.slice(0, 5).every((status) => status === 401 || status === 403)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('believes the header from a listed proxy only', async () => {
    t = await createTestApp({ ...production, TRUST_PROXY: '127.0.0.1' });
    // Through the proxy: each reader is counted on their own.
    expect(await guessTokens('127.0.0.1', 8)).not.toContain(429);
    // Straight to the server: the header is the client's word, ignored.
    expect((await guessTokens('203.0.113.7', 8)).slice(5)).toEqual([429, 429, 429]);
  });
});
