import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { renderModuleHtml } from '../../server/renderModuleHtml.js';
import { launchChromium, type OpenedPage, openPage } from '../../test-support/chromium.js';
import { imageModule } from '../../test-support/demoModule.js';
import { ensureEmbedBuild } from '../../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../../test-support/staticServer.js';
import { slideImage } from '../../test-support/testImages.js';

/**
 * Filling ahead in the system Chromium: a server-rendered module of 15 image slides, run by
 * the embed. At rest, the twelve slides around the current one get their pictures, nearest
 * first, through the five-slot image queue; the three farthest get nothing. A change moves the
 * window; a reader who saves data gets the neighbours only.
 */
const SLIDES = 15;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  await Promise.all(Array.from({ length: SLIDES }, (_, i) => slideImage(i + 1)));
  browser = await launchChromium();
  const module = imageModule({
    count: SLIDES,
    alias: 'fill-ahead',
    image: (i) => `/img/slide-${i + 1}.jpg`,
  });
  const html = await renderModuleHtml(parseModuleStrict(module), { lang: 'fr' });
  server.page('/fill', testPage({ title: 'Remplissage à l’avance', body: html }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function open(init?: string): Promise<OpenedPage> {
  return openPage(browser, `${server.origin}/fill`, {
    ready: ['.sr7-leftarrow'],
    ...(init ? { init } : {}),
  });
}

/** The slides whose picture is in the page, by id, in slide order. */
const filledSlides = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.sr7-module [data-slide-id]')]
      .filter((slide) => slide.querySelector('img.sr7-bg-img[src]'))
      .map((slide) => Number(slide.dataset.slideId)),
  );

/** The slide pictures the page requested, in the order it started them. */
const pictureRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/img\/slide-(\d+)\.jpg$/.exec(entry.name)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number),
  );

async function filledSettle(page: Page, count: number) {
  await expect
    .poll(() => filledSlides(page).then((s) => s.length), { timeout: 10_000 })
    .toBe(count);
  // Given time to go on, it does not: the window is full.
  await page.waitForTimeout(800);
  return filledSlides(page);
}

describe('filling ahead at rest', () => {
  it('fills the twelve slides around the current one, nearest first, and no more', async () => {
    const { page, problems, close } = await open();
    const filled = await filledSettle(page, 12);
    expect(filled).toEqual([1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15]);
    // Slide 1 came with the server's HTML; then outward: next, previous, the one after next…
    const requests = await pictureRequests(page);
    expect(requests).toEqual([1, 2, 15, 3, 14, 4, 13, 5, 12, 6, 11, 7]);
    expect(problems).toEqual({ errors: [], warnings: [], failedRequests: [] });
    await close();
  });

  it('a change moves the window: the slide now in it is filled, the one now out of it emptied', async () => {
    const { page, close } = await open();
    await filledSettle(page, 12);
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    // Around slide 2: 2, 3, 1, 4, 15, 5, 14, 6, 13, 7, 12, 8.
    const filled = await filledSettle(page, 12);
    expect(filled).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 14, 15]);
    // As a reader sees it: slide 2 on screen, whole.
    await page.screenshot({ path: 'test-results/slider-fill-ahead-slide-2.png' });
    await close();
  });

  it('a reader who saves data gets the neighbours only', async () => {
    const { page, close } = await open(
      'Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });',
    );
    expect(await filledSettle(page, 3)).toEqual([1, 2, 15]);
    expect(await pictureRequests(page)).toEqual([1, 2, 15]);
    await close();
  });
});
