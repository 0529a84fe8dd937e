import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { PageModel } from '@tribune/site';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, createPlaceholder } from './pageCache.js';
import type { PageRenderer } from './pageRenderer.js';
import { CSP_NONCE_PLACEHOLDER, sendCachedPage } from './sendCachedPage.js';

const FORM = createPlaceholder('Form');

/** Renders "<p nonce=…>{form}</p>" so the test sees which placeholders were filled. */
function fakeRenderer(): PageRenderer & { renders: number } {
  const renderer = {
    renders: 0,
    async render(_page: PageModel, nonce: string) {
      renderer.renders++;
      return Readable.from([`<p nonce="${nonce}">`, `${FORM}</p>`]);
    },
    async close() {},
  };
  return renderer;
}

async function appWith(renderer: PageRenderer, found: boolean, ttlMs = 60_000) {
  const app = Fastify();
  const cache = createPageCache({ ttlMs });
  let issued = 0;
  const outcomes: boolean[] = [];
  app.get('/page', async (_request, reply) => {
    const sent = await sendCachedPage(
      reply,
      renderer,
      { cache, key: '/page', fills: [[FORM, () => `form-${++issued}`]] },
      async () => (found ? ({ kind: 'home' } as unknown as PageModel) : null),
    );
    outcomes.push(sent);
    return sent ? reply : reply.code(404).send('not found');
  });
  return { app, outcomes };
}

describe('sendCachedPage', () => {
  it('renders once, then serves the stored page with fresh values, and says it sent', async () => {
    const renderer = fakeRenderer();
    const { app, outcomes } = await appWith(renderer, true);
    const first = await app.inject({ url: '/page' });
    const second = await app.inject({ url: '/page' });
    expect(renderer.renders).toBe(1);
    expect(outcomes).toEqual([true, true]);
    expect(first.body).toBe('<p nonce="">form-1</p>');
    expect(second.body).toBe('<p nonce="">form-2</p>');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.body).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it('gzips a stored page once and splices each response’s values into it', async () => {
    const { app } = await appWith(fakeRenderer(), true);
    const headers = { 'accept-encoding': 'br, gzip' };
    const bodies: string[] = [];
    for (let i = 0; i < 9; i++) {
      const response = await app.inject({ url: '/page', headers });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toBe('accept-encoding');
      bodies.push(gunzipSync(response.rawPayload).toString());
    }
    expect(bodies[0]).toBe('<p nonce="">form-1</p>');
    expect(bodies[8]).toBe('<p nonce="">form-9</p>');
    // "form-10" is longer than the template was compiled for: sent as is, to be compressed
    // by the server's compression plugin like any other response.
    const longer = await app.inject({ url: '/page', headers });
    expect(longer.headers['content-encoding']).toBeUndefined();
    expect(longer.body).toBe('<p nonce="">form-10</p>');
    // A client that takes no gzip gets the page as is.
    const plain = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<p nonce="">form-11</p>');
  });

  it('compresses nothing itself when the cache is off', async () => {
    const { app } = await appWith(fakeRenderer(), true, 0);
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['x-page-cache']).toBe('off');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<p nonce="">form-1</p>');
  });

  it('sends nothing and says so when there is no page, leaving the 404 to the caller', async () => {
    const renderer = fakeRenderer();
    const { app, outcomes } = await appWith(renderer, false);
    const log = vi.fn();
    app.addHook('onSend', async (_request, _reply, payload) => {
      log(payload);
      return payload;
    });
    const response = await app.inject({ url: '/page' });
    expect(response.statusCode).toBe(404);
    expect(outcomes).toEqual([false]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(renderer.renders).toBe(0);
  });
});

describe('sendCachedPage and the page’s security policy', () => {
  const STRICT = "script-src 'self';frame-src 'self'";
  const VIMEO = {
    'script-src': ['https://player.vimeo.com/api/player.js'],
    'frame-src': ['https://player.vimeo.com'],
  };

  /** An app whose pages carry the strict policy (as helmet sets it) and add `policy`'s. */
  function appWith(policy: () => Promise<Record<string, string[]>>, key: string | null = '/p') {
    const app = Fastify();
    const cache = createPageCache({ ttlMs: 60_000 });
    let worked = 0;
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', STRICT);
    });
    app.get('/p', async (_request, reply) => {
      await sendCachedPage(
        reply,
        fakeRenderer(),
        {
          cache,
          key,
          policy: () => {
            worked++;
            return policy();
          },
        },
        async () => ({ kind: 'home' }) as unknown as PageModel,
      );
      return reply;
    });
    return { app, worked: () => worked };
  }

  it('works the policy out with the render and serves the stored page with the same one', async () => {
    const { app, worked } = appWith(async () => VIMEO);
    const first = await app.inject({ url: '/p' });
    const second = await app.inject({ url: '/p' });
    expect(second.headers['x-page-cache']).toBe('hit');
    const widened =
      "script-src 'self' https://player.vimeo.com/api/player.js;frame-src 'self' https://player.vimeo.com";
    expect(first.headers['content-security-policy']).toBe(widened);
    expect(second.headers['content-security-policy']).toBe(widened);
    expect(worked()).toBe(1);
  });

  it('keeps the strict policy for a page that adds nothing', async () => {
    const { app } = appWith(async () => ({}));
    await app.inject({ url: '/p' });
    expect((await app.inject({ url: '/p' })).headers['content-security-policy']).toBe(STRICT);
  });

  it('shows the page with the strict policy when the policy fails, and does not store it', async () => {
    let calls = 0;
    const { app } = appWith(async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return VIMEO;
    });
    const failed = await app.inject({ url: '/p' });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['content-security-policy']).toBe(STRICT);
    const next = await app.inject({ url: '/p' });
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(next.headers['content-security-policy']).toContain('https://player.vimeo.com');
  });
});
