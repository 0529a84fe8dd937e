import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserApp,
  layoutShift,
  shiftSources,
  startBrowserApp,
  waitForHydration,
} from '../test-support/browserApp.js';
import { describeViolations, runAxe } from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';

let b: BrowserApp;
const screenshots = `${repoRoot}test-results/screenshots`;

beforeAll(async () => {
  b = await startBrowserApp();
  mkdirSync(screenshots, { recursive: true });
});

afterAll(() => b?.close());

/** Console warnings and errors that speak of hydration (React's mismatch reports). */
function watchHydration(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (['warning', 'error'].includes(message.type()) && /hydrat/i.test(text)) messages.push(text);
  });
  return messages;
}

/** Waits until the module rests on slide `id` (its change sequence finished). */
async function restsOn(page: Page, id: string) {
  await page.waitForFunction(
    (want) => {
      const m = document.querySelector<HTMLElement>('.slider-demo .sr7-module');
      return m?.dataset.slide === want && m.dataset.phase === 'idle';
    },
    id,
    { timeout: 10_000 },
  );
}

/** The largest contentful paint so far: the element's tag and class. */
function largestPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          const el = last?.element;
          resolve(el ? `${el.tagName.toLowerCase()}.${el.className}` : 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

describe.each([
  [375, 740],
  [1280, 900],
])('at %i px', (width, height) => {
  it('the home page opens on its hero module: first image at high priority, no shift, no script', async () => {
    const { page, problems, status, close } = await b.open('/fr/', { width, height });
    const hydration = watchHydration(page);
    expect(status).toBe(200);
    await waitForHydration(page);

    const hero = page.locator('.home-hero .sr7-hero');
    expect(await hero.getAttribute('aria-label')).toBe('À la une');
    const img = hero.locator('img.sr7-bg-img');
    expect(await img.getAttribute('fetchpriority')).toBe('high');
    // Never lazily loaded (eager is the default: no attribute).
    expect(await img.getAttribute('loading')).toBeNull();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
    // The narrowest AVIF that covers the window (1× screens here): not the 1902 px JPEG.
    const source = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
    expect(source).toMatch(width < 768 ? /-768w-\w+\.avif$/ : /-1902w-\w+\.avif$/);
    expect(await largestPaint(page)).toBe('img.sr7-bg-img');

    // Its height is reserved by the server's inline styles, and its layers are in place.
    const box = await hero.boundingBox();
    expect(box?.height).toBeGreaterThan(width < 768 ? 350 : 550);
    await expect
      .poll(() => hero.getByRole('link').first().getAttribute('href'))
      .toMatch(/^\/fr\/article\//);
    expect(await hero.locator('h2').isVisible()).toBe(true);
    // No island and no slider code on the home page: the hero is HTML and CSS.
    expect(await page.locator('[data-island="SliderModule"]').count()).toBe(0);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.filter((url) => /SliderModule|StandardModule/.test(url))).toEqual([]);

    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${screenshots}/slider-home-${width}.png` });
    expect(hydration).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('the demo page for demo-standard loads cleanly, and its arrows (or bullets) move the slide', async () => {
    const { page, problems, status, close } = await b.open('/fr/demo/slider/demo-standard', {
      width,
      height,
    });
    const hydration = watchHydration(page);
    expect(status).toBe(200);
    await waitForHydration(page, 'SliderModule');
    const module = page.locator('.slider-demo .sr7-module');
    await restsOn(page, '21');
    expect(await module.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await module.locator('img.sr7-bg-img').first().getAttribute('fetchpriority')).toBe(
      'high',
    );
    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    let violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${screenshots}/slider-demo-${width}.png` });

    // The slideshow (7 s) may have moved on meanwhile: hovering holds it (sOH), and steps
    // count from the slide it rests on.
    await module.hover();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLElement>('.slider-demo .sr7-module')?.dataset.phase === 'idle',
    );
    const current = async () => Number(await module.getAttribute('data-slide'));
    const step = (id: number, by: number) => String(21 + ((id - 21 + by + 6) % 6));
    if (width >= 480) {
      // The arrows, named by their words and the title they show (WCAG 2.5.3).
      const next = page.getByRole('button', { name: /^Diapositive suivante/ });
      const previous = page.getByRole('button', { name: /^Diapositive précédente/ });
      const start = await current();
      await next.click();
      await restsOn(page, step(start, 1));
      await previous.click();
      await restsOn(page, step(start, 0));
      await previous.click();
      await restsOn(page, step(start, -1));
    } else {
      // The module hides its arrows under 480 px (they would cover the text): bullets remain.
      expect(await page.locator('.sr7-arrow').count()).toBe(0);
      const bullets = page.getByRole('group', { name: 'Choisir une diapositive' });
      await bullets.getByRole('button').nth(3).click();
      await restsOn(page, '24');
    }
    // The change is announced in the page's language (issue 28: it was "Slide 1 of 6").
    await expect
      .poll(() => page.locator('.slider-demo .sr7-live').textContent())
      .toMatch(/: Diapositive \d sur 6( – |$)/);
    violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    expect(hydration).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('the demo index', () => {
  it('lists the demos, links to them, passes axe and ships no slider code', async () => {
    const { page, problems, status, close } = await b.open('/en/demo/slider', {
      width: 375,
      height: 740,
    });
    expect(status).toBe(200);
    await waitForHydration(page);
    const links = page.locator('.slider-demos__name a');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${screenshots}/slider-index-375.png`, fullPage: true });

    await page.getByRole('link', { name: 'The week in football' }).click();
    await page.waitForURL(`${b.origin}/en/demo/slider/demo-standard`);
    await waitForHydration(page, 'SliderModule');
    expect(await page.locator('h1').textContent()).toBe('The week in football');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});
