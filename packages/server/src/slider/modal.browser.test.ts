import { existsSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoModal, demoModalTarget } from '../db/seed/content/sliders/demoModal.js';
import { sliderEmbedDist } from '../ssr/siteLocation.js';
import { type BrowserApp, startBrowserApp } from '../test-support/browserApp.js';
import {
  describeViolations,
  type PageProblems,
  runAxe,
  watchProblems,
} from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';

/**
 * Modals (spec 2.1, issue 4 item 5) in the system Chromium: the seeded `demo-modal`, whose
 * slides' button opens `demo-modal-target` (useAsModal), shown by the standalone embed on a
 * partner site's page that has no React of its own. Everything crosses origins as it would
 * there: the embed script, the module documents and the modal route come from Tribune.
 */
let site: BrowserApp;
let partner: Server;
let partnerOrigin: string;
const screenshots = `${repoRoot}test-results/screenshots`;

const TITLE = 'À ne pas manquer ce week-end';
const OPEN = 'Voir le programme du week-end';

/**
 * The partner's pages: each shows the modules named in its path (`/m/demo-modal,…`) and holds
 * those named by `?modal=` only as modals (`data-usage="modal"`); `?link=` adds a link to that
 * fragment; `?fonts=` gives every element that `data-font-base`.
 */
function partnerPage(
  aliases: string[],
  modals: string[],
  link: string | null,
  fonts: string | null,
): string {
  const rest = `data-lang="fr" data-rest="${site.origin}/api/slider"${fonts ? ` data-font-base="${fonts}"` : ''}`;
  const modules = aliases
    .map(
      (alias) =>
        `<div data-tribune-slider ${rest} data-src="${site.origin}/api/slider/modules/${alias}.json"></div>`,
    )
    .concat(
      modals.map(
        (alias) =>
          `<div data-tribune-slider data-usage="modal" data-alias="${alias}" ${rest}></div>`,
      ),
    )
    .join('\n');
  const anchor = link ? `<p><a href="#${link}">Voir le programme du week-end</a></p>` : '';
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Site partenaire</title></head>
<body><main><h1>Site partenaire</h1><p><a href="#haut">Un lien de la page</a></p>${anchor}${modules}
<p>Bas de page</p></main>
<script type="module" src="${site.origin}/embed/slider.js"></script></body></html>`;
}

beforeAll(async () => {
  if (!existsSync(join(sliderEmbedDist, 'slider.js'))) {
    throw new Error('The slider embed is not built: run "npm run build:embeds" first.');
  }
  mkdirSync(screenshots, { recursive: true });
  site = await startBrowserApp();
  partner = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const list = (text: string | null) => (text ?? '').split(',').filter(Boolean);
    const found = url.pathname.startsWith('/m/');
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      partnerPage(
        list(url.pathname.slice(3)),
        list(url.searchParams.get('modal')),
        url.searchParams.get('link'),
        url.searchParams.get('fonts'),
      ),
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  // A beforeAll that failed before the partner listened must not hang here.
  if (partner) await new Promise((resolve) => partner.close(resolve));
  await site?.close();
});

interface Opened {
  page: Page;
  problems: PageProblems;
  warnings: string[];
  scripts: string[];
  /** Paths of every request the page made. */
  requests: string[];
  close(): Promise<void>;
}

async function open(path: string, options: BrowserContextOptions = {}): Promise<Opened> {
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  // Module documents carry absolute media URLs on the site's public address (SITE_URL of the
  // test app); here they are answered by the app itself.
  await context.route(`${site.app.config.siteUrl}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: site.origin + url.pathname }) });
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const scripts: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    requests.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  await page.goto(partnerOrigin + path);
  return {
    page,
    problems,
    warnings,
    scripts,
    requests,
    async close() {
      // Pictures still on their way are dropped with the page.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    },
  };
}

const dialog = (page: Page) => page.locator('dialog.sr7-modal');
const openButton = (page: Page) =>
  page.locator('.sr7-module[data-alias="demo-modal"] [role="button"]', { hasText: OPEN });

/** Waits for the opener's engine (its bullets) and its button on the first slide. */
async function ready(page: Page) {
  await page.locator('.sr7-module[data-alias="demo-modal"] .sr7-bullet-hit').first().waitFor();
  await openButton(page).first().waitFor();
}

async function waitOpen(page: Page) {
  await page.locator('dialog.sr7-modal[open][data-phase="open"]').waitFor({ timeout: 10_000 });
  // The module inside it is running (its bullets come with its engine).
  await dialog(page).locator('.sr7-bullet-hit').first().waitFor();
}

const activeInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      inDialog: Boolean(el?.closest('dialog.sr7-modal')),
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      layer: el?.dataset.srLayer ?? null,
      module: el?.closest<HTMLElement>('.sr7-module')?.dataset.alias ?? null,
    };
  });

describe('a slide action opens the modal', () => {
  it('loads the modal part only for modules that need it, and opens the target as a dialog named after it', async () => {
    const plain = await open('/m/demo-standard');
    await plain.page.locator('.sr7-module[data-alias="demo-standard"] .sr7-leftarrow').waitFor();
    expect(plain.scripts.some((s) => /modalFeature/.test(s))).toBe(false);
    await plain.close();

    const { page, problems, scripts, close } = await open('/m/demo-modal');
    await ready(page);
    expect(scripts.some((s) => /\/embed\/chunks\/modalFeature-[\w-]+\.js$/.test(s))).toBe(true);
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    await openButton(page).first().click();
    // It fades in over sp (1000 ms): opening first, then open.
    await page.locator('dialog.sr7-modal[open][data-phase="opening"]').waitFor();
    await waitOpen(page);
    const box = dialog(page);
    expect(await box.getAttribute('aria-label')).toBe(TITLE);
    expect(await box.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(
      await box.locator('.sr7-module[data-alias="demo-modal-target"]').getAttribute('aria-label'),
    ).toBe(TITLE);
    // The cover is the module's bg.
    expect(
      await box.locator('.sr7-modal-cover').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgba(17, 25, 54, 0.82)');
    // The first slide's picture has loaded from Tribune.
    await expect
      .poll(() =>
        box.evaluate(
          (el) => el.querySelector<HTMLImageElement>('[data-slide-id="711"] img')?.naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    // Centred in the window (v middle, h center).
    const rect = await box.locator('.sr7-modal-content').boundingBox();
    expect(rect && Math.abs(rect.x + rect.width / 2 - 640)).toBeLessThan(2);
    expect(rect && Math.abs(rect.y + rect.height / 2 - 450)).toBeLessThan(2);
    // The page behind is inert: its link takes no focus; and it is held still (no pS).
    expect(
      await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('main a');
        link?.focus();
        return document.activeElement === link;
      }),
    ).toBe(false);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    // Once the slide's layers have entered: what the reader sees.
    await expect
      .poll(() =>
        box.evaluate(
          (el) =>
            el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
        ),
      )
      .toBe(0);
    await page.screenshot({ path: `${screenshots}/slider-modal-open.png` });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('is axe-clean with the modal open', async () => {
    const { page, close } = await open('/m/demo-modal');
    await ready(page);
    await openButton(page).first().click();
    await waitOpen(page);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await close();
  });
});

describe('keyboard use (WAI-ARIA dialog pattern)', () => {
  it('moves focus in, wraps Tab and Shift+Tab inside, closes on Escape and gives focus back', async () => {
    const { page, problems, close } = await open('/m/demo-modal');
    await ready(page);
    // The reader reaches the button with the keyboard and presses Enter.
    await openButton(page).first().focus();
    await page.keyboard.press('Enter');
    await waitOpen(page);
    expect(await activeInfo(page)).toMatchObject({ inDialog: true, label: 'Fermer' });

    const count = await dialog(page).evaluate(
      (el) =>
        [...el.querySelectorAll<HTMLElement>('button, a[href], [tabindex]')].filter(
          (c) => c.tabIndex >= 0 && !c.closest('[inert]') && c.getClientRects().length > 0,
        ).length,
    );
    expect(count).toBeGreaterThan(3);
    // Backwards from the first control: the last one, still in the dialog.
    await page.keyboard.press('Shift+Tab');
    const last = await activeInfo(page);
    expect(last.inDialog).toBe(true);
    expect(last.label).not.toBe('Fermer');
    await page.keyboard.press('Tab');
    expect(await activeInfo(page)).toMatchObject({ inDialog: true, label: 'Fermer' });
    // A full round never leaves the dialog and comes back to the close button.
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      expect((await activeInfo(page)).inDialog, `Tab ${i + 1}`).toBe(true);
    }
    expect(await activeInfo(page)).toMatchObject({ label: 'Fermer' });

    // Arrow keys move the modal's module, not the one behind it.
    await dialog(page).locator('.sr7-rightarrow').focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => dialog(page).locator('.sr7-module').getAttribute('data-slide'))
      .not.toBe('711');
    expect(
      await page.locator('.sr7-module[data-alias="demo-modal"]').first().getAttribute('data-slide'),
    ).toBe('701');

    await page.keyboard.press('Escape');
    // It fades out over sp, then is gone; focus is back on the button that opened it.
    await page.locator('dialog.sr7-modal[data-phase="closing"]').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await activeInfo(page)).toMatchObject({
      inDialog: false,
      module: 'demo-modal',
      label: OPEN,
    });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('closes with the close button and with a click on the cover', async () => {
    const { page, close } = await open('/m/demo-modal');
    await ready(page);
    await openButton(page).first().click();
    await waitOpen(page);
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await openButton(page).first().click();
    await waitOpen(page);
    await page.mouse.click(20, 20);
    await dialog(page).waitFor({ state: 'detached' });
    expect(await activeInfo(page)).toMatchObject({ module: 'demo-modal', label: OPEN });
    await close();
  });
});

describe('closing with the mouse gives focus back to the opener (issue 28 item 10)', () => {
  const focusedText = (page: Page) =>
    page.evaluate(
      () => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName,
    );

  it.each(['close button', 'cover'] as const)(
    'the slide’s button, closed by a click on the %s',
    async (how) => {
      const { page, problems, close } = await open('/m/demo-modal');
      await ready(page);
      await openButton(page).first().click();
      await waitOpen(page);
      if (how === 'close button')
        await dialog(page).getByRole('button', { name: 'Fermer' }).click();
      else await page.mouse.click(20, 20);
      await dialog(page).waitFor({ state: 'detached' });
      expect(await activeInfo(page)).toMatchObject({ module: 'demo-modal', label: OPEN });
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      await close();
    },
  );

  it('after the slide’s own time has passed behind the modal: its slideshow waited', async () => {
    const { page, close } = await open('/m/demo-modal');
    // The page's clock, so the 8 s slide can pass without the test waiting for it.
    await page.clock.install();
    await page.reload();
    await ready(page);
    const state = () =>
      page.evaluate(() => {
        const api = (
          window as unknown as {
            Tribune: {
              sliders: {
                get(a: string): { state(): { current: number; pauseReasons: string[] } | null };
              };
            };
          }
        ).Tribune.sliders.get('demo-modal');
        return api.state();
      });
    const current = async () => (await state())?.current;
    const first = await current();
    await openButton(page).first().click();
    await waitOpen(page);
    await page.clock.runFor(12_000);
    expect(await current()).toBe(first);
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();
    await page.clock.runFor(1_500);
    await dialog(page).waitFor({ state: 'detached' });
    expect(await activeInfo(page)).toMatchObject({ module: 'demo-modal', label: OPEN });
    // Its hold is gone with the modal (focus on its button is what holds it now).
    expect((await state())?.pauseReasons).not.toContain('modal');
    await close();
  });

  it.each(['close button', 'cover'] as const)(
    'a link to the fragment, closed by a click on the %s',
    async (how) => {
      const { page, close } = await open('/m/?modal=demo-modal-target&link=demo-modal-target');
      await page.locator('[data-usage="modal"][data-modal-ready]').waitFor({ state: 'attached' });
      await page.getByRole('link', { name: OPEN }).click();
      await waitOpen(page);
      if (how === 'close button')
        await dialog(page).getByRole('button', { name: 'Fermer' }).click();
      else await page.mouse.click(20, 20);
      await dialog(page).waitFor({ state: 'detached' });
      expect(await focusedText(page)).toBe(OPEN);
      await close();
    },
  );

  it.each(['close button', 'cover'] as const)(
    'on Tribune’s own demo page, closed by a click on the %s',
    async (how) => {
      // (The modal's pictures are on the test app's SITE_URL, which this page's policy refuses:
      // only focus is looked at here.)
      const { page, close } = await site.open('/fr/demo/slider/demo-modal');
      await ready(page);
      await openButton(page).first().click();
      await waitOpen(page);
      if (how === 'close button')
        await dialog(page).getByRole('button', { name: 'Fermer' }).click();
      else await page.mouse.click(20, 20);
      await dialog(page).waitFor({ state: 'detached' });
      expect(await activeInfo(page)).toMatchObject({ module: 'demo-modal', label: OPEN });
      await close();
    },
  );
});

describe('reduced motion', () => {
  it('opens and closes at once, with no fade', async () => {
    const { page, close } = await open('/m/demo-modal', { reducedMotion: 'reduce' });
    await ready(page);
    await page.evaluate(() => {
      const phases: string[] = [];
      (window as unknown as { phases: string[] }).phases = phases;
      new MutationObserver(() => {
        const phase = document.querySelector('dialog.sr7-modal')?.getAttribute('data-phase');
        if (phase && phases.at(-1) !== phase) phases.push(phase);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await openButton(page).first().click();
    await waitOpen(page);
    expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual([
      'open',
    ]);
    expect(
      await dialog(page).evaluate(
        (el) => el.querySelector('.sr7-modal-cover')?.getAnimations().length,
      ),
    ).toBe(0);
    await page.keyboard.press('Escape');
    // Gone in the same task as the key: no closing phase to wait for.
    expect(await page.locator('dialog.sr7-modal').count()).toBe(0);
    await close();
  });
});

describe('the URL fragment', () => {
  it('opens the modal when the page loads with its alias, and again when the fragment changes to it', async () => {
    const { page, problems, requests, close } = await open('/m/demo-modal#demo-modal-target');
    await waitOpen(page);
    expect(await dialog(page).getAttribute('aria-label')).toBe(TITLE);
    expect(await activeInfo(page)).toMatchObject({ inDialog: true, label: 'Fermer' });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // The fragment that opened it is gone, so the same link opens it again.
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    await page.evaluate(() => {
      window.location.hash = 'demo-modal-target';
    });
    await waitOpen(page);
    // Other fragments are ordinary anchors.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('hashchange', () => setTimeout(resolve, 0), { once: true });
          window.location.hash = 'haut';
        }),
    );
    expect(await dialog(page).count()).toBe(0);
    expect(requests.filter((url) => url.includes('/sliders/modal/'))).toEqual([
      '/api/slider/sliders/modal/demo-modal-target',
      '/api/slider/sliders/modal/demo-modal-target',
    ]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('a module already on the page is not opened as a modal: a console message only', async () => {
    const { page, warnings, close } = await open('/m/demo-modal,demo-modal-target');
    await ready(page);
    await page.locator('.sr7-module[data-alias="demo-modal-target"]').waitFor();
    await openButton(page).first().click();
    await expect
      .poll(() => warnings)
      .toContain('demo-modal-target is already on the page: it is not opened again as a modal');
    expect(await dialog(page).count()).toBe(0);
    await close();
  });
});

describe('a module element held only as a modal (data-usage="modal")', () => {
  const element = (page: Page) =>
    page.locator('[data-tribune-slider][data-usage="modal"][data-alias="demo-modal-target"]');
  /** Its alias is registered: from now on the fragment opens it. */
  const registered = (page: Page) =>
    page.locator('[data-usage="modal"][data-modal-ready]').waitFor({ state: 'attached' });
  const link = (page: Page) => page.getByRole('link', { name: OPEN });

  it('shows nothing on the page; its fragment opens it as the dialog, and Escape gives focus back to the link', async () => {
    const { page, problems, requests, scripts, close } = await open(
      '/m/?modal=demo-modal-target&link=demo-modal-target',
    );
    await registered(page);
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    expect(scripts.some((s) => /\/embed\/chunks\/modalElement-[\w-]+\.js$/.test(s))).toBe(true);
    // Nothing where it stands: no module, no box; its data is not even asked for yet.
    expect(await element(page).evaluate((el) => el.childElementCount)).toBe(0);
    expect((await element(page).boundingBox())?.height ?? 0).toBe(0);
    expect(await page.locator('.sr7-module').count()).toBe(0);
    expect(requests.filter((p) => /\/sliders\/modal\/|\/modules\//.test(p))).toEqual([]);

    await link(page).click();
    await waitOpen(page);
    expect(await dialog(page).getAttribute('aria-label')).toBe(TITLE);
    expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await activeInfo(page)).toMatchObject({ inDialog: true, label: 'Fermer' });
    expect(await dialog(page).locator('.sr7-module[data-alias="demo-modal-target"]').count()).toBe(
      1,
    );
    // Still nothing where the element stands.
    expect(await element(page).evaluate((el) => el.childElementCount)).toBe(0);
    await expect
      .poll(() =>
        dialog(page).evaluate(
          (el) =>
            el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
        ),
      )
      .toBe(0);
    await page.screenshot({ path: `${screenshots}/slider-modal-element-open.png` });
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(OPEN);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    // The page is as it was before: nothing left where the element stands, the page free.
    expect(await element(page).evaluate((el) => el.childElementCount)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('opens when the page loads with its alias', async () => {
    const { page, problems, close } = await open('/m/?modal=demo-modal-target#demo-modal-target');
    await waitOpen(page);
    expect(await dialog(page).getAttribute('aria-label')).toBe(TITLE);
    expect(await activeInfo(page)).toMatchObject({ inDialog: true, label: 'Fermer' });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('opens from an open_modal action of another module of the page', async () => {
    const { page, warnings, close } = await open('/m/demo-modal?modal=demo-modal-target');
    await ready(page);
    await registered(page);
    await openButton(page).first().click();
    await waitOpen(page);
    expect(await dialog(page).getAttribute('aria-label')).toBe(TITLE);
    expect(warnings).toEqual([]);
    await close();
  });

  it('a module also shown on the page is not opened as a modal: a console message only', async () => {
    const { page, warnings, close } = await open(
      '/m/demo-modal-target?modal=demo-modal-target&link=demo-modal-target',
    );
    await page
      .locator('.sr7-module[data-alias="demo-modal-target"] .sr7-bullet-hit')
      .first()
      .waitFor();
    await registered(page);
    await link(page).click();
    await expect
      .poll(() => warnings)
      .toEqual(['demo-modal-target is already on the page: it is not opened again as a modal']);
    // The modal part's timers have nothing to show: still no dialog a moment later.
    await page.waitForTimeout(300);
    expect(await dialog(page).count()).toBe(0);
    await close();
  });
});

describe('the one-time cookie', () => {
  beforeAll(async () => {
    // The demo pair again, the modal with a one-hour cookie.
    const target = demoModalTarget();
    const settings = target.settings as Record<string, Record<string, unknown>>;
    settings.alias = 'cookie-modal' as never;
    settings.modal = { ...settings.modal, cookie: 1 };
    const opener = JSON.parse(
      JSON.stringify(demoModal()).replaceAll('"demo-modal-target"', '"cookie-modal"'),
    );
    opener.settings.alias = 'cookie-opener';
    for (const data of [target, opener]) {
      const saved = await site.app.app.sliders.save(data);
      expect(saved.ok, JSON.stringify(saved)).toBe(true);
    }
  });

  it('is set for an hour, keyed on the alias; the fragment at load then waits, a click does not', async () => {
    const { page, close } = await open('/m/cookie-opener#cookie-modal');
    await page.locator('dialog.sr7-modal[open][data-phase="open"]').waitFor();
    const cookie = (await page.context().cookies()).find(
      (c) => c.name === 'sr7_modal_cookie-modal',
    );
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 3600))).toBeLessThan(60);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    // The same link again, in a new visit: the page loads without the modal.
    await page.goto('about:blank');
    await page.goto(`${partnerOrigin}/m/cookie-opener#cookie-modal`);
    await page.locator('.sr7-module[data-alias="cookie-opener"] .sr7-bullet-hit').first().waitFor();
    // Its engine runs once the modal part has registered the alias and decided: no modal.
    expect(await dialog(page).count()).toBe(0);
    // The reader asks for it: it opens.
    await page
      .locator('.sr7-module[data-alias="cookie-opener"] [role="button"]', { hasText: OPEN })
      .first()
      .click();
    await page.locator('dialog.sr7-modal[open]').waitFor();
    expect(await dialog(page).getAttribute('aria-label')).toBe(TITLE);
    await close();
  });
});

describe('a modal opened from the embed takes the font base of what opened it', () => {
  /** Where the partner serves Tribune's fonts from (its own font host, say). */
  const FONT_BASE = 'https://polices.partenaire.test/tribune';

  beforeAll(async () => {
    // The demo pair again, the modal naming a web font (Open Sans 700, self-hosted).
    const target = demoModalTarget();
    const settings = target.settings as Record<string, unknown>;
    settings.alias = 'fonts-modal';
    settings.fonts = {
      "'Open+Sans'": { name: "'Open Sans'", normal: { 700: true }, subset: { latin: true } },
    };
    const opener = JSON.parse(
      JSON.stringify(demoModal()).replaceAll('"demo-modal-target"', '"fonts-modal"'),
    );
    opener.settings.alias = 'fonts-opener';
    for (const data of [target, opener]) {
      const saved = await site.app.app.sliders.save(data);
      expect(saved.ok, JSON.stringify(saved)).toBe(true);
    }
  });

  /**
   * Opens `path` with the font host answering with Tribune's own file, and returns, once the
   * modal is open and the page has asked for the face, every font URL the page requested.
   */
  async function fontsRequested(path: string, openModal: (page: Page) => Promise<void>) {
    const opened = await open(`${path}${path.includes('?') ? '&' : '?'}fonts=${FONT_BASE}`);
    const { page, problems, close } = opened;
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || /\.woff2$/.test(request.url())) {
        fonts.push(request.url());
      }
    });
    await page.route(`${FONT_BASE}/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.split('/').pop();
      await route.fulfill({
        response: await route.fetch({ url: `${site.origin}/fonts/${file}` }),
        headers: { 'access-control-allow-origin': '*', 'content-type': 'font/woff2' },
      });
    });
    try {
      await openModal(page);
      await waitOpen(page);
      // The face is given to the page by the modal's module; the browser fetches it when text
      // asks for it.
      const loaded = await page.evaluate(async () => {
        const faces = await document.fonts.load('700 16px "Open Sans"');
        return faces.map((face) => face.status);
      });
      expect(loaded).toEqual(['loaded']);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      return fonts;
    } finally {
      await close();
    }
  }

  it('from an open_modal action of a module element with data-font-base', async () => {
    const fonts = await fontsRequested('/m/fonts-opener', async (page) => {
      await page
        .locator('.sr7-module[data-alias="fonts-opener"] [role="button"]', { hasText: OPEN })
        .first()
        .click();
    });
    expect(fonts).toEqual([`${FONT_BASE}/open-sans-700.woff2`]);
  });

  it('from a modal element (data-usage="modal") with data-font-base, opened by its fragment', async () => {
    const fonts = await fontsRequested('/m/?modal=fonts-modal&link=fonts-modal', async (page) => {
      await page.locator('[data-modal-ready]').waitFor({ state: 'attached' });
      await page.getByRole('link', { name: OPEN }).click();
    });
    expect(fonts).toEqual([`${FONT_BASE}/open-sans-700.woff2`]);
  });
});
