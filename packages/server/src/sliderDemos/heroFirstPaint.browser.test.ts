import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserApp, layoutShift, startBrowserApp } from '../test-support/browserApp.js';

/**
 * A reader on a slow network gets the home page in pieces, and a busy phone's parser yields
 * mid-way: either way the browser may paint a half-parsed document. The hero's button is
 * anchored to the bottom, so painted before its words arrive it would grow upwards, a layout
 * shift (seen once in CI, under load). The hero's layers stay hidden until the parser has
 * passed the marker after the hero (site.css, `.home-hero`). A proxy here sends the page cut
 * inside the button, with a pause: once as served, once with the hero's class renamed (the rule
 * no longer applies) to show the pause does paint a half button.
 */
const PAUSE_MS = 800;
/** Cut just before the button's words: painted then, it is its padding alone. */
const CUT_BEFORE = 'Lire le récit du match';

let b: BrowserApp;
let proxy: Server;
let proxyOrigin: string;
let keepHeroRule = true;

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
    if (request.url !== '/fr/') return response.end(body);
    let html = body.toString('utf8');
    if (!keepHeroRule) html = html.replace('<div class="home-hero">', '<div class="hero-x">');
    const cut = html.indexOf(CUT_BEFORE);
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await b?.close();
});

/** Opens the home page through the proxy; resolves with its layout shift once loaded. */
async function shiftOfSlowHome(): Promise<number> {
  const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${proxyOrigin}/fr/`, { waitUntil: 'load' });
    await page.locator('.sr7-hero .sr7-btn').waitFor();
    return await layoutShift(page);
  } finally {
    await context.close();
  }
}

describe('the home page arriving in pieces', () => {
  it('shows the hero’s layers once it is parsed whole, so its button does not move', async () => {
    keepHeroRule = true;
    expect(await shiftOfSlowHome()).toBe(0);
  });

  it('(control) without the rule, the pause paints a half button that then grows', async () => {
    keepHeroRule = false;
    expect(await shiftOfSlowHome()).toBeGreaterThan(0);
  });
});
