import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp, waitForHydration } from '../test-support/browserApp.js';
import { type PageProblems, watchProblems } from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';
import { mediaDemoPlaying } from '../test-support/videoModules.js';
import { routeVideoServices, type VideoServices } from '../test-support/videoServices.js';

/**
 * The slider demo pages' YouTube and Vimeo players under the site's real Content-Security-
 * Policy, in the system Chromium. The players' scripts are the production ones' addresses,
 * answered by stand-ins that load what the services load (the widget script, the player frames
 * the engine makes and the scripts take over: test-support/videoServices.ts); the browser enforces the page's
 * policy on all of it, and every `securitypolicyviolation` is recorded from the first script.
 */
let b: BrowserApp;
const screenshots = `${repoRoot}test-results/screenshots`;

interface Violation {
  directive: string;
  blocked: string;
}

interface Watched {
  page: Page;
  problems: PageProblems;
  services: VideoServices;
  violations(): Promise<Violation[]>;
  close(): Promise<void>;
}

async function open(path: string, origin = b.origin): Promise<Watched> {
  const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const services = await routeVideoServices(context);
  // Module documents carry absolute media URLs on the site's public address (SITE_URL of the
  // test app): here the app itself answers them.
  const publicUrl = b.app.config.siteUrl;
  await context.route(`${publicUrl}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: b.origin + url.pathname }) });
  });
  // Before any page script: a refusal is reported on the document, frames included.
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const response = await page.goto(origin + path);
  expect(response?.status()).toBe(200);
  return {
    page,
    problems,
    services,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
    close: () => context.close(),
  };
}

const FILM = '[data-slide-id="61"] [data-sr-layer="4"]';

/** The film layer's media state, once it is the one asked for. */
async function waitForMedia(page: Page, state: string) {
  await page.waitForFunction(
    ([sel, want]) =>
      document.querySelector<HTMLElement>(`${sel} .sr7-media`)?.dataset.mediaState === want,
    [FILM, state] as const,
    { timeout: 15_000 },
  );
}

/** Whether the film layer's player frame covers its media box (to the rounding of a pixel). */
async function fillsItsBox(page: Page): Promise<boolean> {
  const [frame, box] = await Promise.all([
    page.locator(`${FILM} iframe`).boundingBox(),
    page.locator(`${FILM} .sr7-media`).boundingBox(),
  ]);
  if (!frame || !box) return false;
  return (['x', 'y', 'width', 'height'] as const).every(
    (side) => Math.abs(frame[side] - box[side]) < 0.5,
  );
}

/**
 * The demo as a reader sees it, once the player frame (a process of its own) has painted at its
 * size. (A page screenshot clipped to the demo: an element screenshot caught the frame before
 * its first paint at the new size.)
 */
async function shoot(page: Page, name: string) {
  const frame = page.locator(`${FILM} iframe`).contentFrame();
  await frame
    .locator('body')
    .evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  const clip = await page.locator('.slider-demo').boundingBox();
  await page.screenshot({ path: `${screenshots}/${name}.png`, ...(clip ? { clip } : {}) });
}

beforeAll(async () => {
  b = await startBrowserApp();
  mkdirSync(screenshots, { recursive: true });
  for (const data of [
    mediaDemoPlaying('demo-csp-youtube', { type: 'youtube', src: 'aqz-KE-bpKQ' }),
    mediaDemoPlaying('demo-csp-vimeo', { type: 'vimeo', src: '76979871' }),
  ]) {
    const saved = await b.app.app.sliders.save(data);
    expect(saved.ok, JSON.stringify(saved)).toBe(true);
  }
}, 120_000);

afterAll(() => b?.close());

describe('video players on a page that shows them', () => {
  it('YouTube: the API, its player code and the privacy-enhanced frame load and play, nothing refused', async () => {
    const { page, problems, services, violations, close } = await open(
      '/fr/demo/slider/demo-csp-youtube',
    );
    try {
      await waitForHydration(page, 'SliderModule');
      await waitForMedia(page, 'playing');
      const frame = page.locator(`${FILM} iframe`);
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?.*&enablejsapi=1&origin=/,
      );
      expect(await fillsItsBox(page)).toBe(true);
      await expect.poll(() => frame.contentFrame().locator('#state').textContent()).toBe('playing');
      // The frame is asked for beside the scripts (the engine makes it before the API loads).
      expect(services.requests.map((url) => url.split('?')[0]).sort()).toEqual([
        'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
        'https://www.youtube.com/iframe_api',
        'https://www.youtube.com/s/player/0test000/www-widgetapi.vflset/www-widgetapi.js',
      ]);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      await shoot(page, 'csp-youtube');
    } finally {
      await close();
    }
  });

  it('Vimeo: player.js and the player frame load and play, nothing refused', async () => {
    const { page, problems, services, violations, close } = await open(
      '/fr/demo/slider/demo-csp-vimeo',
    );
    try {
      await waitForHydration(page, 'SliderModule');
      await waitForMedia(page, 'playing');
      const frame = page.locator(`${FILM} iframe`);
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=0&/,
      );
      expect(await fillsItsBox(page)).toBe(true);
      await expect.poll(() => frame.contentFrame().locator('#state').textContent()).toBe('playing');
      // player.js takes over the engine's frame: no oEmbed request for it.
      expect(services.requests.map((url) => url.split('?')[0]).sort()).toEqual([
        'https://player.vimeo.com/api/player.js',
        'https://player.vimeo.com/video/76979871',
      ]);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      await shoot(page, 'csp-vimeo');
    } finally {
      await close();
    }
  });

  it('a page without them keeps the strict policy: the same players are refused there', async () => {
    const { page, violations, close } = await open('/fr/demo/slider/demo-standard');
    try {
      await waitForHydration(page, 'SliderModule');
      expect(await violations()).toEqual([]);
      // What a YouTube and a Vimeo layer would bring, tried by hand on this page.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.src = 'https://www.youtube.com/iframe_api';
        document.head.append(script);
        const frame = document.createElement('iframe');
        frame.src = 'https://player.vimeo.com/video/76979871';
        document.body.append(frame);
        void fetch('https://vimeo.com/api/oembed.json?url=https://vimeo.com/76979871').catch(
          () => {},
        );
      });
      await expect
        .poll(async () => (await violations()).map((v) => `${v.directive} ${v.blocked}`).sort())
        .toEqual([
          'connect-src https://vimeo.com/api/oembed.json?url=https://vimeo.com/76979871',
          // (The browser reports a refused frame by its origin only.)
          'frame-src https://player.vimeo.com',
          'script-src-elem https://www.youtube.com/iframe_api',
        ]);
    } finally {
      await close();
    }
  });
});

describe('on a site owner’s page with a strict policy of its own', () => {
  let partner: Server;
  let partnerOrigin: string;

  /**
   * The policy the slider's README gives site owners: Tribune's origins (here the test app's
   * address and its public one) for the embed, the module data, pictures, media and fonts, and
   * exactly the players' sources for the services its modules use.
   */
  function ownerPolicy(services: Array<'youtube' | 'vimeo'>): string {
    const tribune = `${b.origin} ${b.app.config.siteUrl}`;
    const youtube = services.includes('youtube');
    const vimeo = services.includes('vimeo');
    return [
      "default-src 'self'",
      `script-src 'self' ${tribune}${youtube ? ' https://www.youtube.com/iframe_api https://www.youtube.com/s/player/' : ''}${vimeo ? ' https://player.vimeo.com/api/player.js' : ''}`,
      `style-src 'self' ${tribune}`,
      `connect-src 'self' ${tribune}${vimeo ? ' https://vimeo.com/api/oembed.json' : ''}`,
      `img-src 'self' ${tribune}`,
      `media-src 'self' ${tribune}`,
      `font-src 'self' ${tribune}`,
      `frame-src 'self'${youtube ? ' https://www.youtube-nocookie.com' : ''}${vimeo ? ' https://player.vimeo.com' : ''}`,
      "object-src 'none'",
    ].join('; ');
  }

  beforeAll(async () => {
    // `/{alias}?services=youtube,vimeo`: the module's `.json` document from Tribune, by the embed.
    partner = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      const alias = url.pathname.slice(1);
      const services = (url.searchParams.get('services') ?? '').split(',') as Array<
        'youtube' | 'vimeo'
      >;
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': ownerPolicy(services),
      });
      response.end(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Site partenaire</title></head>
<body><main><h1>Site partenaire</h1>
<div data-tribune-slider data-lang="fr" data-rest="${b.origin}/api/slider" data-src="${b.origin}/api/slider/modules/${alias}.json"></div>
</main><script type="module" src="${b.origin}/embed/slider.js"></script></body></html>`);
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => partner?.close(resolve));
  });

  it.each([
    ['youtube', 'demo-csp-youtube'],
    ['vimeo', 'demo-csp-vimeo'],
  ] as const)(
    '%s: the embed and the player work with the documented directives',
    async (service, alias) => {
      const { page, problems, violations, close } = await open(
        `/${alias}?services=${service}`,
        partnerOrigin,
      );
      try {
        await page.locator('.sr7-module .sr7-rightarrow').waitFor();
        await waitForMedia(page, 'playing');
        const frame = page.locator(`${FILM} iframe`);
        await expect
          .poll(() => frame.contentFrame().locator('#state').textContent())
          .toBe('playing');
        expect(await violations()).toEqual([]);
        expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      } finally {
        await close();
      }
    },
  );

  it('without the player’s directives, the browser refuses it and says which', async () => {
    const { page, violations, close } = await open('/demo-csp-youtube', partnerOrigin);
    try {
      await page.locator('.sr7-module .sr7-rightarrow').waitFor();
      // The engine makes the player's frame beside the script: both are refused.
      await expect
        .poll(async () => (await violations()).map((v) => `${v.directive} ${v.blocked}`).sort())
        .toEqual([
          'frame-src https://www.youtube-nocookie.com',
          'script-src-elem https://www.youtube.com/iframe_api',
        ]);
    } finally {
      await close();
    }
  });
});
