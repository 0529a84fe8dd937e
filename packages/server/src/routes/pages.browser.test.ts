import { mkdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { layoutShift, shiftSources } from '../test-support/browserApp.js';
import {
  describeViolations,
  launchChromium,
  runAxe,
  watchProblems,
} from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

let t: TestApp;
let browser: Browser;
let origin: string;
const screenshots = `${repoRoot}test-results/screenshots`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  mkdirSync(screenshots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function open(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const response = await page.goto(origin + path, { waitUntil: 'load' });
  return { page, problems, response, close: () => context.close() };
}

const LANGS = ['fr', 'en', 'es'] as const;
const article = SEED_ARTICLES[0]!;

describe.each(LANGS)('in %s', (lang) => {
  it('the home page loads cleanly, shows its hero module, shifts nothing and passes axe', async () => {
    const { page, problems, response, close } = await open(`/${lang}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getAttribute('html', 'class')).toContain('js');

    // The hero module's picture (details: sliderDemos/sliderPages.browser.test.ts).
    const hero = page.locator('.home-hero .sr7-bg-img');
    await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    expect(await hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.avif$/);

    // "Page suivante →": the arrow stands apart from its word (issue 28 item 9).
    const arrowGap = await page.locator('.pagination__step[rel="next"]').evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link.firstChild as Node);
      const arrow = link.querySelector('span') as HTMLElement;
      return arrow.getBoundingClientRect().left - range.getBoundingClientRect().right;
    });
    expect(arrowGap).toBeGreaterThanOrEqual(4);

    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${screenshots}/home-${lang}.png`, fullPage: false });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('an article loads cleanly in every language and passes axe', async () => {
    const { page, problems, response, close } = await open(
      `/${lang}/article/${article.translations[lang].slug}`,
    );
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('h1').textContent()).toBe(article.translations[lang].title);
    const hero = page.locator('.article__hero .hero-image__img');
    await expect.poll(() => hero.getAttribute('data-loaded')).toBe('');
    // The 750 ms fade of spec 9.9, then fully opaque.
    expect(await hero.evaluate((img) => getComputedStyle(img).transitionDuration)).toBe('0.75s');
    await expect
      .poll(() => hero.evaluate((img) => getComputedStyle(img).opacity), { timeout: 3000 })
      .toBe('1');
    expect(await hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.avif$/);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates.sort()).toEqual(['en', 'es', 'fr', 'x-default']);
    await page.locator('.article-body img').first().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${screenshots}/article-${lang}.png`, fullPage: true });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('category page', () => {
  it('lists its articles, shifts nothing and passes axe', async () => {
    const { page, problems, response, close } = await open('/en/category/analysis');
    expect(response?.status()).toBe(200);
    expect(await page.locator('.article-card').count()).toBeGreaterThan(0);
    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('404 page', () => {
  it('is localized, passes axe and loads nothing broken', async () => {
    const { page, problems, response, close } = await open('/es/article/no-existe');
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('on a phone', () => {
  it('hides the menu behind the "Menu" button; Escape closes it and returns focus', async () => {
    const { page, problems, close } = await open('/fr/', { width: 375, height: 740 });
    // Open, the button reads "Fermer": found by its class, and by its name where it is closed.
    const toggle = page.locator('.primary-nav__toggle');
    const list = page.locator('.primary-nav__list');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(1);
    expect(await list.isVisible()).toBe(false);

    // Hydration is what makes the button work: wait for the island's chunk to have run.
    await expect
      .poll(async () => {
        await toggle.click();
        return toggle.getAttribute('aria-expanded');
      })
      .toBe('true');
    expect(await list.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));

    await page.getByRole('link', { name: 'Accueil' }).first().focus();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    expect(
      await page
        .getByRole('button', { name: 'Menu', exact: true })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);

    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${screenshots}/home-fr-375.png` });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('keeps the menu open and usable without JavaScript', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${origin}/fr/`);
    expect(await page.locator('.primary-nav__list').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('islands', () => {
  const loadedScripts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file.endsWith('.js')),
    );
  const islandsIn = (page: Page, selector: string) =>
    page.evaluate(
      (sel) =>
        [...document.querySelectorAll<HTMLElement>(sel)].map((el) => el.dataset.island ?? ''),
      selector,
    );

  it.each(['/fr/', `/fr/article/${article.translations.fr.slug}`, '/fr/category/analyses'])(
    '%s downloads the bootstrap and its eager islands only; the others as they come into view',
    async (path) => {
      const { page, close } = await open(path);
      await page.waitForLoadState('networkidle');
      const eager = await islandsIn(page, '[data-island]:not([data-island-load])');
      const deferred = await islandsIn(page, '[data-island][data-island-load="visible"]');
      // Deferred islands start loading a screen before they scroll into view.
      const nearby = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island][data-island-load="visible"]')]
          .filter(
            (el) => (el.firstElementChild ?? el).getBoundingClientRect().top < 2 * innerHeight,
          )
          .map((el) => el.dataset.island ?? ''),
      );
      expect(eager).toContain('SiteHeader');
      const scripts = await loadedScripts(page);
      const allowed = chunkClosure([
        'src/client/islands.tsx',
        ...[...eager, ...nearby].map((name) => `${name}.island.tsx`),
      ]);
      for (const name of eager) {
        expect(
          scripts.some((file) => file.startsWith(`/assets/${name}.island-`)),
          name,
        ).toBe(true);
      }
      for (const file of scripts) expect(allowed, file).toContain(file);

      for (const name of deferred) {
        await page.locator(`[data-island="${name}"]`).scrollIntoViewIfNeeded();
        await page.waitForSelector(`[data-island="${name}"][data-hydrated]`, { state: 'attached' });
        const now = await loadedScripts(page);
        expect(
          now.some((file) => file.startsWith(`/assets/${name}.island-`)),
          name,
        ).toBe(true);
      }
      await close();
    },
  );

  it('keeps an article page’s JavaScript within 90 KB gzip on load (design.md section 5)', async () => {
    const { page, close } = await open(`/fr/article/${article.translations.fr.slug}`);
    await page.waitForLoadState('networkidle');
    const gzip = (await loadedScripts(page)).map(
      (file) => gzipSync(readFileSync(`${repoRoot}packages/site/dist/client${file}`)).length,
    );
    const total = gzip.reduce((sum, size) => sum + size, 0);
    expect(total).toBeLessThanOrEqual(90 * 1024);
    await close();
  });
});

/**
 * The files of some manifest entries (keys or key suffixes), what they import statically and
 * the scripts they start as workers (listed as the chunk's assets).
 */
function chunkClosure(sources: string[]): string[] {
  const manifest = JSON.parse(
    readFileSync(`${repoRoot}packages/site/dist/client/.vite/manifest.json`, 'utf8'),
  ) as Record<string, { file: string; imports?: string[]; assets?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.js')) files.add(`/${asset}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    for (const key of Object.keys(manifest))
      if (key === source || key.endsWith(`/${source}`)) visit(key);
  }
  return [...files];
}
