import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import {
  type BrowserApp,
  layoutShift,
  shiftSources,
  startBrowserApp,
} from '../test-support/browserApp.js';
import { describeViolations, runAxe } from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';

const derby = SEED_ARTICLES.find((article) => article.key === 'valmont-rivemont-derby')!;
const screenshots = `${repoRoot}test-results/screenshots`;

let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp();
  mkdirSync(screenshots, { recursive: true });
});
afterAll(() => b?.close());

describe('numbered pages', () => {
  it('lead from the home to its second page and back, the current page marked', async () => {
    const { page, problems, close } = await b.open('/fr/');
    const nav = page.getByRole('navigation', { name: 'Pages' });
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('1');
    // Leaving a page mid-load cancels its requests: let each page finish first, including the
    // lazy pictures that bringing the pagination into view starts (the section blocks' below it).
    const pending = new Set<unknown>();
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const settled = () => expect.poll(() => pending.size, { timeout: 10_000 }).toBe(0);
    await page.waitForLoadState('networkidle');
    await nav.scrollIntoViewIfNeeded();
    await settled();
    await nav.getByRole('link', { name: 'Page suivante' }).click();
    await page.waitForURL(`${b.origin}/fr/?page=2`);
    expect(await page.title()).toBe('Tribune : l’actualité du football – page 2');
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('2');
    // The 33 articles the hero does not already show, six a page.
    expect(await page.locator('.article-list__status').textContent()).toBe('Page 2 sur 6');
    expect(await page.locator('.article-card').count()).toBe(6);

    // By keyboard: the numbered link to page 1.
    await page.waitForLoadState('networkidle');
    await nav.getByRole('link', { name: 'Page 1' }).focus();
    // Focusing scrolls the pagination into view, and the lazy pictures near it start loading.
    await settled();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${b.origin}/fr/`);
    expect(await page.locator('.home-hero').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await settled();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe.each([
  [375, 740],
  [1280, 900],
])('at %i px', (width, height) => {
  it.each([
    ['the home', '/fr/'],
    ['a section’s second page', '/es/category/europa?page=2'],
    ['an article', `/en/article/${derby.translations.en.slug}`],
  ])('%s shifts nothing and passes axe', async (_name, path) => {
    const { page, problems, status, close } = await b.open(path, { width, height });
    expect(status).toBe(200);
    // Bring every lazy part in (images, island chunks), then measure.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({
      path: `${screenshots}/axe-${width}-${path.replace(/[^a-z0-9]+/gi, '-')}.png`,
      fullPage: true,
    });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});
