import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../core/model/ValidateModule.js';
import { renderModuleHtml } from '../server/renderModuleHtml.js';
import {
  describeViolations,
  launchChromium,
  layoutShift,
  type OpenedPage,
  openPage,
  runAxe,
  watchProblems,
} from '../test-support/chromium.js';
import { demoModule } from '../test-support/demoModule.js';
import { ensureEmbedBuild } from '../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../test-support/staticServer.js';
import { slideImage } from '../test-support/testImages.js';

/**
 * Modifiers (mouse, touch and scroll parallax, the 3D tilt), the scroll-based timeline and
 * module web fonts in the system Chromium: server-rendered heroes hydrated by the embed, real
 * mouse moves, touches through the DevTools protocol, real scrolling. Transforms are compared
 * with what the spec's divisors give for the measured geometry.
 */
let server: StaticServer;
let browser: Browser;

type Layers = Record<string, Record<string, unknown>>;

/** A one-slide hero of the demo module, its settings and layers changed by the test. */
function hero(alias: string, settings: Record<string, unknown>, edit: (layers: Layers) => void) {
  const data = demoModule({ alias, slides: 1, settings: { type: 'hero', ...settings } });
  const slides = data.slides as Record<string, { layers: Layers }>;
  edit((slides['1'] as { layers: Layers }).layers);
  return data;
}

/** A layer's entrance made simple: opacity 0 → 1, linear, over `duration` ms. */
const fadeIn = (duration: number) => ({
  in: {
    content: {
      all: [
        { t: 0, d: 0, o: 0 },
        { t: 0, d: duration, e: 'none', o: 1 },
      ],
    },
  },
});

async function ssrPage(path: string, data: Record<string, unknown>, before = '', after = '') {
  const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
  server.page(path, testPage({ title: 'Effets du diaporama', body: before + html + after }));
}

const parallax = (mod: Record<string, unknown>) =>
  hero('demo-parallax-test', { mod: { use: true, d3s: 0, ...mod } }, (layers) => {
    Object.assign(layers['1-1'] as object, { mod: { mouse: 20 } });
    Object.assign(layers['1-3'] as object, { mod: { mouse: -10 } });
    Object.assign(layers['1-0'] as object, { mod: { mouse: 10 } });
  });

const scrollTimeline = (sbt: Record<string, unknown>) =>
  hero('demo-sbt-test', { sbt: { use: true, ...sbt } }, (layers) => {
    // One layer fades in over 1000 ms; the others have no entrance: the timeline is 1000 ms.
    for (const layer of Object.values(layers)) {
      if (layer.subtype !== 'slidebg') layer.tl = {};
    }
    Object.assign(layers['1-1'] as object, { tl: fadeIn(1000) });
  });

/** A standard module of two slides whose layers `1-1` and `2-1` fade in with the scroll. */
function standardScrollTimeline() {
  const data = demoModule({
    alias: 'demo-sbt-standard-test',
    slides: 2,
    settings: { sbt: { use: true }, slideshow: { auto: false } },
  });
  for (const [id, entry] of Object.entries(data.slides as Record<string, { layers: Layers }>)) {
    for (const layer of Object.values(entry.layers)) {
      if (layer.subtype !== 'slidebg') layer.tl = {};
    }
    Object.assign(entry.layers[`${id}-1`] as object, { tl: fadeIn(1000) });
  }
  return data;
}

const TALL_BEFORE = '<div style="height:1400px"><p>Haut de page</p></div>';
const TALL_AFTER = '<div style="height:2400px"><p>Bas de page</p></div>';
/** A site's sticky header, 50 px tall, and the scroll padding that keeps anchors clear of it. */
const STICKY_HEADER =
  '<style>html{scroll-padding-top:50px}</style><header style="position:sticky;top:0;z-index:5;height:50px;background:#111936;color:#fff">En-tête du site</header>';

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  server.mount('/fonts/', fileURLToPath(new URL('../../fonts/', import.meta.url)));
  await Promise.all([1, 2].map((n) => slideImage(n)));
  browser = await launchChromium();
  await ssrPage('/mouse', parallax({ t: 'mouse' }));
  await ssrPage('/mouse-eased', parallax({ t: 'mouse', d3s: undefined }));
  await ssrPage('/tilt', parallax({ t: 'mouse', d3: true }));
  await ssrPage('/drag', parallax({ t: 'mousedrag' }));
  await ssrPage('/mobile-off', parallax({ t: 'mouse', dOM: true }));
  await ssrPage(
    '/scroll-parallax',
    hero('demo-scroll-parallax-test', { mod: { use: true, t: 'scroll', d3s: 0 } }, (layers) => {
      Object.assign(layers['1-1'] as object, { mod: { scroll: 20 } });
    }),
    TALL_BEFORE,
    TALL_AFTER,
  );
  await ssrPage('/sbt', scrollTimeline({}), TALL_BEFORE, TALL_AFTER);
  await ssrPage(
    '/sbt-fallback',
    scrollTimeline({}),
    `${TALL_BEFORE}<div data-sbt-fallback>`,
    `</div>${TALL_AFTER}`,
  );
  await ssrPage('/sbt-hold', scrollTimeline({ f: true, fEnd: 1000 }), TALL_BEFORE, TALL_AFTER);
  const held = scrollTimeline({ f: true, fEnd: 1000 });
  await ssrPage('/sbt-hold-header', held, STICKY_HEADER + TALL_BEFORE, TALL_AFTER);
  await ssrPage(
    '/sbt-hold-header-fallback',
    held,
    `${STICKY_HEADER}${TALL_BEFORE}<div data-sbt-fallback>`,
    `</div>${TALL_AFTER}`,
  );
  // The page's own variable wins over its scroll padding: 6rem = 96 px.
  await ssrPage(
    '/sbt-hold-variable',
    held,
    `${STICKY_HEADER}${TALL_BEFORE}<div style="--sr7-sbt-top:6rem">`,
    `</div>${TALL_AFTER}`,
  );
  await ssrPage(
    '/sbt-header-fallback',
    scrollTimeline({}),
    `${STICKY_HEADER}${TALL_BEFORE}<div data-sbt-fallback>`,
    `</div>${TALL_AFTER}`,
  );
  await ssrPage('/sbt-standard', standardScrollTimeline(), TALL_BEFORE, TALL_AFTER);
  await ssrPage(
    '/fonts',
    hero(
      'demo-fonts-test',
      {
        fonts: {
          "'Open+Sans'": { name: "'Open Sans'", normal: { 700: true } },
          Missing: { name: 'Missing Face', normal: { 400: true } },
          Unused: { name: 'Never Shown', normal: { 400: true } },
        },
      },
      (layers) => {
        const title = layers['1-1'] as { font: Record<string, unknown> };
        title.font = { ...title.font, family: "'Open Sans', sans-serif", weight: ['700'] };
        const button = layers['1-2'] as { font: Record<string, unknown> };
        button.font = { ...button.font, family: "'Missing Face', sans-serif", weight: ['400'] };
      },
    ),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(
  path: string,
  options: BrowserContextOptions = {},
  ready = '[data-modifiers]',
): Promise<OpenedPage> {
  // The feature's chunk has loaded and mounted once its attribute is on the module.
  return openPage(browser, server.origin + path, { ...options, ready: [`.sr7-module${ready}`] });
}

/** The frame's box and a point at an offset from its centre. */
async function frameCentre(page: Page) {
  const box = await page.evaluate(() => {
    const r = document.querySelector('.sr7-frame')?.getBoundingClientRect();
    return r ? { x: r.left, y: r.top, width: r.width, height: r.height } : null;
  });
  if (!box) throw new Error('no frame');
  return { box, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

/** The numbers of an inline transform, e.g. "translate3d(40px, -20px, 0px)" → [40, -20, 0]. */
async function transformOf(page: Page, selector: string): Promise<number[]> {
  const value = await page.evaluate(
    (s) => document.querySelector<HTMLElement>(s)?.style.transform ?? '',
    selector,
  );
  return numbersOf(value);
}

/** The numbers inside a transform's parentheses ("translate3d" itself holds no value). */
function numbersOf(transform: string): number[] {
  return [...transform.matchAll(/\(([^)]*)\)/g)].flatMap((group) =>
    [...(group[1] ?? '').matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0])),
  );
}

const INNER = (id: string) => `[data-sr-layer="${id}"] > .sr7-layer-inner`;

/** Waits until a layer's inline transform equals `want` within half a pixel. */
async function settlesAt(page: Page, selector: string, want: number[]) {
  await page.waitForFunction(
    ({ s, w }) => {
      const value = document.querySelector<HTMLElement>(s)?.style.transform ?? '';
      const got = [...value.matchAll(/\(([^)]*)\)/g)].flatMap((group) =>
        [...(group[1] ?? '').matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0])),
      );
      return got.length >= w.length && w.every((n, i) => Math.abs(n - (got[i] as number)) <= 0.5);
    },
    { s: selector, w: want },
    { timeout: 5000 },
  );
}

describe('mouse parallax (spec 9.4: strength px per 100 px of pointer offset)', () => {
  it('moves each layer by its strength and the background by its own, scaled to keep covering', async () => {
    const { page, problems, close } = await open('/mouse');
    expect(await page.locator('.sr7-module').getAttribute('data-modifiers')).toBe('on');
    const { cx, cy } = await frameCentre(page);
    await page.mouse.move(cx + 200, cy - 100);
    // Strength 20: 40 px across, -20 px up; strength -10 moves against the pointer.
    await settlesAt(page, INNER('1-1'), [40, -20, 0]);
    await settlesAt(page, INNER('1-3'), [-20, 10, 0]);
    // The background (strength 10) moves 20/-10 px and grows by 2 × 10 % / 2 to cover.
    await settlesAt(page, '[data-slide-id="1"] > .sr7-bg', [20, -10, 0, 1.1]);
    // A layer without a strength is left alone.
    expect(await transformOf(page, INNER('1-2'))).toEqual([]);
    await page.mouse.move(cx - 300, cy + 50);
    await settlesAt(page, INNER('1-1'), [-60, 10, 0]);
    // The pointer leaves: everything back to rest.
    await page.mouse.move(5, 5);
    await settlesAt(page, INNER('1-1'), [0, 0, 0]);
    expect(problems.errors).toEqual([]);
    expect(describeViolations(await runAxe(page))).toBe('');
    await close();
  });

  it('eases towards the pointer over the follow time instead of jumping', async () => {
    const { page, close } = await open('/mouse-eased');
    const { cx, cy } = await frameCentre(page);
    await page.mouse.move(cx + 200, cy);
    const soon = await page.evaluate(
      (s) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const m = /\((-?\d+(?:\.\d+)?)/.exec(
                document.querySelector<HTMLElement>(s)?.style.transform ?? '',
              );
              resolve(m ? Number(m[1]) : 0);
            }),
          ),
        ),
      INNER('1-1'),
    );
    expect(soon).toBeGreaterThan(0);
    expect(soon).toBeLessThan(40);
    await settlesAt(page, INNER('1-1'), [40, 0, 0]);
    await close();
  });

  it('"mousedrag" follows the pointer only while the button is down', async () => {
    const { page, close } = await open('/drag');
    const { cx, cy } = await frameCentre(page);
    await page.mouse.move(cx + 100, cy);
    await page.waitForTimeout(200);
    expect((await transformOf(page, INNER('1-1')))[0] ?? 0).toBe(0);
    await page.mouse.down();
    await page.mouse.move(cx + 150, cy, { steps: 3 });
    await settlesAt(page, INNER('1-1'), [30, 0, 0]);
    await page.mouse.up();
    await close();
  });

  it('follows a finger (touch parallax) and returns to rest when it lifts', async () => {
    const { page, close } = await open('/mouse', { hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    const { cx, cy } = await frameCentre(page);
    const y = Math.round(cy);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: Math.round(cx), y }],
    });
    for (let step = 1; step <= 5; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: Math.round(cx) + step * 20, y }],
      });
    }
    await settlesAt(page, INNER('1-1'), [
      ((Math.round(cx) + 100 - cx) * 20) / 100,
      (y - cy) / 5,
      0,
    ]);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settlesAt(page, INNER('1-1'), [0, 0, 0]);
    await close();
  });

  it('is off on a mobile device when dOM is set', async () => {
    const { page, close } = await open('/mobile-off', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    expect(await page.locator('.sr7-module').getAttribute('data-modifiers')).toBe('off');
    const { cx, cy } = await frameCentre(page);
    await page.mouse.move(cx + 200, cy - 100);
    await page.waitForTimeout(200);
    expect(await transformOf(page, INNER('1-1'))).toEqual([]);
    await close();
  });
});

describe('3D tilt (spec 9.4: 200 for layers, 155 / 80 for the background; depth 65 px; perspective 1600)', () => {
  it('tilts the background and the layer grid; layers move over 200; the background 65 px behind fills the frame', async () => {
    const { page, problems, close } = await open('/tilt');
    const { box, cx, cy } = await frameCentre(page);
    await page.mouse.move(cx + 310, cy - 160);
    await settlesAt(page, INNER('1-1'), [31, -16, 0]);
    // 310 / 155 = 2° about the vertical axis; -(-160) / 80 = 2° about the horizontal one.
    await settlesAt(page, '[data-slide-id="1"] > .sr7-grid', [2, 2, 0]);
    await settlesAt(page, '[data-slide-id="1"] > .sr7-bg', [2, 2, -65]);
    const [, , , scale = 0] = await transformOf(page, '[data-slide-id="1"] > .sr7-bg');
    expect(scale).toBeGreaterThan(1665 / 1600);
    // A layer without a strength does not move.
    expect(await transformOf(page, INNER('1-2'))).toEqual([]);
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLElement>('[data-slide-id="1"]')?.style.perspective,
      ),
    ).toBe('1600px');
    // No corner of the frame shows anything but the picture: the tilt never uncovers an edge.
    const corners = await page.evaluate((b) => {
      const points = [
        [b.x + 2, b.y + 2],
        [b.x + b.width - 3, b.y + 2],
        [b.x + 2, b.y + b.height - 3],
        [b.x + b.width - 3, b.y + b.height - 3],
      ];
      return points.map(([x, y]) =>
        Boolean(document.elementFromPoint(x as number, y as number)?.closest('.sr7-bg')),
      );
    }, box);
    expect(corners).toEqual([true, true, true, true]);
    await page.screenshot({ path: 'test-results/slider-tilt.png' });
    expect(problems.errors).toEqual([]);
    expect(describeViolations(await runAxe(page))).toBe('');
    await close();
  });
});

describe('prefers-reduced-motion', () => {
  it('switches the modifiers off, and on again when the reader changes it', async () => {
    const { page, close } = await open('/tilt', { reducedMotion: 'reduce' });
    const module = page.locator('.sr7-module');
    expect(await module.getAttribute('data-modifiers')).toBe('off');
    const { cx, cy } = await frameCentre(page);
    await page.mouse.move(cx + 310, cy - 160);
    await page.waitForTimeout(200);
    expect(await transformOf(page, INNER('1-1'))).toEqual([]);
    expect(await transformOf(page, '[data-slide-id="1"] > .sr7-grid')).toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.waitForSelector('.sr7-module[data-modifiers="on"]');
    await page.mouse.move(cx + 311, cy - 160);
    await settlesAt(page, INNER('1-1'), [31.1, -16, 0]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.waitForSelector('.sr7-module[data-modifiers="off"]');
    expect(await transformOf(page, INNER('1-1'))).toEqual([]);
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLElement>('[data-slide-id="1"]')?.style.perspective,
      ),
    ).toBe('');
    await close();
  });

  it('leaves a scroll-timeline module at rest', async () => {
    const { page, close } = await open('/sbt', { reducedMotion: 'reduce' }, '[data-sbt]');
    expect(await page.locator('.sr7-module').getAttribute('data-sbt')).toBe('off');
    expect(await opacity(page)).toBe(1);
    await close();
  });
});

describe('scroll parallax', () => {
  it('moves a layer by its strength per 100 px of the module’s offset from the viewport centre', async () => {
    const { page, close } = await open('/scroll-parallax');
    for (const scrollY of [600, 1200, 1700]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      const { box } = await frameCentre(page);
      const offset = box.y + box.height / 2 - 900 / 2;
      await settlesAt(page, INNER('1-1'), [0, (offset * 20) / 100, 0]);
    }
    await close();
  });
});

/** The fading layer's computed opacity. */
const opacity = (page: Page) =>
  page.evaluate(() =>
    Number(getComputedStyle(document.querySelector('[data-sr-layer="1-1"]') as Element).opacity),
  );

/** Scrolls so the module's top is `top` px from the viewport's top; returns the expected time. */
async function scrollModuleTo(page: Page, top: number, subject = '.sr7-module') {
  await page.evaluate(
    ({ t, s }) => {
      const rect = document.querySelector(s)?.getBoundingClientRect();
      if (rect) window.scrollBy(0, rect.top - t);
    },
    { t: top, s: subject },
  );
  return page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? 0, subject);
}

describe('scroll-based timeline (sbt)', () => {
  // a: "top": 0 when the module's top enters at the bottom (900), 1000 ms when it reaches 0.
  const expected = (top: number) => Math.min(1, Math.max(0, (900 - top) / 900));

  for (const [path, mode] of [
    ['/sbt', 'native'],
    ['/sbt-fallback', 'fallback'],
  ] as const) {
    it(`plays the layers with the page's scroll (${mode} path)`, async () => {
      const { page, problems, close } = await open(path, {}, '[data-sbt]');
      expect(await page.locator('.sr7-module').getAttribute('data-sbt')).toBe(mode);
      for (const want of [700, 450, 200, -100]) {
        const top = await scrollModuleTo(page, want);
        await page.waitForFunction(
          (e) =>
            Math.abs(
              Number(getComputedStyle(document.querySelector('[data-sr-layer="1-1"]')!).opacity) -
                e,
            ) < 0.02,
          expected(top),
          { timeout: 5000 },
        );
        if (want === 450) await page.screenshot({ path: `test-results/slider-sbt-${mode}.png` });
      }
      // Back up: the timeline runs backwards.
      const top = await scrollModuleTo(page, 800);
      await page.waitForFunction(
        (e) =>
          Math.abs(
            Number(getComputedStyle(document.querySelector('[data-sr-layer="1-1"]')!).opacity) - e,
          ) < 0.02,
        expected(top),
      );
      expect(problems.errors).toEqual([]);
      expect(describeViolations(await runAxe(page))).toBe('');
      await close();
    });
  }

  it('a standard module: the slide a change brings in follows the scroll, not the clock', async () => {
    const { page, close } = await open('/sbt-standard', {}, '[data-sbt]');
    const fade = (id: string) =>
      page.evaluate(
        (s) => Number(getComputedStyle(document.querySelector(s) as Element).opacity),
        `[data-sr-layer="${id}"]`,
      );
    const top = await scrollModuleTo(page, 450);
    await expect.poll(() => fade('1-1')).toBeCloseTo(expected(top), 1);
    await page.click('.sr7-rightarrow');
    await page.waitForSelector('.sr7-module[data-slide="2"][data-phase="idle"]');
    await expect.poll(() => fade('2-1')).toBeCloseTo(expected(top), 1);
    // And it keeps following.
    const lower = await scrollModuleTo(page, 150);
    await expect.poll(() => fade('2-1')).toBeCloseTo(expected(lower), 1);
    await close();
  });

  it('holds the module at the top while fEnd px of scrolling play the timeline, one px per ms', async () => {
    const { page, close } = await open('/sbt-hold', {}, '[data-sbt]');
    const runway = '.sr7-sbt-hold';
    // The runway is in the server's HTML: nothing below moves when the script runs.
    expect(await layoutShift(page)).toBe(0);
    const height = await page.evaluate(
      () => document.querySelector('.sr7-sbt-hold')?.getBoundingClientRect().height ?? 0,
    );
    const module = await page.evaluate(
      () => document.querySelector('.sr7-module')?.getBoundingClientRect().height ?? 0,
    );
    expect(height).toBeCloseTo(module + 1000, 0);
    for (const [runwayTop, want] of [
      [100, 0],
      [-250, 0.25],
      [-800, 0.8],
      [-1200, 1],
    ] as const) {
      await scrollModuleTo(page, runwayTop, runway);
      await page.waitForFunction(
        (e) =>
          Math.abs(
            Number(getComputedStyle(document.querySelector('[data-sr-layer="1-1"]')!).opacity) - e,
          ) < 0.02,
        want,
        { timeout: 5000 },
      );
      const moduleTop = await page.evaluate(
        () => document.querySelector('.sr7-module')?.getBoundingClientRect().top ?? 0,
      );
      // Pinned at the top while held, then scrolling away.
      if (runwayTop <= 0 && runwayTop >= -1000) expect(moduleTop).toBeCloseTo(0, 0);
    }
    await close();
  });
});

describe('scroll-based timeline under a sticky header', () => {
  /** Waits until the fading layer's opacity is `want` (±0.02). */
  const fadesTo = (page: Page, want: number) =>
    page.waitForFunction(
      (e) =>
        Math.abs(
          Number(getComputedStyle(document.querySelector('[data-sr-layer="1-1"]')!).opacity) - e,
        ) < 0.02,
      want,
      { timeout: 5000 },
    );
  const topOf = (page: Page, selector: string) =>
    page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? 0, selector);

  for (const [path, mode, pin] of [
    ['/sbt-hold-header', 'native', 50],
    ['/sbt-hold-header-fallback', 'fallback', 50],
    ['/sbt-hold-variable', 'native', 96],
  ] as const) {
    it(`a held module pins ${pin} px down, below the header, and plays from there (${path})`, async () => {
      const { page, problems, close } = await open(path, {}, '[data-sbt]');
      expect(await page.locator('.sr7-module').getAttribute('data-sbt')).toBe(mode);
      expect(await layoutShift(page)).toBe(0);
      for (const [runwayTop, want] of [
        [pin + 100, 0],
        [pin, 0],
        [pin - 250, 0.25],
        [pin - 800, 0.8],
        [pin - 1200, 1],
      ] as const) {
        await scrollModuleTo(page, runwayTop, '.sr7-sbt-hold');
        await fadesTo(page, want);
        const moduleTop = await topOf(page, '.sr7-module');
        if (runwayTop <= pin && runwayTop >= pin - 1000) expect(moduleTop).toBeCloseTo(pin, 0);
        if (runwayTop === pin - 250) {
          // Nothing of the module is under the header.
          expect(await topOf(page, 'header')).toBe(0);
          await page.screenshot({ path: `test-results/slider-sbt-hold-header-${mode}-${pin}.png` });
        }
      }
      expect(problems.errors).toEqual([]);
      await close();
    });
  }

  it('a module that is not held: the timeline spans the window below the header (fallback = native)', async () => {
    const { page, close } = await open('/sbt-header-fallback', {}, '[data-sbt]');
    expect(await page.locator('.sr7-module').getAttribute('data-sbt')).toBe('fallback');
    // a: "top" over the 850 px below the header: 0 at the bottom edge, 1 at the header.
    for (const want of [700, 450, 100]) {
      const top = await scrollModuleTo(page, want);
      await fadesTo(page, Math.min(1, Math.max(0, (900 - top) / 850)));
    }
    await close();
  });
});

describe('module web fonts, self-hosted', () => {
  it('loads the faces its text uses from the site, none it does not, and reports a failure', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${server.origin}/fonts`);
    await page.waitForFunction(() => document.fonts.check('700 20px "Open Sans"'));
    const missing = `${server.origin}/fonts/missing-face-400.woff2`;
    await expect.poll(() => problems.errors).toContain(`Failed to load font: ${missing}`);
    expect(requested).toContain(`${server.origin}/fonts/open-sans-700.woff2`);
    expect(requested.some((url) => url.includes('never-shown'))).toBe(false);
    expect(requested.some((url) => !url.startsWith(server.origin))).toBe(false);
    const family = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('[data-sr-layer="1-1"] h2') as Element).fontFamily,
    );
    expect(family).toContain('Open Sans');
    expect(describeViolations(await runAxe(page))).toBe('');
    await page.screenshot({ path: 'test-results/slider-fonts.png' });
    await context.close();
  });
});
