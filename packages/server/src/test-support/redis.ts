import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
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

/** Deletes every key under `prefix` (never the whole database: others may share it). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const r = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await r.del(...keys);
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
}

/** A key prefix of this test run alone. */
export function uniquePrefix(tag: string): string {
  return `t25-${tag}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A redis-server of the test's own (no persistence) on a free port, for outages the shared
 * Redis must not see: `stop()` it, `start()` it again on the same port.
 */
export class OwnRedis {
  #child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const srv = createServer().listen(0, '127.0.0.1');
    await once(srv, 'listening');
    const address = srv.address();
    await new Promise((r) => srv.close(r));
    const r = new OwnRedis(typeof address === 'object' && address ? address.port : 0);
    await r.start();
    return r;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.#child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const end = Date.now() + 5000;
    for (;;) {
      const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch {
        if (Date.now() > end) throw new Error(`redis-server on ${this.port} did not start`);
        await new Promise((r) => setTimeout(r, 50));
      } finally {
        probe.disconnect();
      }
    }
  }

  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
