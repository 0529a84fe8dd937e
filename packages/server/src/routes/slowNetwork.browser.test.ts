import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  type BrowserApp,
  layoutShift,
  shiftSources,
  startBrowserApp,
} from '../test-support/browserApp.js';
import { startTrickleProxy, type TrickleProxy } from '../test-support/trickleProxy.js';

// Pages as a slow network delivers them: the HTML in pieces, the browser painting each half
// parsed state (site.css, "Shown once parsed"). Nothing may move, and once the page is whole,
// everything held back shows.

let b: BrowserApp;
let slow: TrickleProxy;

beforeAll(async () => {
  b = await startBrowserApp();
  slow = await startTrickleProxy(b.origin);
});

afterAll(async () => {
  await slow?.close();
  await b?.close();
});

/** The parts site.css holds back until parsed, and whether each shows now. */
function heldBackParts(page: Page) {
  return page.evaluate(() =>
    [
      '.site-header__inner',
      '.site-footer',
      '.message-page',
      '.article-card__meta',
      '.pagination',
      '.rl-pagination',
      // The slide on show: the others are hidden by the module itself (and inert).
      '.slider-frame .sr7-slide:not([inert]) .sr7-layer',
    ].flatMap((selector) =>
      [...document.querySelectorAll(selector)].map(
        (element) => `${selector} ${getComputedStyle(element).visibility}`,
      ),
    ),
  );
}

const pages: Array<[path: string, width: number, height: number]> = [
  ['/fr/', 1280, 900],
  ['/fr/', 375, 740],
  ['/fr/category/analyses', 1280, 900],
  ['/fr/article/valmont-renverse-rivemont-dans-le-derby', 375, 740],
  ['/fr/nothing/here', 375, 740],
  ['/fr/gallery/jour-de-derby-a-valmont', 1024, 900],
  ['/fr/demo/slider/demo-standard', 1280, 900],
];

// Concurrently: each page is mostly waiting for its next piece.
describe.concurrent('a page arriving in pieces', () => {
  for (const [path, width, height] of pages) {
    it(`${path} at ${width} px shifts nothing, then shows whole`, async ({ expect }) => {
      const context = await b.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(slow.origin + path, { waitUntil: 'load', timeout: 60_000 });
      expect(await layoutShift(page), await shiftSources(page)).toBe(0);
      const parts = await heldBackParts(page);
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.filter((part) => !part.endsWith(' visible'))).toEqual([]);
      await context.close();
    }, 90_000);
  }
});

describe('a page whose HTML stalls before a part’s mark', () => {
  let stalled: TrickleProxy;
  beforeAll(async () => {
    // The home, cut just before the footer's parsed mark: the footer arrives, its mark never.
    stalled = await startTrickleProxy(b.origin, {
      gapMs: 5,
      stallAt: (html) => html.lastIndexOf('<span class="parsed-mark"'),
    });
  });
  afterAll(() => stalled?.close());

  it('holds the part back, then shows it anyway after the failsafe’s 20 s', async ({ expect }) => {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await page.goto(`${stalled.origin}/fr/`, { waitUntil: 'commit' });
    const footer = page.locator('.site-footer');
    await footer.waitFor({ state: 'attached' });
    const visibility = () => footer.evaluate((element) => getComputedStyle(element).visibility);
    await page.waitForTimeout(500);
    expect(await visibility()).toBe('hidden');
    // The document's timeline 1000 times faster: the 20 s delay passes in 20 ms.
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1000 });
    await expect.poll(visibility, { timeout: 5_000 }).toBe('visible');
    await context.close();
  }, 60_000);
});
