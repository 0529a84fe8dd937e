import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { SEED_COMMENT_DOMAIN } from '../comments/seedCommentsContent.js';
import { formFieldsIn, humanTiming } from '../comments/test-support/commentForm.js';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { FEED_TOKEN, feedMatch } from '../football/test-support/feedTestKit.js';
import {
  type NodeProcess,
  NodeStartError,
  seededSchema,
  startNode,
} from '../test-support/clusterNodes.js';
import { startNginx } from '../test-support/nginx.js';
import { realtimeToken } from '../test-support/realtimeToken.js';
import { deleteKeys, describeWithRedis, uniquePrefix } from '../test-support/redis.js';

// Two Tribune processes on one PostgreSQL and one Redis behave as one site (issue 25).

const article = SEED_ARTICLES[0]!;
const frPath = `/fr/article/${article.translations.fr.slug}`;

async function eventually(probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A WebSocket class whose every new socket goes to the next origin (a balancer). */
function roundRobin(origins: string[]): typeof WebSocket {
  let i = 0;
  return class extends WebSocket {
    constructor(_url: string, protocols?: string | string[]) {
      super(`ws://${origins[i++ % origins.length]}/ws`, protocols);
    }
  } as typeof WebSocket;
}

function postFeed(origin: string, path: 'matches' | 'updates', body: unknown) {
  return fetch(`http://${origin}/api/feed/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${FEED_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

let posts = 0;
/** Posts the comment form (JSON answer) as the reader at `ip`, through a trusted proxy. */
function postComment(origin: string, fields: Record<string, string>, ip: string) {
  posts++;
  return fetch(`http://${origin}/comments`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
    },
    body: new URLSearchParams({
      comment_parent: '0',
      author: 'Camille Roussel',
      // A returning author: approved at once.
      email: `camille@${SEED_COMMENT_DOMAIN}`,
      url: '',
      comment: `Deux nœuds, un site (${posts}, ${Date.now()}).`,
      ak_hp_textarea: '',
      ...humanTiming(),
      ...fields,
    }).toString(),
  });
}

async function formOn(origin: string) {
  const page = await fetch(`http://${origin}${frPath}`);
  return formFieldsIn(await page.text());
}

const postgresUrl = process.env.TEST_DATABASE_URL || null;
const REALTIME_SECRET = 'r'.repeat(40);
const REALTIME_API_KEY = 'k'.repeat(32);

async function realtimeApi(origin: string, method: string, body: unknown) {
  const res = await fetch(`http://${origin}/api/realtime/${method}`, {
    method: 'POST',
    headers: { 'x-api-key': REALTIME_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { result?: unknown; error?: unknown } };
}

describeWithRedis('several nodes on one PostgreSQL and one Redis', (redisUrl) => {
  if (!postgresUrl) {
    const hint =
      'TEST_DATABASE_URL is not set: install PostgreSQL (apt-get install -y postgresql), create a throw-away database and export TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db';
    if (process.env.CI) {
      it('needs PostgreSQL', () => {
        throw new Error(hint);
      });
    } else {
      process.stderr.write(`[skipped] several nodes: ${hint}\n`);
      it.skip('needs PostgreSQL', () => {});
    }
    return;
  }

  const prefix = uniquePrefix('nodes');
  let schema: { url: string; drop(): Promise<void> };
  let a: NodeProcess;
  let b: NodeProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    const seededAt = new Date(inject('seededAt'));
    schema = await seededSchema(postgresUrl, inject('mediaDir'), seededAt);
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: schema.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      MEDIA_DIR: inject('mediaDir'),
      SITE_URL: 'https://tribune.test',
      FEED_TOKEN,
      // Every node must share the secrets: a form rendered by one is posted to another.
      NONCE_SECRET: 'n'.repeat(40),
      REALTIME_SECRET,
      REALTIME_API_KEY,
      PAGE_CACHE_SECONDS: '30',
      TRUST_PROXY: '127.0.0.1',
      DEMO_FEED: 'false',
      TEST_CLOCK_BEHIND_MS: String(Date.now() - seededAt.getTime()),
    };
    [a, b] = await Promise.all([startNode(env), startNode(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await schema?.drop();
    await deleteKeys(redisUrl, prefix);
  });

  it('logs the engine and its shards at start', () => {
    const line = a.output.find((l) => l.includes('"msg":"real-time engine"'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      engine: 'redis',
      shards: [redisUrl.replace(/\/$/, '')],
    });
  });

  it('a feed update posted to node A reaches the official client on node B', async () => {
    const centrifuge = new Centrifuge(`ws://${b.origin}/ws`, { websocket: WebSocket });
    const received: unknown[] = [];
    const sub = centrifuge.newSubscription('football');
    sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    sub.subscribe();
    centrifuge.connect();
    try {
      await sub.ready(5000);
      expect((await postFeed(a.origin, 'matches', [feedMatch('nodes-a-b')])).status).toBe(200);
      const update = { slug: 'nodes-a-b', stage: 'live', matchTime: '3' };
      expect((await postFeed(a.origin, 'updates', [update])).status).toBe(200);
      await eventually(() => received.some((d) => (d as { matchTime?: string }).matchTime === '3'));
      // B's match list saw A's commit (its list cache was invalidated through Redis).
      const live = await centrifuge.rpc('getMatches', { lang: 'fr', period: 'live' });
      const slugs = (live.data as { data: { slug: string }[] }).data.map((m) => m.slug);
      expect(slugs).toContain('nodes-a-b');
    } finally {
      centrifuge.disconnect();
    }
  });

  it('presence counts readers on both nodes; a server-API disconnect on A closes the user’s connection on B', async () => {
    const onA = new Centrifuge(`ws://${a.origin}/ws`, {
      websocket: WebSocket,
      token: realtimeToken(REALTIME_SECRET, { sub: 'ann' }),
    });
    const onB = new Centrifuge(`ws://${b.origin}/ws`, {
      websocket: WebSocket,
      token: realtimeToken(REALTIME_SECRET, { sub: 'bob' }),
    });
    const anonymousOnB = new Centrifuge(`ws://${b.origin}/ws`, { websocket: WebSocket });
    const clients = [onA, onB, anonymousOnB];
    try {
      for (const c of clients) {
        const sub = c.newSubscription('football');
        sub.subscribe();
        c.connect();
        await sub.ready(5000);
      }
      for (const origin of [a.origin, b.origin]) {
        const stats = await realtimeApi(origin, 'presence_stats', { channel: 'football' });
        // Anonymous readers count as clients, and as one user (the empty one).
        expect(stats).toEqual({ status: 200, body: { result: { num_clients: 3, num_users: 3 } } });
        const presence = await realtimeApi(origin, 'presence', { channel: 'football' });
        const entries = (presence.body.result as { presence: Record<string, { user: string }> })
          .presence;
        expect(
          Object.values(entries)
            .map((e) => e.user)
            .sort(),
        ).toEqual(['', 'ann', 'bob']);
      }
      const closed: { code: number }[] = [];
      onB.on('disconnected', (ctx) => closed.push(ctx));
      // 4501: a code the client does not reconnect after.
      const ban = { user: 'bob', disconnect: { code: 4501, reason: 'banned' } };
      expect((await realtimeApi(a.origin, 'disconnect', ban)).status).toBe(200);
      await eventually(() => closed.length === 1);
      expect(closed[0]).toMatchObject({ code: 4501 });
      let after: unknown;
      for (let i = 0; i < 100; i++) {
        after = (await realtimeApi(a.origin, 'presence_stats', { channel: 'football' })).body
          .result;
        if ((after as { num_clients: number }).num_clients === 2) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(after).toEqual({ num_clients: 2, num_users: 2 });
      // Ann on A and the anonymous reader on B are still connected.
      expect(onA.state).toBe('connected');
      expect(anonymousOnB.state).toBe('connected');
    } finally {
      for (const c of clients) c.disconnect();
    }
  });

  it('a nonce spent on node A is refused on node B', async () => {
    const form = await formOn(a.origin);
    const fields = { comment_post_ID: form.postId, nonce: form.nonce };
    const first = await postComment(a.origin, fields, '198.51.100.1');
    expect(first.status).toBe(201);
    const again = await postComment(b.origin, fields, '198.51.100.2');
    expect(again.status).toBe(403);
  });

  it('the comment rate limit counts posts on both nodes', async () => {
    const ip = '198.51.100.3';
    const first = await formOn(a.origin);
    expect(
      (await postComment(a.origin, { comment_post_ID: first.postId, nonce: first.nonce }, ip))
        .status,
    ).toBe(201);
    // One comment per 15 s from an address, whichever node it reaches.
    const second = await formOn(b.origin);
    const refused = await postComment(
      b.origin,
      { comment_post_ID: second.postId, nonce: second.nonce },
      ip,
    );
    expect(refused.status).toBe(429);
  });

  it('a comment approved on node A is on node B’s next page, despite B’s page cache', async () => {
    await fetch(`http://${b.origin}${frPath}`);
    const cached = await fetch(`http://${b.origin}${frPath}`);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    const form = formFieldsIn(await cached.text());
    const text = `Vu sur l’autre nœud ${Date.now()}`;
    const posted = await postComment(
      a.origin,
      { comment_post_ID: form.postId, nonce: form.nonce, comment: text },
      '198.51.100.4',
    );
    expect(posted.status).toBe(201);
    let body = '';
    for (let i = 0; i < 50 && !body.includes(text); i++) {
      body = await (await fetch(`http://${b.origin}${frPath}`)).text();
      if (!body.includes(text)) await new Promise((r) => setTimeout(r, 20));
    }
    expect(body).toContain(text);
  });

  it('behind nginx (deploy/nginx.conf): pages, the feed and the live score as one site', async () => {
    const nginx = await startNginx([a.origin, b.origin]);
    const centrifuge = new Centrifuge(`ws://${nginx.origin}/ws`, { websocket: WebSocket });
    try {
      const page = await fetch(`http://${nginx.origin}${frPath}`);
      expect(page.status).toBe(200);
      const received: unknown[] = [];
      const sub = centrifuge.newSubscription('football');
      sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
      sub.subscribe();
      centrifuge.connect();
      await sub.ready(5000);
      // Through the balancer, the posts land on either node.
      expect((await postFeed(nginx.origin, 'matches', [feedMatch('nodes-nginx')])).status).toBe(
        200,
      );
      for (let m = 1; m <= 4; m++) {
        const update = { slug: 'nodes-nginx', stage: 'live', matchTime: String(m) };
        expect((await postFeed(nginx.origin, 'updates', [update])).status).toBe(200);
      }
      const minutes = () =>
        received
          .filter((d) => (d as { slug?: string }).slug === 'nodes-nginx')
          .flatMap((d) => (d as { matchTime?: string }).matchTime ?? []);
      await eventually(() => minutes().length === 4);
      expect(minutes()).toEqual(['1', '2', '3', '4']);
      const ready = await fetch(`http://${nginx.origin}/readyz`);
      expect(ready.status).toBe(200);
    } finally {
      centrifuge.disconnect();
      await nginx.stop();
    }
  });

  it('a client whose node is killed reconnects to the other and recovers what it missed, once, in order', async () => {
    const c = await startNode(env);
    const centrifuge = new Centrifuge('ws://unused/ws', {
      websocket: roundRobin([c.origin, b.origin]),
      minReconnectDelay: 50,
      maxReconnectDelay: 200,
    });
    const minutes: string[] = [];
    const offsets: number[] = [];
    const subscribed: SubscribedContext[] = [];
    const sub = centrifuge.newSubscription('football');
    sub.on('publication', (ctx: PublicationContext) => {
      const data = ctx.data as { slug?: string; matchTime?: string };
      if (data.slug === 'nodes-kill' && data.matchTime) minutes.push(data.matchTime);
      offsets.push(ctx.offset ?? -1);
    });
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    centrifuge.connect();
    try {
      await sub.ready(5000);
      await postFeed(b.origin, 'matches', [feedMatch('nodes-kill', { stage: 'live' })]);
      await postFeed(b.origin, 'updates', [{ slug: 'nodes-kill', matchTime: '1' }]);
      await eventually(() => minutes.length === 1);
      await c.stop({ kill: true });
      for (let m = 2; m <= 6; m++) {
        await postFeed(b.origin, 'updates', [{ slug: 'nodes-kill', matchTime: String(m) }]);
      }
      await eventually(() => minutes.length >= 6).catch((e) => {
        throw new Error(
          `${e}: ${JSON.stringify({ minutes, subscribed, state: centrifuge.state })}`,
        );
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(minutes).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(subscribed.at(-1)).toMatchObject({ wasRecovering: true, recovered: true });
      // Offsets every node agrees on: consecutive, nothing twice.
      for (let i = 1; i < offsets.length; i++) expect(offsets[i]).toBe((offsets[i - 1] ?? 0) + 1);
    } finally {
      centrifuge.disconnect();
      await c.stop({ kill: true });
    }
  });
});

describeWithRedis('the match simulator on several nodes', (redisUrl) => {
  if (!postgresUrl) return;
  const prefix = uniquePrefix('sim');
  let schema: { url: string; drop(): Promise<void> };
  const nodes: NodeProcess[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop({ kill: true })));
    await schema?.drop();
    await deleteKeys(redisUrl, prefix);
  });

  it('runs on one node at a time, and moves to another within its lease when that node is killed', async () => {
    const seededAt = new Date(inject('seededAt'));
    schema = await seededSchema(postgresUrl, inject('mediaDir'), seededAt);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: schema.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      MEDIA_DIR: inject('mediaDir'),
      DEMO_FEED: 'true',
      TEST_CLOCK_BEHIND_MS: String(Date.now() - seededAt.getTime()),
    };
    nodes.push(...(await Promise.all([startNode(env), startNode(env)])));
    const playing = (n: NodeProcess) =>
      n.output.filter((l) => l.includes('the match simulator is playing today')).length;
    await eventually(() => nodes.some((n) => playing(n) > 0));
    await new Promise((r) => setTimeout(r, 1000));
    expect(nodes.map(playing).sort()).toEqual([0, 1]);
    const holder = nodes.find((n) => playing(n) === 1)!;
    const other = nodes.find((n) => n !== holder)!;
    const killedAt = Date.now();
    await holder.stop({ kill: true });
    // The lease lives 10 s and is tried every third of it.
    await eventually(() => playing(other) === 1, 16_000);
    expect(Date.now() - killedAt).toBeLessThan(14_500);
  }, 90_000);
});

describe('a node whose Redis cannot be reached', () => {
  it('refuses to start, in one line naming REDIS_URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tribune-node-'));
    const file = join(dir, 'tribune.sqlite');
    copyFileSync(inject('seededDatabase'), file);
    const error = await startNode({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: `sqlite:${file}`,
      MEDIA_DIR: inject('mediaDir'),
      REDIS_URL: 'redis://127.0.0.1:1/0',
    }).then(
      () => null,
      (e: unknown) => e,
    );
    rmSync(dir, { recursive: true, force: true });
    expect(error).toBeInstanceOf(NodeStartError);
    const { code, stderr } = error as NodeStartError;
    expect(code).toBe(1);
    // Node's own warnings (a deprecation of Fastify's) aside, one line says why.
    const lines = stderr.split('\n').filter((l) => !/^\((node:\d+|Use `node)/.test(l));
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Tribune cannot start: Invalid REDIS_URL: Redis at redis:\/\/127\.0\.0\.1:1\/0 is unreachable \(connect ECONNREFUSED/,
    );
  }, 60_000);
});
