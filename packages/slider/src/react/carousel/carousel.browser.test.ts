import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { renderModuleHtml } from '../../server/renderModuleHtml.js';
import { carouselModule } from '../../test-support/carouselModule.js';
import {
  describeViolations,
  launchChromium,
  layoutShift,
  type OpenedPage,
  openPage,
  runAxe,
} from '../../test-support/chromium.js';
import { demoModule } from '../../test-support/demoModule.js';
import { ensureEmbedBuild } from '../../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../../test-support/staticServer.js';
import { slideImage } from '../../test-support/testImages.js';

/**
 * The carousel in the system Chromium: server HTML hydrated by the embed, driven by real
 * input. Mouse and touch go through the DevTools protocol with their own timestamps, which
 * the page's events carry: the 130 ms / 10 % rule is tested on event time, not on how fast
 * this machine happens to be.
 */
let server: StaticServer;
type SlideEntry = { layers: Record<string, Record<string, unknown>> };
const levels = <T>(v: T) => [v, v, v, v, v];
let browser: Browser;

/** 600 px slides 20 px apart in the 1240 px page column: the focused one centred. */
const PAGES: Record<string, Record<string, unknown>> = {
  '/finite': { carousel: { maxV: 3, infinity: false } },
  '/effects': {
    carousel: {
      maxV: 5,
      infinity: true,
      scale: true,
      minS: 70,
      rotation: true,
      maxR: 20,
      opacity: true,
      maxO: 60,
    },
    settings: { slideshow: { auto: true, sOH: false }, default: { len: 3000 } },
  },
  '/spin': { carousel: { maxV: 5, infinity: true, spin: '3d', space: 0 } },
  // Three 600 px-high slides share a 600 px module: 186.67 px each, 20 px apart.
  '/vertical': {
    carousel: { type: 'v', maxV: 3, align: 'center' },
    settings: { size: { width: levels(600), height: levels(600) } },
  },
};

async function ssrPage(path: string, data: Record<string, unknown>) {
  const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
  server.page(path, testPage({ title: 'Carrousel', body: html }));
}

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  await Promise.all([1, 2, 3, 4, 5].map((n) => slideImage(n, 600, 400)));
  browser = await launchChromium();
  for (const [path, options] of Object.entries(PAGES)) {
    await ssrPage(path, carouselModule({ alias: `c${path.slice(1)}`, ...options }));
  }
  await ssrPage('/standard', demoModule());
  // Every slide's background links to its article (the whole slide is that link).
  const linked = carouselModule({ alias: 'clinked', carousel: { maxV: 3, infinity: false } });
  for (const [id, entry] of Object.entries(linked.slides as Record<string, SlideEntry>)) {
    Object.assign(entry.layers[`${id}-0`] ?? {}, { href: `/article/${id}` });
  }
  await ssrPage('/linked', linked);
  await ssrPage(
    '/thousand',
    carouselModule({
      alias: 'cthousand',
      count: 1000,
      nav: false,
      carousel: { maxV: 5, infinity: true },
    }),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Opened extends OpenedPage {
  cdp: CDPSession;
}

async function open(path: string, options: BrowserContextOptions = {}): Promise<Opened> {
  // Measured, drawn and joined to the engine.
  const opened = await openPage(browser, server.origin + path, {
    viewport: { width: 1280, height: 800 },
    ...options,
    ready: ['.sr7-carousel[data-measured]', '.sr7-module[data-phase="idle"]'],
  });
  const cdp = await opened.page.context().newCDPSession(opened.page);
  return { ...opened, cdp };
}

/** Waits until the module rests on slide `id` (its change over). */
async function restsOn(page: Page, id: string) {
  await page.waitForFunction(
    (want) => {
      const m = document.querySelector<HTMLElement>('.sr7-module');
      return (
        m?.dataset.slide === want &&
        m.dataset.phase === 'idle' &&
        !document.getAnimations().some((a) => a.playState === 'running')
      );
    },
    id,
    { timeout: 10_000 },
  );
}

const slideOf = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLElement>('.sr7-module')?.dataset.slide);

/** Centres of the carousel's slides on screen, by 0-based index. */
function centres(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('.sr7-carousel-slide')].map((el) => {
        const r = el.getBoundingClientRect();
        return [el.dataset.index, Math.round(r.left + r.width / 2)];
      }),
    ),
  );
}

const MIDDLE_Y = 56 + 200;

/**
 * A drag along x through the DevTools protocol: from `x` by `dx` over `ms` of event time in
 * 16 ms steps, then released after `hold` ms without moving. Mouse or touch.
 */
async function drag(
  cdp: CDPSession,
  kind: 'mouse' | 'touch',
  x: number,
  dx: number,
  ms: number,
  hold = 0,
) {
  const t0 = Date.now() / 1000;
  const at = (ms: number) => t0 + ms / 1000;
  const y = MIDDLE_Y;
  const steps = Math.max(1, Math.round(ms / 16));
  if (kind === 'mouse') {
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, timestamp: at(0) });
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mousePressed',
      x,
      y,
      button: 'left',
      buttons: 1,
      clickCount: 1,
      timestamp: at(0),
    });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseMoved',
        x: x + (dx * i) / steps,
        y,
        button: 'left',
        buttons: 1,
        timestamp: at((ms * i) / steps),
      });
    }
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x: x + dx,
      y,
      button: 'left',
      buttons: 0,
      clickCount: 1,
      timestamp: at(ms + hold),
    });
    return;
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x, y }],
    timestamp: at(0),
  });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / steps, y }],
      timestamp: at((ms * i) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
    timestamp: at(ms + hold),
  });
}

describe('server HTML and hydration', () => {
  it('the server lays the carousel out as the script draws it: nothing moves on hydration', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    const before = await context.newPage();
    await before.goto(`${server.origin}/effects`);
    const served = await centres(before);
    await context.close();
    expect(Object.keys(served).sort()).toEqual(['0', '1', '2', '3', '5', '6', '7']);
    const { page, problems, close } = await open('/effects');
    const drawn = await centres(page);
    for (const [index, x] of Object.entries(served)) {
      expect(Math.abs((drawn[index] as number) - x), `slide ${index}`).toBeLessThanOrEqual(1);
    }
    // Slide 1 in the middle of the 1280 px page, its neighbours 620 px either side (scaled).
    expect(drawn['0']).toBe(640);
    expect(await layoutShift(page)).toBe(0);
    expect(problems).toEqual({ errors: [], warnings: [], failedRequests: [] });
    await close();
  });

  it('the carousel chunk comes with a carousel, never with a standard module', async () => {
    const carousel = await open('/effects');
    // At rest a while: the stage prepares its next slide itself, with no filling-ahead chunk.
    await carousel.page.waitForTimeout(1000);
    const carouselScripts = await carousel.page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(carouselScripts.some((p) => /\/chunks\/carouselFeature-[\w-]+\.js$/.test(p))).toBe(true);
    expect(carouselScripts.filter((p) => /fillAhead/.test(p))).toEqual([]);
    await carousel.close();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/standard`);
    await page.waitForSelector('.sr7-leftarrow');
    await page.waitForTimeout(500);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(scripts.some((p) => /StandardModule/.test(p))).toBe(true);
    expect(scripts.filter((p) => /carousel/i.test(p))).toEqual([]);
    await context.close();
  });
});

describe('dragging (spec 9.6)', () => {
  it('mouse: a drag over 130 ms that moved more than 10 % of a slide advances one slide; less goes back', async () => {
    const { page, cdp, close } = await open('/finite');
    // 600 px slides: 10 % is 60 px. 90 px over 400 ms, held still before release.
    await drag(cdp, 'mouse', 800, -90, 400, 150);
    await restsOn(page, '2');
    // 40 px over 400 ms: not enough.
    await drag(cdp, 'mouse', 800, -40, 400, 150);
    await page.waitForTimeout(1200);
    await restsOn(page, '2');
    // Back the other way.
    await drag(cdp, 'mouse', 600, 90, 400, 150);
    await restsOn(page, '1');
    await close();
  });

  it('touch swipe: the same 90 px in 100 ms goes back (not over 130 ms), in 300 ms advances', async () => {
    const { page, cdp, close } = await open('/finite', { hasTouch: true });
    await drag(cdp, 'touch', 800, -90, 96);
    await page.waitForTimeout(1200);
    await restsOn(page, '1');
    await drag(cdp, 'touch', 800, -90, 304);
    await restsOn(page, '2');
    await close();
  });

  it('a throw glides over several slides and settles on one; the track follows the finger', async () => {
    const { page, cdp, close } = await open('/finite', { hasTouch: true });
    // 600 px in 200 ms: 3 px/ms, a throw of 9000² / 16000 ≈ 560 px more.
    await drag(cdp, 'touch', 1000, -600, 200);
    await restsOn(page, '3');
    const at = await centres(page);
    expect(at['2']).toBe(640);
    await close();
  });

  it('the slideshow pauses while the user drags', async () => {
    const { page, cdp, close } = await open('/effects', { hasTouch: true });
    const reasons = () =>
      page.evaluate(() => {
        type Api = { state(): { pauseReasons: string[] } | null };
        const w = window as unknown as {
          Tribune: { sliders: { get(a: string): Api | undefined } };
        };
        return w.Tribune.sliders.get('ceffects')?.state()?.pauseReasons ?? null;
      });
    expect(await reasons()).toEqual([]);
    const t0 = Date.now() / 1000;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: 800, y: MIDDLE_Y }],
      timestamp: t0,
    });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: 760, y: MIDDLE_Y }],
      timestamp: t0 + 0.05,
    });
    expect(await reasons()).toContain('interaction');
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [],
      timestamp: t0 + 0.3,
    });
    expect(await reasons()).not.toContain('interaction');
    await close();
  });
});

describe('whole-slide links', () => {
  it("a click on a neighbour brings it to the front; a drag follows no link; the front one's link opens", async () => {
    const { page, cdp, close } = await open('/linked');
    const start = page.url();
    // Only the focused slide's background is a link; its neighbours' keep the URL aside.
    const hrefs = () =>
      page.$$eval('.sr7-carousel-slide', (slides) =>
        Object.fromEntries(
          slides.map((s) => [
            (s as HTMLElement).dataset.index,
            s.querySelector('a.sr7-bg')?.getAttribute('href') ?? null,
          ]),
        ),
      );
    expect(await page.getByRole('link', { name: 'Diapositive 1' }).getAttribute('href')).toBe(
      '/article/1',
    );
    expect(await hrefs()).toMatchObject({ 0: '/article/1', 1: null });
    expect(await page.getByRole('link', { name: 'Diapositive 2' }).count()).toBe(0);
    // Slide 2's background, right of the focused slide, between its headline and its button.
    await page.mouse.click(1040, MIDDLE_Y);
    await restsOn(page, '2');
    expect(page.url()).toBe(start);
    expect(await hrefs()).toMatchObject({ 0: null, 1: '/article/2', 2: null });
    // A drag that starts on the front slide's link changes the slide, and opens nothing.
    await drag(cdp, 'mouse', 800, -90, 400, 150);
    await restsOn(page, '3');
    expect(page.url()).toBe(start);
    await page.mouse.click(640, MIDDLE_Y);
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/article\/3$/);
    await close();
  });
});

describe('vertical', () => {
  it('runs along the height: slides stacked, a touch drag upwards advances one slide', async () => {
    const { page, cdp, close } = await open('/vertical', { hasTouch: true });
    const middles = () =>
      page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll<HTMLElement>('.sr7-carousel-slide')].map((el) => {
            const r = el.getBoundingClientRect();
            return [el.dataset.index, Math.round(r.top + r.height / 2)];
          }),
        ),
      );
    const frame = (await page.locator('.sr7-carousel').boundingBox())!;
    let at = await middles();
    expect(at['0']).toBe(Math.round(frame.y + frame.height / 2));
    const gap = (at['1'] as number) - (at['0'] as number);
    expect(Math.abs(gap - ((600 - 40) / 3 + 20))).toBeLessThanOrEqual(1);
    const x = Math.round(frame.x + frame.width / 2);
    const y = Math.round(frame.y + frame.height / 2);
    const t0 = Date.now() / 1000;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x, y }],
      timestamp: t0,
    });
    for (let i = 1; i <= 10; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y - 4 * i }],
        timestamp: t0 + 0.03 * i,
      });
    }
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [],
      timestamp: t0 + 0.45,
    });
    await restsOn(page, '2');
    at = await middles();
    expect(at['1']).toBe(Math.round(frame.y + frame.height / 2));
    await close();
  });
});

describe('infinity', () => {
  it('wraps both ways with the slides of the other end beside the focused one, the DOM bounded', async () => {
    const { page, close } = await open('/effects');
    await page.click('.sr7-leftarrow');
    await restsOn(page, '8');
    const at = await centres(page);
    expect(at['7']).toBe(640);
    // Slide 1 right of slide 8, slide 7 left of it.
    expect(at['0']).toBeGreaterThan(640);
    expect(at['6']).toBeLessThan(640);
    await page.click('.sr7-rightarrow');
    await restsOn(page, '1');
    await page.click('.sr7-rightarrow');
    await restsOn(page, '2');
    const count = await page.locator('.sr7-carousel-slide').count();
    expect(count).toBeLessThanOrEqual(7);
    await close();
  });

  it('a drag carries on past the last slide to the first', async () => {
    const { page, cdp, close } = await open('/effects', { hasTouch: true });
    await page.click('.sr7-leftarrow');
    await restsOn(page, '8');
    await drag(cdp, 'touch', 900, -120, 320);
    await restsOn(page, '1');
    await close();
  });
});

describe('a thousand slides, the far ones’ layers sent later', () => {
  /** The headline layers drawn in the focused slide, and that slide's picture. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const slide = document.querySelector<HTMLElement>('.sr7-carousel-slide[data-focused]');
      return {
        index: slide?.dataset.index,
        headline: slide?.querySelector('h2')?.textContent,
        picture: slide?.querySelector('img')?.getAttribute('src'),
      };
    });

  it('the payload carries the far slides’ layers as text; a deep link to one draws it', async () => {
    const { page, problems, close } = await open('/thousand#slide500');
    const deferred = await page.evaluate(() => {
      const payload = JSON.parse(document.querySelector('script[data-module]')?.textContent ?? '');
      return { ranges: payload.deferred?.ranges, slide: payload.slides[499].layers };
    });
    expect(deferred).toEqual({ ranges: [6, 995], slide: [] });
    await restsOn(page, '500');
    expect(await focused(page)).toEqual({
      index: '499',
      headline: 'Diapositive 500',
      picture: '/img/slide-5-600x400.jpg',
    });
    expect(await page.locator('.sr7-carousel-slide').count()).toBeLessThanOrEqual(7);
    expect(problems).toEqual({ errors: [], warnings: [], failedRequests: [] });
    await close();
  });

  it('the slides beyond the first ones draw their layers as a drag brings them', async () => {
    const { page, cdp, problems, close } = await open('/thousand', { hasTouch: true });
    // Seven swipes, each over 130 ms and a tenth of a slide: one slide each, past the six
    // whose layers the payload carried (slides 1 to 6; the idle reads may have come first).
    for (let i = 1; i <= 7; i++) {
      await drag(cdp, 'touch', 900, -120, 320);
      await restsOn(page, String(1 + i));
    }
    expect(await focused(page)).toEqual({
      index: '7',
      headline: 'Diapositive 8',
      picture: '/img/slide-3-600x400.jpg',
    });
    expect(problems).toEqual({ errors: [], warnings: [], failedRequests: [] });
    await close();
  });
});

describe('3D spin', () => {
  it('turns the slides on a cylinder seen through the 1200 px perspective; a change turns it', async () => {
    const { page, close } = await open('/spin');
    const turn = () =>
      page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll<HTMLElement>('.sr7-carousel-slide')].map((el) => {
            const m = new DOMMatrix(getComputedStyle(el).transform);
            // rotateY(θ): m11 = cos θ, m13 = −sin θ; m43: the translateZ.
            // (+ 0: no −0.)
            const deg = Math.round((Math.atan2(-m.m13, m.m11) * 180) / Math.PI) + 0;
            return [el.dataset.index, { deg, z: Math.round(m.m43) + 0 }];
          }),
        ),
      );
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('.sr7-carousel') as Element).perspective,
      ),
    ).toBe('1200px');
    let at = await turn();
    expect(at['0']).toMatchObject({ deg: 0, z: 0 });
    // Eight slides: 45° apart, pushed back on the cylinder.
    expect(at['1']?.deg).toBe(45);
    expect(at['7']?.deg).toBe(-45);
    expect(at['1']?.z).toBeLessThan(0);
    await page.click('.sr7-rightarrow');
    await restsOn(page, '2');
    at = await turn();
    expect(at['1']).toMatchObject({ deg: 0, z: 0 });
    expect(at['0']?.deg).toBe(-45);
    await close();
  });
});

describe('keyboard, screen readers, reduced motion', () => {
  it('arrow keys inside the module change the slide; the live region and the groups follow', async () => {
    const { page, close } = await open('/finite');
    await page.focus('.sr7-rightarrow');
    await page.keyboard.press('ArrowRight');
    await restsOn(page, '2');
    expect(await page.locator('[data-focused]').getAttribute('aria-label')).toBe('2 sur 8');
    expect(await page.locator('.sr7-live').textContent()).toContain('2');
    await page.keyboard.press('ArrowLeft');
    await restsOn(page, '1');
    await close();
  });

  it('axe-core finds no violation, before and after a change, 2D and 3D', async () => {
    for (const path of ['/effects', '/spin']) {
      const { page, close } = await open(path);
      let violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.click('.sr7-rightarrow');
      await restsOn(page, '2');
      violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await close();
    }
  });

  it('prefers-reduced-motion: changes and drags land at once, nothing animates', async () => {
    const { page, cdp, close } = await open('/finite', { reducedMotion: 'reduce', hasTouch: true });
    await page.click('.sr7-rightarrow');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await restsOn(page, '2');
    expect((await centres(page))['1']).toBe(640);
    await drag(cdp, 'touch', 800, -90, 304);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await restsOn(page, '3');
    expect(await slideOf(page)).toBe('3');
    await close();
  });
});
