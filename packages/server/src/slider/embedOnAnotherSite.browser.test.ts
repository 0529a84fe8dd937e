import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp } from '../test-support/browserApp.js';
import { type PageProblems, watchProblems } from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';

/**
 * Issue 28 item 1: every documented embed snippet, pasted into a plain page of another site (a
 * second origin: another port), shows its pictures. Every URL a module carries (data, pictures,
 * posters, thumbnails, media, stylesheet, fonts) must go to Tribune, none to the host page's
 * origin: the module route answers `/media/…` paths, which the embed resolves against the
 * server that answered; with no `data-rest` (the `<sr7-module>` form) the data comes from the
 * embed script's server.
 */
let site: BrowserApp;
let host: Server;
let hostOrigin: string;
const screenshots = `${repoRoot}test-results/screenshots`;
/** The host's pages: `/{name}` answers the snippet stored under that name. */
const snippets = new Map<string, string>();

beforeAll(async () => {
  // SITE_URL is the app's real address, as in production: the demo pages' snippet and the
  // `.json` documents name it.
  site = await startBrowserApp({}, { ownSiteUrl: true });
  mkdirSync(screenshots, { recursive: true });
  host = createServer((request, response) => {
    const body = snippets.get(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Le Journal du Club</title>
<style>body{font-family:Georgia,serif;margin:0 auto;max-width:1100px;padding:16px}</style></head>
<body><h1>Le Journal du Club</h1><p>Un site partenaire qui intègre Tribune.</p>
${body ?? ''}
<p>Fin de l’article du partenaire.</p></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  if (host) await new Promise((resolve) => host.close(resolve));
  await site?.close();
});

interface HostPage {
  page: Page;
  problems: PageProblems;
  /** Requests the page made to the host's origin, besides the page itself. */
  toHost: string[];
  close(): Promise<void>;
}

async function openOnHost(name: string, html: string, width = 1366): Promise<HostPage> {
  snippets.set(name, html);
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const toHost: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === hostOrigin && url.pathname !== `/${name}`) toHost.push(url.pathname);
  });
  await page.goto(`${hostOrigin}/${name}`);
  return { page, problems, toHost, close: () => context.close() };
}

/**
 * Every picture the page asked for has loaded (none broken), at least `least` of them, and
 * every `<img>` inside `scope` that is shown has pixels.
 */
async function picturesLoaded(page: Page, scope: string, least = 1) {
  await expect
    .poll(
      () =>
        page.evaluate((selector) => {
          const shown = [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].filter(
            (img) => img.currentSrc && img.getClientRects().length > 0,
          );
          return shown.filter((img) => img.complete && img.naturalWidth > 0).length;
        }, scope),
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(least);
  const broken = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)]
        .filter((img) => img.currentSrc && img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    scope,
  );
  expect(broken).toEqual([]);
}

/** The embed snippet a demo page shows under "L’intégrer à une page". */
async function demoSnippet(alias: string): Promise<string> {
  const { page, close } = await site.open(`/fr/demo/slider/${alias}`);
  const code = await page.locator('.slider-demo__embed code').textContent();
  await close();
  return code ?? '';
}

const module = (alias: string) => `.sr7-module[data-alias="${alias}"]`;

describe('a demo page’s “L’intégrer à une page” snippet on another site', () => {
  it.each(['demo-standard', 'demo-media', 'demo-photo-feed', 'demo-gallery-feed', 'demo-carousel'])(
    '%s: its pictures load from Tribune, nothing is asked of the host, no console error',
    async (alias) => {
      const snippet = await demoSnippet(alias);
      expect(snippet).toContain(`data-rest="${site.origin}/api/slider"`);
      const { page, problems, toHost, close } = await openOnHost(alias, snippet);
      await page.locator(module(alias)).waitFor({ timeout: 15_000 });
      await picturesLoaded(page, module(alias));
      if (alias === 'demo-standard') {
        // For the picture only: once its first slide's texts have entered.
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `${screenshots}/embed-demo-standard-other-site.png` });
      }
      expect(toHost).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      await close();
    },
  );
});

describe('the README’s embed forms on another site, with the script’s absolute URL', () => {
  const script = () => `<script type="module" src="${site.origin}/embed/slider.js"></script>`;

  it('<sr7-module data-alias> (no data-rest): the data comes from the script’s server', async () => {
    const { page, problems, toHost, close } = await openOnHost(
      'sr7-module',
      `<sr7-module data-alias="demo-standard"></sr7-module>\n${script()}`,
    );
    await page.locator(module('demo-standard')).waitFor({ timeout: 15_000 });
    await picturesLoaded(page, module('demo-standard'));
    expect(toHost).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('data-rest="/api/slider" (relative): resolved against the script’s server', async () => {
    const { page, problems, toHost, close } = await openOnHost(
      'relative-rest',
      `<div data-tribune-slider data-alias="home-hero" data-lang="fr" data-rest="/api/slider"></div>\n${script()}`,
    );
    await page.locator(module('home-hero')).waitFor({ timeout: 15_000 });
    await picturesLoaded(page, module('home-hero'));
    expect(toHost).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('data-src naming a module’s .json document', async () => {
    const { page, problems, toHost, close } = await openOnHost(
      'json-src',
      `<div data-tribune-slider data-src="${site.origin}/api/slider/modules/demo-standard.json"></div>\n${script()}`,
    );
    await page.locator(module('demo-standard')).waitFor({ timeout: 15_000 });
    await picturesLoaded(page, module('demo-standard'));
    expect(toHost).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('the modal element (data-usage="modal") opened by its link: the dialog’s pictures load', async () => {
    const { page, problems, toHost, close } = await openOnHost(
      'modal',
      `<a href="#demo-modal-target">Voir le programme du week-end</a>
<div data-tribune-slider data-usage="modal" data-alias="demo-modal-target" data-lang="fr"
     data-rest="${site.origin}/api/slider"></div>\n${script()}`,
    );
    await page.locator('[data-usage="modal"][data-modal-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Voir le programme du week-end' }).click();
    await page.locator('dialog.sr7-modal[open][data-phase="open"]').waitFor({ timeout: 10_000 });
    await picturesLoaded(page, 'dialog.sr7-modal');
    expect(toHost).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('the live score embed on another site', () => {
  it.each([375, 1366])('at %i px: mounts, its logos load from Tribune', async (width) => {
    const { page, problems, toHost, close } = await openOnHost(
      `livescore-${width}`,
      `<div data-place="widget-live-match" data-lang="fr"></div>
<script src="${site.origin}/embed/livescore.js" defer></script>`,
      width,
    );
    await page.locator('#wgWidgetScreen img').first().waitFor({ timeout: 15_000 });
    await picturesLoaded(page, '#wgWidgetScreen');
    await page.screenshot({ path: `${screenshots}/widget-embedded-${width}.png` });
    expect(toHost).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});
