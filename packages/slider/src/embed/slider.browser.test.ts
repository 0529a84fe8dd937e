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
 * The embed in the system Chromium, on test pages served by a small static server: the
 * server-rendered demo module (every layer and navigation kind) hydrated by dist/embed, and a
 * plain page that has no React of its own. Interactions go through real input: mouse clicks,
 * keys, wheel, and touch events sent through the DevTools protocol.
 */
let server: StaticServer;
let browser: Browser;

const SHAPES = ['horizontal', 'vertical', 'cw', 'ccw'] as const;

async function ssrPage(path: string, data: Record<string, unknown>, after = '') {
  const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
  server.page(path, testPage({ title: 'Démo du diaporama', body: html + after }));
}

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  // Encoded once before the tests, so no test waits for the first picture.
  await Promise.all([1, 2, 3, 4, 5].map((n) => slideImage(n)));
  browser = await launchChromium();
  await ssrPage('/ssr', demoModule());
  await ssrPage('/hero', demoModule({ alias: 'demo-hero', settings: { type: 'hero' } }));
  await ssrPage('/long', demoModule(), '<div style="height:3000px"></div><p>Bas de page</p>');
  for (const t of SHAPES) {
    await ssrPage(
      `/pbar-${t}`,
      demoModule({
        settings: {
          pbar: { t, base: 'all', g: true, gs: 6, s: 6, r: 18, h: 'left', v: 'top', x: 20, y: 20 },
          slideshow: { sOH: false },
        },
      }),
    );
  }
  const broken = demoModule({
    alias: 'demo-broken',
    image: (i) => (i === 1 ? '/img/broken.jpg' : `/img/slide-${i + 1}.jpg`),
  });
  const first = (broken.slides as Record<string, { slide: { thumb: { src: string } } }>)['1'];
  if (first) first.slide.thumb.src = '/img/missing-thumb.jpg';
  await ssrPage('/broken', broken);
  // Every slide's background links to its article: the whole slide is that link.
  const linked = demoModule({ alias: 'demo-linked', settings: { slideshow: { auto: false } } });
  type Entry = { layers: Record<string, Record<string, unknown>> };
  for (const [id, entry] of Object.entries(linked.slides as Record<string, Entry>)) {
    Object.assign(entry.layers[`${id}-0`] ?? {}, { href: `/article/${id}` });
  }
  await ssrPage('/linked', linked);
  server.module('demo-standard', demoModule());
  server.page(
    '/plain',
    testPage({
      title: 'Page HTML simple',
      body: '<p>Un article sans React.</p><div data-tribune-slider data-alias="demo-standard"></div>',
    }),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  // The navigation appears once the engine runs in the browser.
  return openPage(browser, server.origin + path, { ...options, ready: ['.sr7-leftarrow'] });
}

const slideOf = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLElement>('.sr7-module')?.dataset.slide);

/** Waits until the module rests on `id` (its change sequence over). */
async function restsOn(page: Page, id: string) {
  await page.waitForFunction(
    (want) => {
      const m = document.querySelector<HTMLElement>('.sr7-module');
      return m?.dataset.slide === want && m.dataset.phase === 'idle';
    },
    id,
    { timeout: 10_000 },
  );
}

const liveText = (page: Page) => page.locator('.sr7-live').textContent();

/**
 * The URL of the page's largest contentful paint ('' for text) once its first slide's picture
 * is loaded, waiting up to 3 s for the picture to be the one.
 */
async function largestPaint(page: Page): Promise<string> {
  await page.waitForFunction(
    () => document.querySelector<HTMLImageElement>('[data-slide-id="1"] img.sr7-bg-img')?.complete,
  );
  const last = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
            resolve(entries[entries.length - 1]?.url ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  const deadline = Date.now() + 3000;
  let url = await last();
  while (!/\/img\/slide-1\.jpg$/.test(url) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    url = await last();
  }
  return url;
}

describe('server HTML and hydration', () => {
  it('sends the first slide with its image at high priority, then hydrates without a warning or a shift', async () => {
    const html = await (await fetch(`${server.origin}/ssr`)).text();
    expect(html).toMatch(
      /<img class="sr7-bg-img" src="\/img\/slide-1\.jpg"[^>]*fetchPriority="high"/i,
    );
    expect(html).toContain('Le derby en images');
    const { page, problems, close } = await open('/ssr');
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLImageElement>('[data-slide-id="1"] img.sr7-bg-img')?.complete,
    );
    await page.waitForTimeout(1000);
    expect(await layoutShift(page)).toBe(0);
    // The picture is the largest paint. On a loaded machine the headline can paint first, and
    // Chromium then now and then reports no entry for the picture at all, though it is loaded,
    // visible and the same element (seen in 2 of 10 loads under load, with or without the
    // module's stylesheet and its parse hold): one of up to three loads must show it.
    let largest = await largestPaint(page);
    for (let load = 2; load <= 3 && !/\/img\/slide-1\.jpg$/.test(largest); load++) {
      const again = await open('/ssr');
      largest = await largestPaint(again.page);
      await again.close();
    }
    expect(largest).toMatch(/\/img\/slide-1\.jpg$/);
    expect(problems.errors).toEqual([]);
    expect(problems.warnings).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await page.screenshot({ path: 'test-results/slider-ssr.png' });
    await close();
  });

  it('a hero: the first slide at high priority, hydrated without a warning, a shift or a violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${server.origin}/hero`);
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('.sr7-hero img.sr7-bg-img')?.complete,
    );
    await page.waitForTimeout(800);
    expect(await page.locator('.sr7-hero img.sr7-bg-img').getAttribute('fetchpriority')).toBe(
      'high',
    );
    expect(await page.locator('.sr7-hero [data-slide-id]').count()).toBe(1);
    expect(await page.locator('.sr7-hero button').count()).toBe(0);
    expect(await layoutShift(page)).toBe(0);
    expect(problems.errors).toEqual([]);
    expect(problems.warnings).toEqual([]);
    expect(describeViolations(await runAxe(page))).toBe('');
    await page.screenshot({ path: 'test-results/slider-hero.png' });
    await context.close();
  });

  it('has no accessibility violations (axe-core), hydrated and after a slide change', async () => {
    const { page, close } = await open('/ssr');
    expect(describeViolations(await runAxe(page))).toBe('');
    await page.click('.sr7-rightarrow');
    await restsOn(page, '2');
    expect(describeViolations(await runAxe(page))).toBe('');
    await close();
  });
});

describe('navigation', () => {
  it('arrows go to the next and previous slide; the deep link follows in the hash', async () => {
    const { page, close } = await open('/ssr');
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    await restsOn(page, '2');
    expect(await page.evaluate(() => location.hash)).toBe('#diapo-2');
    expect(await liveText(page)).toBe(
      'Tribune à la une: Diapositive 2 sur 5 – La remontée historique',
    );
    await page.getByRole('button', { name: 'Diapositive précédente' }).click();
    await restsOn(page, '1');
    await page.getByRole('button', { name: 'Diapositive précédente' }).click();
    await restsOn(page, '5');
    await close();
  });

  it('the slide after the arriving one loads during the transition; going straight on skips "preparing"', async () => {
    const { page, close } = await open('/linked');
    const run = await page.evaluate(async () => {
      type Api = { next(): void; on(type: 'ended', fn: () => void): () => void };
      const sliders = (
        window as unknown as { Tribune: { sliders: { whenReady(a: string): Promise<Api> } } }
      ).Tribune.sliders;
      const api = await sliders.whenReady('demo-linked');
      const module = document.querySelector<HTMLElement>('.sr7-module') as HTMLElement;
      const phases: string[] = [];
      new MutationObserver(() => phases.push(module.dataset.phase ?? '')).observe(module, {
        attributeFilter: ['data-phase'],
      });
      const change = () =>
        new Promise<number>((resolve) => {
          const off = api.on('ended', () => {
            off();
            resolve(performance.now());
          });
          api.next();
        });
      const loaded = (n: number) =>
        performance
          .getEntriesByType('resource')
          .find((e) => e.name.endsWith(`/img/slide-${n}.jpg`)) as
          | PerformanceResourceTiming
          | undefined;
      // Slide 2 arrives: slide 3 starts loading before that change has ended.
      const firstEnded = await change();
      const third = loaded(3);
      const thirdStarted = third ? third.startTime < firstEnded : false;
      // Once it is in, the next change (and the one after, back to back) has nothing to wait for.
      const start = phases.length;
      while (!loaded(3)?.responseEnd) await new Promise((r) => setTimeout(r, 20));
      await change();
      await change();
      return { thirdStarted, phases: phases.slice(start) };
    });
    expect(run.thirdStarted).toBe(true);
    // The demo's layers leave first ("out"); nothing waits before that.
    expect(run.phases).not.toContain('preparing');
    expect(run.phases.filter((p) => p === 'in')).toHaveLength(2);
    await close();
  });

  it('bullets, tabs and thumbnails choose a slide and mark the current one', async () => {
    const { page, close } = await open('/ssr');
    const bullets = page.getByRole('group', { name: 'Choisir une diapositive' });
    await bullets.getByRole('button', { name: 'Diapositive 4 : Les jeunes pousses' }).click();
    await restsOn(page, '4');
    expect(
      await bullets
        .getByRole('button', { name: 'Diapositive 4 : Les jeunes pousses' })
        .getAttribute('aria-current'),
    ).toBe('true');
    await page
      .locator('.sr7-tabs')
      .getByRole('button', { name: /^Diapositive 2 / })
      .click();
    await restsOn(page, '2');
    await page
      .locator('.sr7-thumbs')
      .getByRole('button', { name: /^Diapositive 5 / })
      .click();
    await restsOn(page, '5');
    await close();
  });

  it('the keyboard moves one slide per press, 500 ms apart at most', async () => {
    const { page, close } = await open('/ssr');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await restsOn(page, '2');
    await page.waitForTimeout(300);
    expect(await slideOf(page)).toBe('2');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowRight');
    await restsOn(page, '3');
    await page.waitForTimeout(550);
    await page.keyboard.press('ArrowLeft');
    await restsOn(page, '2');
    await close();
  });

  it('the mouse wheel moves one slide, then rests 1500 ms', async () => {
    const { page, close } = await open('/ssr');
    const box = (await page.locator('.sr7-frame').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // A flick is many wheel events: the first moves the module, the rest fall in the cooldown.
    const started = Date.now();
    await page.mouse.wheel(0, 120);
    await page.mouse.wheel(0, 120);
    await page.mouse.wheel(0, 120);
    expect(Date.now() - started).toBeLessThan(1000);
    await restsOn(page, '2');
    await page.waitForTimeout(300);
    expect(await slideOf(page)).toBe('2');
    // The wheel was the slider's: the page did not scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForTimeout(1600);
    await page.mouse.wheel(0, -120);
    await restsOn(page, '1');
    await close();
  });

  it('a swipe by touch (DevTools protocol) changes the slide; a tap or a vertical move does not', async () => {
    const { page, close } = await open('/ssr', { hasTouch: true, isMobile: false });
    const cdp = await page.context().newCDPSession(page);
    const box = (await page.locator('.sr7-frame').boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const touch = async (from: [number, number], to: [number, number]) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from[0], y: from[1] }],
      });
      for (let step = 1; step <= 8; step++) {
        const x = from[0] + ((to[0] - from[0]) * step) / 8;
        const yy = from[1] + ((to[1] - from[1]) * step) / 8;
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: yy }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await touch([900, y], [400, y]);
    await restsOn(page, '2');
    await touch([400, y], [900, y]);
    await restsOn(page, '1');
    await touch([640, y], [643, y]);
    await page.waitForTimeout(600);
    expect(await slideOf(page)).toBe('1');
    await touch([640, y - 120], [660, y + 120]);
    await page.waitForTimeout(600);
    expect(await slideOf(page)).toBe('1');
    await close();
  });
  it('a whole-slide link: a swipe over it changes the slide and opens nothing; a tap opens it', async () => {
    const { page, problems, close } = await open('/linked', { hasTouch: true, isMobile: false });
    const cdp = await page.context().newCDPSession(page);
    const box = (await page.locator('.sr7-frame').boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    expect(await page.getByRole('link', { name: 'Le derby en images' }).count()).toBe(1);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: 900, y }],
    });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 900 - step * 60, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await restsOn(page, '2');
    // Chromium may take a tap straight after a quick swipe as the end of that gesture and send
    // no click at all (on any page): the reader taps a moment later.
    await page.waitForTimeout(1000);
    // Still this page (the slide's deep link is in the hash).
    expect(new URL(page.url()).pathname).toBe('/linked');
    expect(problems.errors).toEqual([]);
    await page.touchscreen.tap(640, y);
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/article\/2$/);
    await close();
  });
});

describe('deep links', () => {
  it('opens on the slide the hash names, by deep link or slideN, and follows hash changes', async () => {
    let opened = await open('/ssr#diapo-3');
    await restsOn(opened.page, '3');
    await opened.close();
    opened = await open('/ssr#slide4');
    await restsOn(opened.page, '4');
    await opened.page.evaluate(() => {
      location.hash = '#diapo-2';
    });
    await restsOn(opened.page, '2');
    await opened.close();
  });
});

describe('slideshow, progress bar and the announcer', () => {
  it('draws the progress bar in all four shapes, one piece per slide with gaps', async () => {
    for (const shape of SHAPES) {
      const { page, close } = await open(`/pbar-${shape}`);
      const bar = page.locator('.sr7-pbar');
      expect(await bar.getAttribute('data-shape')).toBe(shape);
      const circle = shape === 'cw' || shape === 'ccw';
      expect(await bar.locator(circle ? 'circle[data-fill]' : 'div[data-fill]').count()).toBe(5);
      const first = Number(await bar.getAttribute('data-progress'));
      await page.waitForTimeout(700);
      const later = Number(await bar.getAttribute('data-progress'));
      expect(later).toBeGreaterThan(first);
      const drawn = await bar
        .locator('[data-fill]')
        .first()
        .evaluate((el, isCircle) => {
          if (isCircle) return Number(el.getAttribute('stroke-dasharray')?.split(' ')[0]);
          return (
            new DOMMatrix(getComputedStyle(el).transform).a *
            new DOMMatrix(getComputedStyle(el).transform).d
          );
        }, circle);
      expect(drawn).toBeGreaterThan(0);
      await bar.screenshot({ path: `test-results/slider-pbar-${shape}.png` });
      await close();
    }
  });

  it('pauses while the pointer is over the module (sOH) and resumes when it leaves', async () => {
    const { page, close } = await open('/ssr');
    const module = page.locator('.sr7-module');
    await page.mouse.move(5, 5);
    await page.waitForTimeout(300);
    const box = (await page.locator('.sr7-frame').boundingBox())!;
    await page.mouse.move(box.x + 200, box.y + 300);
    await expect.poll(() => module.getAttribute('data-slideshow')).toBe('paused');
    const held = await page.locator('.sr7-pbar').getAttribute('data-progress');
    await page.waitForTimeout(600);
    expect(await page.locator('.sr7-pbar').getAttribute('data-progress')).toBe(held);
    await page.mouse.move(5, 5);
    await expect.poll(() => module.getAttribute('data-slideshow')).toMatch(/resumed|running/);
    await close();
  });

  it('pauses while the module is out of the viewport or the tab is hidden', async () => {
    const { page, close } = await open('/long');
    const reasons = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              Tribune: { sliders: { get(a: string): { state(): { pauseReasons: string[] } } } };
            }
          ).Tribune.sliders
            .get('demo-standard')
            .state().pauseReasons,
      );
    await page.mouse.move(5, 890);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(reasons).toContain('viewport');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(reasons).toEqual([]);
    // Headless Chromium keeps every tab "visible" (bringToFront, minimising and popups change
    // nothing), so the tab is hidden the way the browser would report it: the property and its
    // event, which is all the module listens to.
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (h ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await expect.poll(reasons).toContain('hidden');
    await setHidden(false);
    await expect.poll(reasons).toEqual([]);
    await close();
  });

  it('the live region is off while the slides rotate, and reads the spec text once focus stops them', async () => {
    const { page, close } = await open('/ssr');
    await page.mouse.move(5, 890);
    const live = page.locator('.sr7-live');
    expect(await live.getAttribute('aria-live')).toBe('off');
    // The rotation control is the first stop in the module.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sr7-rotation');
    await expect.poll(() => live.getAttribute('aria-live')).toBe('polite');
    await page.locator('.sr7-rightarrow').focus();
    await page.keyboard.press('Enter');
    await restsOn(page, '2');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.textContent()).toBe(
      'Tribune à la une: Diapositive 2 sur 5 – La remontée historique',
    );
    await close();
  });

  it('under prefers-reduced-motion a change completes without animations', async () => {
    const { page, close } = await open('/ssr', { reducedMotion: 'reduce' });
    await page.click('.sr7-rightarrow');
    await restsOn(page, '2');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await close();
  });
});

describe('the embed on a plain page', () => {
  it('mounts the module by alias from the REST route, with no React of the page', async () => {
    const before = server.requests.length;
    const { page, problems, close } = await open('/plain');
    const loaded = server.requests.slice(before);
    expect(loaded).toContain('/api/slider/sliders/demo-standard');
    expect(await page.evaluate(() => document.scripts.length)).toBe(1);
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    // The stylesheet linked beside the script reaches the slides (their containment).
    await expect
      .poll(() =>
        page.evaluate(() => [
          ...new Set(
            [...document.querySelectorAll('.sr7-slide')].map((el) => getComputedStyle(el).contain),
          ),
        ]),
      )
      .toEqual(['layout paint']);
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    await restsOn(page, '2');
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('a broken image and a broken thumbnail say so in the console, and the module carries on', async () => {
    const { page, problems, close } = await open('/broken');
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    await restsOn(page, '2');
    await expect
      .poll(() => problems.errors.filter((e) => e.startsWith('Image Error')))
      .toEqual(['Image Error: /img/broken.jpg could not be loaded']);
    await expect
      .poll(() => problems.warnings)
      .toContain('Fall back to Slide Image instead of Thumbnail');
    const thumb = page.locator('.sr7-thumbs img').first();
    await expect.poll(() => thumb.getAttribute('src')).toBe('/img/slide-1.jpg');
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    await restsOn(page, '3');
    await close();
  });
});
