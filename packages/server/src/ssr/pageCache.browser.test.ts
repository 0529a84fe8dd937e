import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { type BrowserApp, startBrowserApp, waitForHydration } from '../test-support/browserApp.js';
import { watchProblems } from '../test-support/chromium.js';

/**
 * The page cache's gzip (compressed once, each response's nonces spliced in as stored blocks)
 * read by a real browser: the page shows, its scripts run under the response's CSP nonce.
 */
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ PAGE_CACHE_SECONDS: '30' });
});
afterAll(() => b?.close());

const article = `/fr/article/${SEED_ARTICLES[0]!.translations.fr.slug}`;

describe('a cached page, gzipped once', () => {
  it.each(['/fr/', article])('%s: Chromium reads it and runs its scripts', async (path) => {
    await (await b.open(path)).close(); // stores it
    const context = await b.browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(b.origin + path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    expect(response?.headers()['content-encoding']).toBe('gzip');
    await waitForHydration(page);
    expect(await page.locator('footer .site-footer__copyright').textContent()).toMatch(/Tribune$/);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await context.close();
  });
});
