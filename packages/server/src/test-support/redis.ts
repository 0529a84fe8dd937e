import { describe, it } from 'vitest';

/**
 * TEST_REDIS_URL: a throw-away Redis database for the tests that need one (they use key
 * prefixes of their own). Unset in CI: those tests fail with the way to get one; on a
 * developer machine they are skipped, with the reason printed.
 */
export const testRedisUrl: string | null = process.env.TEST_REDIS_URL || null;

export const REDIS_INSTALL_HINT =
  'TEST_REDIS_URL is not set: install Redis (apt-get install -y redis-server), start it and ' +
  'export TEST_REDIS_URL=redis://127.0.0.1:6379/2';

export function describeWithRedis(name: string, body: (url: string) => void): void {
  const url = testRedisUrl;
  if (url) {
    describe(name, () => body(url));
  } else if (process.env.CI) {
    describe(name, () => {
      it('needs Redis', () => {
        throw new Error(REDIS_INSTALL_HINT);
      });
    });
  } else {
    process.stderr.write(`[skipped] ${name}: ${REDIS_INSTALL_HINT}\n`);
    describe.skip(name, () => body(''));
  }
}

/** A key prefix of this test run alone. */
export function uniquePrefix(tag: string): string {
  return `t25-${tag}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}
