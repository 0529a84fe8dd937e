import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../core/model/ValidateModule.js';
import { renderModuleHtml } from '../server/renderModuleHtml.js';
import { launchChromium, layoutShift } from '../test-support/chromium.js';
import { demoModule } from '../test-support/demoModule.js';
import { ensureEmbedBuild } from '../test-support/embedBuild.js';
import {
  type HoldingProxy,
  paintFirstPart,
  startHoldingProxy,
} from '../test-support/holdingProxy.js';
import { type StaticServer, startStaticServer, testPage } from '../test-support/staticServer.js';
import { slideImage } from '../test-support/testImages.js';

/**
 * `renderModuleHtml`'s hold (its inline rule and the mark at the module's end): a page that
 * arrives in pieces, or a busy parser that yields mid-way, paints the module half parsed. The
 * first slide's button, anchored to the bottom, painted before its words, is its padding alone
 * and then grows upwards: a layout shift (seen in the embed's hero test under load). A proxy
 * sends each page cut just before the button's words and holds the rest until the browser has
 * painted what it has: as written (no shift), and, as a control, with the hold's attribute
 * renamed (a shift: the cut does paint a half button).
 */
const WORDS = 'Lire l’article<';

let server: StaticServer;
let browser: Browser;
let proxy: HoldingProxy;
let keepHold = true;

beforeAll(async () => {
  server = await startStaticServer({ embedDir: await ensureEmbedBuild() });
  await Promise.all([1, 2, 3, 4, 5].map((n) => slideImage(n)));
  browser = await launchChromium();
  for (const [path, data] of [
    ['/hero', demoModule({ alias: 'demo-hero', settings: { type: 'hero' } })],
    ['/standard', demoModule()],
  ] as const) {
    const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
    server.page(path, testPage({ title: 'Démo du diaporama', body: html }));
  }
  proxy = await startHoldingProxy(server.origin, (served, url) => {
    // The element's attribute only: the inline rule still names it.
    const html = keepHold ? served : served.replaceAll(' data-sr7-hold', ' data-x-hold');
    const at = html.indexOf(WORDS, html.indexOf('data-slider-root'));
    if (at < 0) throw new Error(`${url}: no "${WORDS}" to cut before`);
    return { html, at };
  });
});

afterAll(async () => {
  await proxy?.close();
  await browser?.close();
  await server?.close();
});

/** Opens a page through the proxy, its first part painted; its layout shift once whole. */
async function shiftOfSlowPage(path: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await paintFirstPart(page, proxy.origin + path, proxy);
    await page.waitForFunction(
      () => document.querySelector('.sr7-module .sr7-btn')?.textContent === 'Lire l’article',
    );
    return await layoutShift(page);
  } finally {
    await context.close();
  }
}

describe.each(['/hero', '/standard'])('%s arriving in pieces', (path) => {
  it('shows the module’s layers once it is parsed whole, so its button does not move', async () => {
    keepHold = true;
    expect(await shiftOfSlowPage(path)).toBe(0);
  });

  it('(control) without the hold, the cut paints a half button that then grows', async () => {
    keepHold = false;
    expect(await shiftOfSlowPage(path)).toBeGreaterThan(0);
  });
});

describe('a page whose rest never comes', () => {
  it('holds the layers, then shows them anyway after the failsafe’s 20 s', async () => {
    keepHold = true;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Animation.enable');
      await page.goto(`${proxy.origin}/standard`, { waitUntil: 'commit' });
      const layer = page.locator('.sr7-module .sr7-layer').first();
      await layer.waitFor({ state: 'attached' });
      const visibility = () => layer.evaluate((element) => getComputedStyle(element).visibility);
      await page.waitForTimeout(300);
      expect(await visibility()).toBe('hidden');
      // The document's timeline 1000 times faster: the 20 s delay passes in 20 ms.
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 1000 });
      await expect.poll(visibility, { timeout: 5_000 }).toBe('visible');
    } finally {
      proxy.release();
      await context.close();
    }
  });
});
