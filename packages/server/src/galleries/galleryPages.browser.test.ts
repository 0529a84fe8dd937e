import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutShift, shiftSources } from '../test-support/browserApp.js';
import { describeViolations, runAxe } from '../test-support/chromium.js';
import {
  type GalleryBrowserEnv,
  galleryUrl,
  openPage,
  screenshots,
  startGalleryBrowserEnv,
} from './test-support/galleryBrowser.js';

let env: GalleryBrowserEnv;

beforeAll(async () => {
  env = await startGalleryBrowserEnv();
});

afterAll(async () => {
  await env?.close();
});

const PHONE = { width: 375, height: 740 };

/** Polls with room for a loaded 2-core machine (Vitest's default is one second). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const DESKTOP = { width: 1280, height: 900 };

const items = (page: Page) => page.locator('.rl-gallery-item');
const container = (page: Page) => page.locator('#rl-gallery-container-1');
const titles = (page: Page) =>
  page
    .locator('.rl-gallery-link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-rl_title')));

/** Holds matching requests until `release()`; counts them. */
function gate(page: Page, pattern: string | RegExp) {
  let open: () => void = () => {};
  let opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { count: 0 };
  const ready = page.route(pattern, async (route: Route) => {
    state.count += 1;
    await opened;
    await route.continue();
  });
  return {
    ready,
    state,
    release() {
      open();
      opened = Promise.resolve();
    },
  };
}

describe.each([
  ['derby-day', 'grid'],
  ['stadiums-of-ligue-elite', 'masonry'],
  ['training-camp', 'expander'],
] as const)('the %s gallery (%s)', (key, layout) => {
  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const)('loads cleanly at %s px, shifts nothing and passes axe', async (width, viewport) => {
    const { page, problems, close } = await openPage(env, galleryUrl(key, 'fr'), { viewport });
    expect(await page.locator(`.rl-${layout}-gallery`).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    if (layout === 'expander') {
      // Open the second item: it spans the row, with its larger picture and caption.
      const summary = page.locator('.rl-expander__summary').nth(1);
      await summary.click();
      const panel = page.locator('.rl-expander__details').nth(1).locator('.rl-expander__panel');
      await poll(() => panel.isVisible()).toBe(true);
      await panel.locator('img').evaluate((img) => (img as HTMLImageElement).decode());
      const cell = await page.locator('.rl-gallery-item').nth(1).boundingBox();
      const list = await page.locator('.rl-gallery').boundingBox();
      expect(Math.round(cell!.width)).toBe(Math.round(list!.width));
      expect(await panel.locator('.rl-expander__caption').textContent()).toBeTruthy();
    }
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({
      path: `${screenshots}/gallery-${layout}-${width}.png`,
      fullPage: true,
    });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('numbered links (rl_page)', () => {
  it('pages through the links, marking the current page, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, problems, close } = await openPage(env, galleryUrl('derby-day', 'en'), {
        javaScriptEnabled,
      });
      const first = await titles(page);
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(/\?rl_page=2$/);
      expect(await page.locator('.rl-pagination a[aria-current="page"]').textContent()).toBe('2');
      const second = await titles(page);
      expect(second).toHaveLength(12);
      expect(second).not.toEqual(first);
      await page.getByRole('link', { name: 'Page 3' }).click();
      await page.waitForURL(/\?rl_page=3$/);
      expect(await items(page).count()).toBe(8);
      expect(await page.getByRole('link', { name: 'Next' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Previous' }).click();
      await page.waitForURL(/\?rl_page=2$/);
      // (Without scripting, Chromium cancels the module preloads, which it reports as failures.)
      if (javaScriptEnabled) expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      await close();
    }
  });
});

describe('ajax pagination', () => {
  it('replaces the container, with the loading mark while the request runs, and keeps history', async () => {
    const path = galleryUrl('stadiums-of-ligue-elite', 'en');
    const { page, problems, close } = await openPage(env, path);
    await page.waitForFunction(() => history.state?.rlGallery?.page === 1);
    const held = gate(page, '**/ajax');
    await held.ready;
    const first = await titles(page);

    await container(page).getByRole('link', { name: 'Page 2' }).click();
    // Spec 4.10: the mark is on while the request runs…
    await poll(() => held.state.count).toBe(1);
    expect(await container(page).getAttribute('class')).toContain('rl-loading');
    expect(await container(page).getAttribute('aria-busy')).toBe('true');
    expect(page.url()).toBe(env.origin + path);
    held.release();
    // …and off once the new container is in.
    await poll(() => container(page).getAttribute('data-page')).toBe('2');
    expect(await container(page).getAttribute('class')).not.toContain('rl-loading');
    expect(await container(page).getAttribute('aria-busy')).toBeNull();
    expect(page.url()).toBe(`${env.origin}${path}?rl_page=2`);
    expect(await page.title()).toBe('The grounds of the Ligue Élite, page 2 – Tribune');
    expect(await page.locator('.rl-pager__status').textContent()).toBe('Page 2 of 3');
    const second = await titles(page);
    expect(second).not.toEqual(first);
    // Focus moves to the new page of the gallery.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rl-gallery-container-1');

    // The replaced container still pages (its own links, its fresh nonce).
    await container(page).getByRole('link', { name: 'Next' }).click();
    await poll(() => container(page).getAttribute('data-page')).toBe('3');
    expect(page.url()).toBe(`${env.origin}${path}?rl_page=3`);

    // Back and forward show the pages their URLs name.
    await page.goBack();
    await poll(() => container(page).getAttribute('data-page')).toBe('2');
    expect(await titles(page)).toEqual(second);
    await page.goBack();
    await poll(() => container(page).getAttribute('data-page')).toBe('1');
    expect(await titles(page)).toEqual(first);
    expect(page.url()).toBe(env.origin + path);
    await page.goForward();
    await poll(() => container(page).getAttribute('data-page')).toBe('2');

    // The lightbox opens items the ajax page brought in.
    await container(page).locator('.rl-gallery-link').first().click();
    await poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('shows the error status and keeps the page when the server refuses', async () => {
    const { page, problems, close } = await openPage(
      env,
      galleryUrl('stadiums-of-ligue-elite', 'fr'),
    );
    await page.waitForFunction(() => history.state?.rlGallery?.page === 1);
    await page.route('**/ajax', (route) => route.fulfill({ status: 403, body: '{}' }));
    await container(page).getByRole('link', { name: 'Page 2' }).click();
    await poll(() => page.locator('.rl-pager__status').textContent()).toBe(
      'Le chargement a échoué (erreur 403).',
    );
    expect(await container(page).getAttribute('data-page')).toBe('1');
    expect(await container(page).getAttribute('class')).not.toContain('rl-loading');
    // The refused request is the only problem (Chromium logs its status).
    expect(problems.failedRequests).toEqual([expect.stringMatching(/\/ajax \(403\)$/)]);
    await close();
  });
});

describe('infinite scroll, automatic', () => {
  const path = () => galleryUrl('training-camp', 'fr');
  const nextPageRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('rl_page=')) seen.push(new URL(request.url()).search);
    });
    return seen;
  };

  it('prefills a tall window without scrolling, then stops for good after the last page', async () => {
    let requests: string[] = [];
    const { page, problems, close } = await openPage(env, path(), {
      viewport: { width: 1280, height: 2200 },
      before: async (p) => {
        requests = nextPageRequests(p);
      },
    });
    await poll(() => items(page).count()).toBe(32);
    expect(requests).toEqual(['?rl_page=2', '?rl_page=3']);
    await poll(() => page.locator('.rl-pager__status').textContent()).toBe(
      'Toutes les photos sont affichées.',
    );
    expect(await container(page).getAttribute('class')).not.toContain('rl-loading');
    // The links are gone for readers with scripting; the next link with them.
    expect(await page.locator('.rl-pagination').isVisible()).toBe(false);
    expect(await page.locator('.rl-pagination a.next').count()).toBe(0);
    // Stopped: scrolling asks for nothing more.
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(400);
    expect(requests).toHaveLength(2);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('loads the next page when the reader scrolls within 400 px of the end', async () => {
    let requests: string[] = [];
    const { page, problems, close } = await openPage(env, path(), {
      viewport: PHONE,
      before: async (p) => {
        requests = nextPageRequests(p);
      },
    });
    await page.waitForSelector('[data-rl-infinite="automatic"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    // A phone's first page is taller than the window plus 400 px: no prefill.
    expect(await items(page).count()).toBe(12);
    expect(requests).toEqual([]);
    const bottom = await container(page).evaluate(
      (el) => el.getBoundingClientRect().bottom + scrollY,
    );
    // Not yet within the threshold.
    await page.evaluate((y) => scrollTo(0, y), bottom - 740 - 460);
    await page.waitForTimeout(400);
    expect(requests).toEqual([]);
    // Within it.
    await page.evaluate((y) => scrollTo(0, y), bottom - 740 - 380);
    await poll(() => items(page).count()).toBe(24);
    expect(requests).toEqual(['?rl_page=2']);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it.each([
    ['an error', 500, 'Le chargement a échoué (erreur 500).'],
    ['204', 204, 'Toutes les photos sont affichées.'],
  ])('stops for good on %s', async (_label, status, message) => {
    let requests: string[] = [];
    const { page, close } = await openPage(env, path(), {
      viewport: { width: 1280, height: 2200 },
      before: async (p) => {
        requests = nextPageRequests(p);
        await p.route(/rl_page=2/, (route) =>
          route.fulfill({ status, body: status === 204 ? undefined : 'oops' }),
        );
      },
    });
    await poll(() => page.locator('.rl-pager__status').textContent()).toBe(message);
    expect(await items(page).count()).toBe(12);
    expect(await container(page).getAttribute('class')).not.toContain('rl-loading');
    if (status === 500) {
      // The links come back, so the reader can still go on.
      expect(await container(page).getAttribute('data-rl-infinite')).toBe('stopped');
      expect(await page.locator('.rl-pagination').isVisible()).toBe(true);
    }
    await page.mouse.wheel(0, 3000);
    await page.evaluate(() => dispatchEvent(new Event('resize')));
    await page.waitForTimeout(400);
    expect(requests).toEqual(['?rl_page=2']);
    await close();
  });

  it('stops for good on a page without items', async () => {
    const { page, close } = await openPage(env, path(), {
      viewport: { width: 1280, height: 2200 },
      before: (p) =>
        p.route(/rl_page=2/, (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<div class="rl-gallery-container"><ul class="rl-gallery"></ul><nav class="rl-pagination"><a class="next page-numbers" rel="next" href="?rl_page=3">3</a></nav></div>',
          }),
        ),
    });
    await poll(() => page.locator('.rl-pager__status').textContent()).toBe(
      'Toutes les photos sont affichées.',
    );
    expect(await items(page).count()).toBe(12);
    await close();
  });
});

describe('infinite scroll, manually', () => {
  it('loads a page per click on the load-more button, with no scroll loading, until the end', async () => {
    const path = galleryUrl('test-manual', 'en');
    const { page, problems, close } = await openPage(env, path, {
      viewport: { width: 1280, height: 2200 },
    });
    const button = page.getByRole('button', { name: 'Show more pictures' });
    await page.waitForSelector('[data-rl-infinite="manually"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    // A tall window, yet no prefill: the button decides.
    expect(await items(page).count()).toBe(12);
    expect(await page.locator('.rl-pagination').isVisible()).toBe(false);

    const held = gate(page, /rl_page=2/);
    await held.ready;
    await button.click();
    await poll(() => held.state.count).toBe(1);
    expect(await container(page).getAttribute('class')).toContain('rl-loading');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    held.release();
    await poll(() => items(page).count()).toBe(24);
    expect(await container(page).getAttribute('class')).not.toContain('rl-loading');
    expect(await page.locator('.rl-pager__status').textContent()).toBe('12 pictures added.');
    // The focus stays on the button for the next page.
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('rl-load-more');
    await page.keyboard.press('Enter');
    await poll(() => items(page).count()).toBe(30);
    await poll(() => button.count()).toBe(0);
    expect(await page.locator('.rl-pager__status').textContent()).toBe('All pictures are shown.');
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('shows no dead button without JavaScript: the links page instead', async () => {
    const { page, close } = await openPage(env, galleryUrl('test-manual', 'fr'), {
      javaScriptEnabled: false,
    });
    expect(await page.locator('.rl-load-more').count()).toBeLessThanOrEqual(1);
    expect(await page.locator('.rl-load-more').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Suivante' }).click();
    await page.waitForURL(/\?rl_page=2$/);
    expect(await items(page).count()).toBe(12);
    await close();
  });
});
