import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livescoreEmbedDist, sliderEmbedDist } from '../ssr/siteLocation.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

let t: TestApp;
beforeAll(async () => {
  // `npm test` builds both embeds before the tests run; alone, say what is missing.
  for (const dir of [livescoreEmbedDist, sliderEmbedDist]) {
    if (!existsSync(dir)) throw new Error(`${dir} is missing: run npm run build:embeds first`);
  }
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the embeds under /embed/', () => {
  it.each(['/embed/livescore.js', '/embed/livescore.css', '/embed/slider.js', '/embed/slider.css'])(
    'serves %s to other sites, revalidated every few minutes',
    async (url) => {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /css/);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it('serves the slider chunks its script loads on demand', async () => {
    const script = (await t.app.inject({ url: '/embed/slider.js' })).body;
    const chunk = /chunks\/[\w.-]+\.js/.exec(script)?.[0];
    expect(chunk).toBeTruthy();
    expect((await t.app.inject({ url: `/embed/${chunk}` })).statusCode).toBe(200);
  });

  it('answers 404 for what is not there', async () => {
    expect((await t.app.inject({ url: '/embed/nothing.js' })).statusCode).toBe(404);
  });
});
