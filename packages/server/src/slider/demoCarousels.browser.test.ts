import { renderModuleHtml } from '@tribune/slider/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAROUSEL_ALIASES } from '../db/seed/content/sliders/demoCarousels.js';
import { type BrowserApp, startBrowserApp } from '../test-support/browserApp.js';
import { describeViolations, runAxe } from '../test-support/chromium.js';

/**
 * The seeded carousel demos as a reader gets them from this server: the module as a page
 * renders it on the server (its pictures from /media/), hydrated by the slider embed the
 * server serves under /embed/. Until the site has its demo pages (issue 3), the test page
 * is the module's HTML alone, served at a path of the app's origin.
 */
let app: BrowserApp;

beforeAll(async () => {
  app = await startBrowserApp();
}, 240_000);

afterAll(async () => {
  await app?.close();
});

async function demoPage(alias: string, lang: string): Promise<string> {
  const found = await app.app.app.sliders.forPage({ by: 'alias', alias }, { lang });
  if (!found.ok) throw new Error(`${alias} is not seeded`);
  const module = await renderModuleHtml(found.module, { lang });
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${alias}</title>
<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1240px;margin:0 auto}h1{font-size:20px;margin:16px}</style>
</head><body><main><h1>${alias}</h1>${module}</main>
<script type="module" src="/embed/slider.js"></script></body></html>`;
}

describe.each(Object.values(DEMO_CAROUSEL_ALIASES))('%s', (alias) => {
  it('renders with its pictures, drags, and has no accessibility violation', async () => {
    const context = await app.browser.newContext({
      viewport: { width: 1280, height: 700 },
      hasTouch: true,
    });
    const page = await context.newPage();
    const html = await demoPage(alias, 'fr');
    await page.route(`${app.origin}/__demo`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.origin}/__demo`);
    await page.waitForSelector('.sr7-carousel[data-measured]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.sr7-carousel-slide img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    // The pictures came from the media directory.
    const sources = await page.$$eval('.sr7-carousel-slide img.sr7-bg-img', (imgs) =>
      imgs.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname),
    );
    expect(sources.length).toBeGreaterThanOrEqual(5);
    for (const src of sources) expect(src).toMatch(/^\/media\/slider-/);
    // The slideshow stopped by its control's API, so the drag below is the only change.
    await page.evaluate((a) => {
      type Api = { pause(): void };
      const w = window as unknown as { Tribune: { sliders: { get(a: string): Api | undefined } } };
      w.Tribune.sliders.get(a)?.pause();
    }, alias);
    await page.waitForSelector('.sr7-module[data-phase="idle"]');
    const focused = () =>
      page.evaluate(() =>
        Number(document.querySelector<HTMLElement>('[data-focused]')?.dataset.index),
      );
    const before = await focused();
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // A finger drags the track one slide on (over 130 ms, more than 10 % of a slide).
    const box = (await page.locator('.sr7-carousel').boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height / 2;
    const t0 = Date.now() / 1000;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: 800, y }],
      timestamp: t0,
    });
    for (let i = 1; i <= 10; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 800 - 12 * i, y }],
        timestamp: t0 + 0.03 * i,
      });
    }
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [],
      timestamp: t0 + 0.45,
    });
    await page.waitForFunction(
      (want) => {
        const m = document.querySelector<HTMLElement>('.sr7-module');
        const at = m?.querySelector<HTMLElement>('[data-focused]')?.dataset.index;
        return m?.dataset.phase === 'idle' && at === String(want);
      },
      (before + 1) % 8,
    );
    if (process.env.SCREENSHOT_DIR) {
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${alias}.png` });
    }
    expect(errors).toEqual([]);
    if (alias === DEMO_CAROUSEL_ALIASES.spin) {
      // The spin's focused card is a link as a whole: a click on its picture opens the article.
      const card = page.locator('[data-focused] a.sr7-bg');
      const href = await card.getAttribute('href');
      expect(href).toMatch(/^\/fr\/article\//);
      await card.click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(href);
    }
    await context.close();
  });
});
