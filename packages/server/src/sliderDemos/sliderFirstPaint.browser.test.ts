import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type HoldingProxy,
  paintFirstPart,
  startHoldingProxy,
} from '../../../slider/src/test-support/holdingProxy.js';
import { type BrowserApp, layoutShift, startBrowserApp } from '../test-support/browserApp.js';

/**
 * A reader on a slow network gets a page in pieces, and a busy phone's parser yields mid-way:
 * either way the browser may paint a half-parsed document. A module's button anchored to the
 * bottom, painted before its words arrive, is its padding alone and then grows upwards: a
 * layout shift (seen in CI under load, on the home hero and on the demo-standard page). A
 * module's layers stay hidden until the parser has passed the mark after its `SliderFrame`
 * (site.css, `.slider-frame`). A proxy here sends each page cut just before the words of its
 * first slide's button and holds the rest until the browser has painted what it has (a timed
 * pause was not enough: on a loaded machine the first paint could come after it, and the
 * control then measured nothing): once as served, once with the frame's class renamed (the
 * rule no longer applies) to show the pause does paint a half button.
 */
const pages = [
  // The home hero: server HTML with no script.
  { path: '/fr/', cutBefore: 'Lire le récit du match</a>' },
  // A demo page's module: an island, its first slide in the server HTML.
  { path: '/fr/demo/slider/demo-standard', cutBefore: 'Lire l’article</a>' },
];

let b: BrowserApp;
let proxy: HoldingProxy;
let keepFrameRule = true;

beforeAll(async () => {
  b = await startBrowserApp();
  proxy = await startHoldingProxy(b.origin, (served, url) => {
    const cutBefore = pages.find((p) => p.path === url)?.cutBefore;
    if (!cutBefore) return null;
    const html = keepFrameRule ? served : served.replaceAll(' slider-frame"', ' frame-x"');
    // The first slide's button: after the island's props, which may hold the same words.
    const at = html.indexOf(cutBefore, html.indexOf('class="sr7-layer'));
    if (at < 0) throw new Error(`${url}: no "${cutBefore}" to cut before`);
    return { html, at };
  });
});

afterAll(async () => {
  await proxy?.close();
  await b?.close();
});

/** Opens a page through the proxy, its first part painted; its layout shift once loaded. */
async function shiftOfSlowPage(path: string): Promise<number> {
  const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await paintFirstPart(page, proxy.origin + path, proxy);
    await page.locator('.sr7-module .sr7-btn').first().waitFor();
    return await layoutShift(page);
  } finally {
    await context.close();
  }
}

describe.each(pages)('$path arriving in pieces', ({ path }) => {
  it('shows the module’s layers once it is parsed whole, so its button does not move', async () => {
    keepFrameRule = true;
    expect(await shiftOfSlowPage(path)).toBe(0);
  });

  it('(control) without the rule, the pause paints a half button that then grows', async () => {
    keepFrameRule = false;
    expect(await shiftOfSlowPage(path)).toBeGreaterThan(0);
  });
});
