import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
/** How long the proxy holds a page's rest at most, should the test never release it. */
const HOLD_LIMIT_MS = 15_000;

const pages = [
  // The home hero: server HTML with no script.
  { path: '/fr/', cutBefore: 'Lire le récit du match</a>' },
  // A demo page's module: an island, its first slide in the server HTML.
  { path: '/fr/demo/slider/demo-standard', cutBefore: 'Lire l’article</a>' },
];

let b: BrowserApp;
let proxy: Server;
let proxyOrigin: string;
let keepFrameRule = true;
/** Sends the rest of the page being held. */
let release: () => void = () => {};

beforeAll(async () => {
  b = await startBrowserApp();
  proxy = createServer(async (request, response) => {
    const upstream = await fetch(b.origin + request.url, { redirect: 'manual' });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !/^(content-(encoding|length)|transfer-)/.test(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const cutBefore = pages.find((p) => p.path === request.url)?.cutBefore;
    if (!cutBefore) return response.end(body);
    let html = body.toString('utf8');
    if (!keepFrameRule) html = html.replaceAll(' slider-frame"', ' frame-x"');
    // The first slide's button: after the island's props, which may hold the same words.
    const cut = html.indexOf(cutBefore, html.indexOf('class="sr7-layer'));
    if (cut < 0) throw new Error(`${request.url}: no "${cutBefore}" to cut before`);
    response.write(html.slice(0, cut));
    const rest = () => {
      clearTimeout(limit);
      if (!response.writableEnded) response.end(html.slice(cut));
    };
    const limit = setTimeout(rest, HOLD_LIMIT_MS);
    release = rest;
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await b?.close();
});

/**
 * Opens a page through the proxy; once the browser has painted its first part (the button, no
 * words yet, two animation frames later), lets the rest come; resolves with the page's layout
 * shift once loaded.
 */
async function shiftOfSlowPage(path: string): Promise<number> {
  const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(proxyOrigin + path, { waitUntil: 'commit' });
    await page.waitForFunction(
      () =>
        document.querySelector('.sr7-module .sr7-btn') !== null &&
        new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
    );
    release();
    await page.waitForLoadState('load');
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
