import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { IngestService } from '../ingest/ingestService.js';
import { feedRoutes } from './feedRoutes.js';

const TOKEN = 'unit-feed-token-0123456789';

async function appWith(options: { rateLimitPerMinute?: number; bodyLimit?: number } = {}) {
  const ingest: IngestService = {
    ingestMatches: vi.fn(async (batch) => ({ accepted: batch.length, published: 0, warnings: [] })),
    ingestUpdates: vi.fn(async (batch) => ({ accepted: batch.length, published: 0, warnings: [] })),
    onCommit: () => () => {},
  };
  const app = Fastify();
  await app.register(feedRoutes, { token: TOKEN, ingest, ...options });
  return { app, ingest };
}

const post = (
  app: Awaited<ReturnType<typeof appWith>>['app'],
  headers = {},
  payload: unknown = [{ slug: 'a-b' }],
) =>
  app.inject({
    method: 'POST',
    url: '/api/feed/updates',
    headers: { authorization: `Bearer ${TOKEN}`, ...headers },
    payload: payload as object,
  });

describe('feed routes', () => {
  it('hands a valid batch to the ingest service and answers its result', async () => {
    const { app, ingest } = await appWith();
    const response = await post(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 1, published: 0, warnings: [] });
    expect(ingest.ingestUpdates).toHaveBeenCalledWith([{ slug: 'a-b' }]);
  });

  it('refuses a stranger before reading the body, however large', async () => {
    const { app, ingest } = await appWith({ bodyLimit: 100 });
    const response = await post(app, { authorization: '' }, [{ slug: 'x'.repeat(500) }]);
    expect(response.statusCode).toBe(401);
    expect(ingest.ingestUpdates).not.toHaveBeenCalled();
    const authorized = await post(app, {}, [{ slug: 'x'.repeat(500) }]);
    expect(authorized.statusCode).toBe(413);
    expect(authorized.json().message).toBe(
      'The body is larger than 100 bytes; send fewer items per request.',
    );
  });

  it('rate-limits each route per client, wrong tokens included, with a clear 429', async () => {
    const { app } = await appWith({ rateLimitPerMinute: 2 });
    expect((await post(app)).statusCode).toBe(200);
    expect((await post(app, { authorization: 'Bearer guess' })).statusCode).toBe(401);
    const limited = await post(app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'FEED_RATE_LIMITED',
      message: 'Too many feed requests: at most 2 per minute; retry in 1 minute.',
    });
    expect(limited.headers['retry-after']).toBe('60');
    // The other route has its own budget.
    const matches = await app.inject({
      method: 'POST',
      url: '/api/feed/matches',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: [],
    });
    expect(matches.statusCode).toBe(400);
  });
});
