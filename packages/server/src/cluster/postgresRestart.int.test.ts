import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_COMMENT_DOMAIN } from '../comments/seedCommentsContent.js';
import { formFieldsIn, humanTiming } from '../comments/test-support/commentForm.js';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { type NodeProcess, seededSchema, startNode } from '../test-support/clusterNodes.js';
import { OwnPostgres } from '../test-support/ownPostgres.js';
import { deleteKeys, describeWithRedis, uniquePrefix } from '../test-support/redis.js';

// PostgreSQL restarted, stopped for a while, or dropping an idle connection under two nodes
// (issues 25 and 26): no process exits, requests during the outage get 503 at once, /readyz
// says so, and every node serves pages and takes comments again once it is back.

const article = SEED_ARTICLES[0]!;
const frPath = `/fr/article/${article.translations.fr.slug}`;
const INSTALL_HINT =
  'PostgreSQL server binaries are missing (/usr/lib/postgresql/*/bin): apt-get install -y postgresql';

let posts = 0;
async function postComment(origin: string): Promise<number> {
  const page = await fetch(`http://${origin}${frPath}`);
  if (page.status !== 200) return page.status;
  const form = formFieldsIn(await page.text());
  posts++;
  const res = await fetch(`http://${origin}/comments`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      // A reader of their own per post: the comment rate limit is not what is tested.
      'x-forwarded-for': `198.51.100.${100 + posts}`,
    },
    body: new URLSearchParams({
      comment_post_ID: form.postId,
      nonce: form.nonce,
      comment_parent: '0',
      author: 'Camille Roussel',
      email: `camille@${SEED_COMMENT_DOMAIN}`,
      url: '',
      comment: `La base est revenue (${posts}, ${Date.now()}).`,
      ak_hp_textarea: '',
      ...humanTiming(),
    }).toString(),
  });
  return res.status;
}

/** Status of GET `path`, and how long it took; a request that hangs fails the test. */
async function timedGet(origin: string, path: string): Promise<{ status: number; ms: number }> {
  const start = Date.now();
  const res = await fetch(`http://${origin}${path}`, { signal: AbortSignal.timeout(15_000) });
  await res.arrayBuffer();
  return { status: res.status, ms: Date.now() - start };
}

async function readyAgain(origin: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { status } = await timedGet(origin, '/readyz').catch(() => ({ status: 0 }));
    if (status === 200) return;
    if (Date.now() > end) throw new Error(`${origin} not ready again after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function withPostgresBinaries(name: string, body: () => void): void {
  if (OwnPostgres.binDir()) {
    describe(name, body);
  } else if (process.env.CI) {
    describe(name, () => {
      it('needs PostgreSQL', () => {
        throw new Error(INSTALL_HINT);
      });
    });
  } else {
    process.stderr.write(`[skipped] ${name}: ${INSTALL_HINT}\n`);
    describe.skip(name, body);
  }
}

describeWithRedis('two nodes while PostgreSQL restarts', (redisUrl) => {
  withPostgresBinaries('on a PostgreSQL cluster of the test’s own', () => {
    const prefix = uniquePrefix('pgrestart');
    let postgres: OwnPostgres;
    let schema: { url: string; drop(): Promise<void> };
    let nodes: NodeProcess[] = [];
    const exits: string[] = [];

    beforeAll(async () => {
      postgres = await OwnPostgres.start();
      const seededAt = new Date(inject('seededAt'));
      schema = await seededSchema(postgres.url, inject('mediaDir'), seededAt);
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: schema.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        MEDIA_DIR: inject('mediaDir'),
        SITE_URL: 'https://tribune.test',
        NONCE_SECRET: 'n'.repeat(40),
        REALTIME_SECRET: 'r'.repeat(40),
        // Every page request reaches the database.
        PAGE_CACHE_SECONDS: '0',
        TRUST_PROXY: '127.0.0.1',
        DEMO_FEED: 'false',
        TEST_CLOCK_BEHIND_MS: String(Date.now() - seededAt.getTime()),
      };
      nodes = await Promise.all([startNode(env), startNode(env)]);
      for (const [i, n] of nodes.entries()) {
        n.child.on('exit', (code, signal) => exits.push(`node ${i}: ${code ?? signal}`));
      }
    }, 120_000);

    afterAll(async () => {
      await Promise.all(nodes.map((n) => n.stop({ kill: true })));
      await postgres?.close();
      await deleteKeys(redisUrl, prefix);
    });

    async function everyNodeServes(): Promise<void> {
      for (const n of nodes) {
        await readyAgain(n.origin);
        expect((await timedGet(n.origin, frPath)).status).toBe(200);
        expect((await timedGet(n.origin, '/fr/')).status).toBe(200);
        expect(await postComment(n.origin)).toBe(201);
      }
    }

    it('keeps serving when an idle backend is terminated', async () => {
      await everyNodeServes();
      // Both pools now hold idle connections; a reaper ends them.
      expect(await postgres.terminateIdleBackends()).toBeGreaterThanOrEqual(2);
      await new Promise((r) => setTimeout(r, 300));
      expect(exits).toEqual([]);
      await everyNodeServes();
    });

    it('serves again after a fast restart', async () => {
      await postgres.restart();
      await new Promise((r) => setTimeout(r, 300));
      expect(exits).toEqual([]);
      await everyNodeServes();
      expect(exits).toEqual([]);
    }, 60_000);

    it('answers 503 while PostgreSQL is down, /readyz says so, and serves again once it is back', async () => {
      await postgres.stop();
      for (const n of nodes) {
        const page = await timedGet(n.origin, frPath);
        expect(page.status).toBe(503);
        expect(page.ms).toBeLessThan(10_000);
        const ready = await timedGet(n.origin, '/readyz');
        expect(ready.status).toBe(503);
        expect(await postComment(n.origin)).toBe(503);
      }
      // A while down, then back.
      await new Promise((r) => setTimeout(r, 1000));
      expect(exits).toEqual([]);
      await postgres.start();
      await everyNodeServes();
      expect(exits).toEqual([]);
    }, 60_000);
  });
});
