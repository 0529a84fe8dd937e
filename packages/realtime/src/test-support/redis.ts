import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, it } from 'vitest';

/**
 * Tests that need a real Redis read TEST_REDIS_URL (a throw-away database: tests use their own
 * key prefixes and delete what they wrote). In CI a missing URL fails with the way to get one;
 * on a developer machine the tests are skipped with the reason printed.
 */
export const testRedisUrl: string | null = process.env.TEST_REDIS_URL || null;

export const REDIS_INSTALL_HINT =
  'TEST_REDIS_URL is not set: install Redis (apt-get install -y redis-server), start it and ' +
  'export TEST_REDIS_URL=redis://127.0.0.1:6379/2';

/** `describe` that runs only with a Redis; see {@link testRedisUrl}. */
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

/** A key prefix no other test run uses. */
export function uniquePrefix(tag: string): string {
  return `t25.${tag}.${process.pid}.${Math.random().toString(36).slice(2, 8)}`;
}

/** Deletes every key under `prefix` (never the whole database: others may share it). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const r = new Redis(url, { lazyConnect: true });
  await r.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}.*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await r.del(...keys);
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
}

async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const address = srv.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/**
 * A redis-server of the test's own (no persistence), for faults the shared one must not see:
 * stop it, start it again on the same port.
 */
export class OwnRedis {
  #child: ChildProcess | null = null;
  readonly #args: string[];

  private constructor(
    readonly port: number,
    args: string[] = [],
  ) {
    this.#args = args;
  }

  static async start(): Promise<OwnRedis> {
    const r = new OwnRedis(await freePort());
    await r.startAgain();
    return r;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** A Sentinel watching `master` (as master name `main`), on a port of its own. */
  static async sentinel(master: OwnRedis): Promise<OwnRedis> {
    const dir = mkdtempSync(join(tmpdir(), 'tribune-sentinel-'));
    const file = join(dir, 'sentinel.conf');
    writeFileSync(file, `sentinel monitor main 127.0.0.1 ${master.port} 1\n`);
    const r = new OwnRedis(await freePort(), [file, '--sentinel']);
    await r.startAgain();
    return r;
  }

  async startAgain(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        ...this.#args,
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        ...(this.#args.includes('--sentinel') ? [] : ['--save', '', '--appendonly', 'no']),
      ],
      { stdio: 'ignore' },
    );
    this.#child = child;
    const end = Date.now() + 5000;
    for (;;) {
      const probe = new Redis(this.url, {
        lazyConnect: true,
        retryStrategy: () => null,
        maxRetriesPerRequest: 0,
      });
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        probe.disconnect();
        if (Date.now() > end) throw new Error(`redis-server on ${this.port} did not start`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
}
