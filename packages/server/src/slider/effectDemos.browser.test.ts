import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp } from '../test-support/browserApp.js';
import { describeViolations, runAxe } from '../test-support/chromium.js';

/**
 * The seeded demo-parallax and demo-scroll-timeline modules served by the real app: module data
 * from the REST route, pictures from the media library, the headline's web font from the app's
 * own /fonts/, the embed from /embed/. They are placed on the French home page the way a site
 * owner places an embed (until the demo pages of issue 3 show them).
 */
let env: BrowserApp;

beforeAll(async () => {
  env = await startBrowserApp();
}, 120_000);

afterAll(async () => {
  await env?.close();
});

/** Opens the home page and adds the module element and the embed script at the top of main. */
async function withModule(alias: string, options: { height?: number } = {}) {
  const opened = await env.open('/fr/', { height: options.height ?? 900 });
  const requests: string[] = [];
  opened.page.on('request', (request) => requests.push(request.url()));
  await opened.page.evaluate((a) => {
    const host = document.createElement('div');
    host.setAttribute('data-tribune-slider', '');
    host.dataset.alias = a;
    host.dataset.lang = 'fr';
    document.querySelector('main')?.prepend(host);
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/embed/slider.js';
    document.body.append(script);
  }, alias);
  await opened.page.waitForSelector(`.sr7-module[data-alias="${alias}"]`);
  return { ...opened, requests };
}

const moduleBox = (page: Page) =>
  page.evaluate(() => {
    const r = document.querySelector('.sr7-frame')?.getBoundingClientRect();
    return r ? { x: r.left, y: r.top, width: r.width, height: r.height } : null;
  });

describe('demo-parallax', () => {
  it('tilts and moves its layers with the mouse; its font comes from the app', async () => {
    const { page, problems, requests, close } = await withModule('demo-parallax');
    await page.waitForSelector('.sr7-module[data-modifiers="on"]');
    await page.waitForFunction(() => document.fonts.check('700 40px "Open Sans"'));
    expect(requests.some((url) => url.endsWith('/fonts/open-sans-700.woff2'))).toBe(true);
    expect(requests.some((url) => /fonts\.(googleapis|gstatic)\.com/.test(url))).toBe(false);
    const box = await moduleBox(page);
    if (!box) throw new Error('no module');
    await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.2, { steps: 5 });
    // The 3D follow takes 0.8 s (d3s).
    await page.waitForTimeout(1200);
    const grid = await page.evaluate(
      () => document.querySelector<HTMLElement>('.sr7-slide .sr7-grid')?.style.transform ?? '',
    );
    expect(grid).toMatch(/^rotateX\(\d+(\.\d+)?deg\) rotateY\(\d+(\.\d+)?deg\)/);
    await page.screenshot({ path: 'test-results/demo-parallax.png' });
    expect(problems.consoleErrors).toEqual([]);
    expect(describeViolations(await runAxe(page))).toBe('');
    await close();
  });
});

describe('demo-scroll-timeline', () => {
  it('holds at the top while the page scroll plays its layers in', async () => {
    const { page, problems, close } = await withModule('demo-scroll-timeline');
    await page.waitForSelector('.sr7-module[data-sbt="native"]');
    const runwayTop = await page.evaluate(
      () => document.querySelector('.sr7-sbt-hold')?.getBoundingClientRect().top ?? 0,
    );
    const headline = () =>
      page.evaluate(() => {
        const layers = [...document.querySelectorAll<HTMLElement>('[data-sr-layer]')];
        const h2 = layers.find((l) => l.querySelector('h2'));
        return h2 ? Number(getComputedStyle(h2).opacity) : -1;
      });
    // Before the hold: the layers wait at their start.
    expect(await headline()).toBeLessThan(0.05);
    for (const [scrolled, name] of [
      [0, 'start'],
      [700, 'middle'],
      [1600, 'end'],
    ] as const) {
      await page.evaluate((y) => window.scrollTo(0, y), runwayTop + scrolled);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/demo-scroll-timeline-${name}.png` });
    }
    await page.evaluate((y) => window.scrollTo(0, y), runwayTop + 1600);
    await expect.poll(headline).toBeGreaterThan(0.99);
    const moduleTop = await page.evaluate(
      () => document.querySelector('.sr7-module')?.getBoundingClientRect().top ?? 1,
    );
    // 1600 px in: the 1500 px hold is over, the module has begun to scroll away.
    expect(moduleTop).toBeLessThan(0);
    expect(problems.consoleErrors).toEqual([]);
    expect(describeViolations(await runAxe(page))).toBe('');
    await close();
  });
});

describe('demo-scroll-timeline on its demo page, under the sticky header', () => {
  for (const width of [1280, 390]) {
    it(`pins the module just below the shrunk header, not under it (${width} px)`, async () => {
      const { page, problems, close } = await env.open('/fr/demo/slider/demo-scroll-timeline', {
        width,
      });
      await page.waitForSelector('.sr7-module[data-sbt]');
      const runwayTop = await page.evaluate(
        () => (document.querySelector('.sr7-sbt-hold')?.getBoundingClientRect().top ?? 0) + scrollY,
      );
      // 700 px into the 1500 px hold: pinned, its timeline half played.
      await page.evaluate((y) => window.scrollTo(0, y), runwayTop + 700);
      await page.locator('.site-header[data-shrunk]').waitFor();
      // The header's shrink is a 200 ms transform.
      await page.waitForTimeout(400);
      const { header, module } = await page.evaluate(() => ({
        header: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? -1,
        module: document.querySelector('.sr7-module')?.getBoundingClientRect().top ?? -1,
      }));
      expect(header).toBeGreaterThan(40);
      expect(Math.abs(module - header)).toBeLessThanOrEqual(1);
      // It stays there while the hold lasts.
      await page.evaluate((y) => window.scrollTo(0, y), runwayTop + 1200);
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelector('.sr7-module')?.getBoundingClientRect().top),
        )
        .toBeCloseTo(module, 0);
      await page.screenshot({ path: `test-results/demo-scroll-timeline-header-${width}.png` });
      expect(problems.consoleErrors).toEqual([]);
      await close();
    });
  }
});
