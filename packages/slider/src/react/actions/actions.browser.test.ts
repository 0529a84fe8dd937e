import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateV6Module } from '../../core/migration/MigrateModule.js';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { renderModuleHtml } from '../../server/renderModuleHtml.js';
import {
  describeViolations,
  launchChromium,
  type OpenedPage,
  openPage,
  runAxe,
} from '../../test-support/chromium.js';
import { ensureEmbedBuild } from '../../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../../test-support/staticServer.js';
import { V6_ACTIONS, v6ActionsModule } from '../../test-support/v6ActionsModule.js';

/**
 * A module saved by engine 6, migrated, rendered by the server and run by the embed in the
 * system Chromium: its start_in (with a delay), start_out, toggle_layer and toggle_class
 * buttons, its mouseenter / mouseleave tooltip, pause, scroll_under below a sticky header and
 * the fullscreen toggle do what engine 6 did, with the mouse and the keyboard, and the page
 * stays axe-clean whichever way the layers are.
 */
let server: StaticServer;
let browser: Browser;

/** The site's way of saying what its sticky header covers (Tribune's site: 50 px, spec 9.9). */
const HEADER = 50;
const HEAD = `<style>
html{scroll-padding-top:${HEADER}px}
.site-header{position:sticky;top:0;z-index:10;height:${HEADER}px;background:#111936;color:#fff;display:flex;align-items:center;padding:0 16px}
.${V6_ACTIONS.highlight}{outline:4px solid #D70C17;outline-offset:4px}
.after{min-height:2400px;padding:16px}
</style>`;

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  browser = await launchChromium();
  const result = migrateV6Module(v6ActionsModule());
  if (!result.ok) throw new Error(result.error);
  const html = await renderModuleHtml(parseModuleStrict(result.module), { lang: 'fr' });
  const body = `<header class="site-header">En-tête du site</header>${html}<section class="after" id="suite"><h2>La suite de la page</h2><p>Le texte qui suit le module.</p></section>`;
  server.page('/actions', testPage({ title: 'Actions d’un module engine 6', body, head: HEAD }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(options: { reducedMotion?: 'reduce' } = {}): Promise<OpenedPage> {
  // The engine starts once the actions part is there: the arrows come with it.
  return openPage(browser, `${server.origin}/actions`, {
    viewport: { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ready: ['.sr7-leftarrow'],
  });
}

const layer = (id: string) => `[data-slide-id="601"] [data-sr-layer="${id}"]`;

/** How the layer shows now: its computed visibility and opacity. */
function looks(page: Page, id: string) {
  return page.$eval(layer(id), (el) => {
    const style = getComputedStyle(el);
    return { visibility: style.visibility, opacity: Number(style.opacity) };
  });
}

async function waitForVisibility(page: Page, id: string, visibility: 'visible' | 'hidden') {
  await page.waitForFunction(
    ([sel, want]) => {
      const el = document.querySelector(sel);
      return el !== null && getComputedStyle(el).visibility === want;
    },
    [layer(id), visibility] as const,
    { timeout: 5000 },
  );
}

describe('a migrated engine-6 module’s actions in the browser', () => {
  it('start_in shows the waiting layer after its delay, playing its entrance; start_out hides it', async () => {
    const { page, problems, close } = await open();
    try {
      // Hidden from the server's HTML on: out of sight and of the accessibility tree.
      expect(await looks(page, V6_ACTIONS.answer)).toMatchObject({ visibility: 'hidden' });
      expect(await page.getByText('La réponse : 42').isVisible()).toBe(false);
      // The click and the wait measured in the page: not before the 400 ms delay.
      const shownAfter = await page.evaluate(
        ([button, sel]) =>
          new Promise<number>((resolve) => {
            const target = [...document.querySelectorAll<HTMLElement>('[role="button"]')].find(
              (el) => el.textContent === button,
            );
            const start = performance.now();
            target?.click();
            const check = () => {
              const el = document.querySelector(sel);
              if (el && getComputedStyle(el).visibility === 'visible') {
                resolve(performance.now() - start);
              } else requestAnimationFrame(check);
            };
            check();
          }),
        ['Afficher la réponse', layer(V6_ACTIONS.answer)] as const,
      );
      expect(shownAfter).toBeGreaterThanOrEqual(V6_ACTIONS.showDelay - 20);
      // Its entrance runs to the resting state (opacity 1, no offset).
      await page.waitForFunction((sel) => {
        const el = document.querySelector(sel);
        return el?.getAnimations().every((a) => a.playState !== 'running') ?? false;
      }, layer(V6_ACTIONS.answer));
      expect(await looks(page, V6_ACTIONS.answer)).toEqual({ visibility: 'visible', opacity: 1 });
      expect(await page.getByText('La réponse : 42').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Masquer la réponse' }).click();
      await waitForVisibility(page, V6_ACTIONS.answer, 'hidden');
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('toggle_layer and toggle_class work with the mouse and the keyboard', async () => {
    const { page, problems, close } = await open();
    try {
      const toggle = page.getByRole('button', { name: 'Basculer la réponse' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await waitForVisibility(page, V6_ACTIONS.answer, 'visible');
      await page.keyboard.press('Space');
      await waitForVisibility(page, V6_ACTIONS.answer, 'hidden');
      await toggle.click();
      await waitForVisibility(page, V6_ACTIONS.answer, 'visible');
      const highlight = page.getByRole('button', { name: 'Surligner la réponse' });
      await highlight.click();
      const outline = () =>
        page.$eval(layer(V6_ACTIONS.answer), (el) => ({
          on: el.classList.contains('sr7-demo-highlight'),
          outline: getComputedStyle(el).outlineStyle,
        }));
      expect(await outline()).toEqual({ on: true, outline: 'solid' });
      await page.screenshot({ path: '/tmp/actions-v6-migrated.png' });
      await highlight.press('Enter');
      expect(await outline()).toEqual({ on: false, outline: 'none' });
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('mouseenter / mouseleave show and hide the tooltip with the pointer', async () => {
    const { page, close } = await open();
    try {
      expect(await looks(page, V6_ACTIONS.tooltip)).toMatchObject({ visibility: 'hidden' });
      await page.hover(layer('6'));
      await waitForVisibility(page, V6_ACTIONS.tooltip, 'visible');
      await page.mouse.move(5, 5);
      await waitForVisibility(page, V6_ACTIONS.tooltip, 'hidden');
    } finally {
      await close();
    }
  });

  it('pause stops the slideshow as the rotation control does', async () => {
    const { page, close } = await open();
    try {
      // The reasons the slideshow waits (focus inside the module is one of them, spec 4.2).
      const reasons = () =>
        page.evaluate(() => {
          const sliders = (window as { Tribune?: { sliders?: { get(a: string): unknown } } })
            .Tribune?.sliders;
          const api = sliders?.get('actions-v6') as
            | { state(): { pauseReasons: string[] } | null }
            | undefined;
          return api?.state()?.pauseReasons ?? null;
        });
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect.poll(reasons).toContain('user');
      expect(await page.$eval('.sr7-module', (el) => (el as HTMLElement).dataset.slideshow)).toBe(
        'paused',
      );
      // The rotation control says the slideshow is stopped.
      await expect
        .poll(() => page.getByRole('button', { name: 'Lancer le défilement automatique' }).count())
        .toBe(1);
      await page.getByRole('button', { name: 'Reprendre' }).click();
      await expect.poll(reasons).not.toContain('user');
      // The engine resumes at once; the control is drawn again at React's next render.
      await expect
        .poll(() => page.getByRole('button', { name: 'Arrêter le défilement automatique' }).count())
        .toBe(1);
    } finally {
      await close();
    }
  });

  it('scroll_under glides to just below the module, its offset and the sticky header kept clear', async () => {
    const { page, close } = await open();
    try {
      const bottom = await page.$eval('.sr7-module', (el) => el.getBoundingClientRect().bottom);
      await page.getByRole('button', { name: 'Descendre' }).click();
      const want = Math.round(bottom - 89 - HEADER);
      // 1000 ms of glide: halfway through, it is on its way.
      await page.waitForTimeout(300);
      const midway = await page.evaluate(() => window.scrollY);
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(want);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, want, {
        timeout: 5000,
      });
    } finally {
      await close();
    }
  });

  it('under reduced motion scroll_under jumps, and start_in shows the layer without moving it', async () => {
    const { page, close } = await open({ reducedMotion: 'reduce' });
    try {
      const bottom = await page.$eval('.sr7-module', (el) => el.getBoundingClientRect().bottom);
      await page.getByRole('button', { name: 'Descendre' }).click();
      expect(await page.evaluate(() => window.scrollY)).toBe(Math.round(bottom - 89 - HEADER));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Basculer la réponse' }).click();
      await waitForVisibility(page, V6_ACTIONS.answer, 'visible');
      const running = await page.$eval(layer(V6_ACTIONS.answer), (el) =>
        el
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().duration !== 0),
      );
      expect(running).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('togglefullscreen puts the module in full screen and back', async () => {
    const { page, problems, close } = await open();
    try {
      await page.getByRole('button', { name: 'Plein écran' }).click();
      await page.waitForFunction(() =>
        document.fullscreenElement?.classList.contains('sr7-module'),
      );
      // The frame fills the screen.
      const frame = await page.$eval(
        '.sr7-module .sr7-frame',
        (el) => el.getBoundingClientRect().height,
      );
      expect(frame).toBeGreaterThanOrEqual(780);
      await page.getByRole('button', { name: 'Plein écran' }).click();
      await page.waitForFunction(() => document.fullscreenElement === null);
      expect(problems.warnings.filter((w) => w.includes('full screen'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is axe-clean with the answer hidden, shown and highlighted', async () => {
    const { page, close } = await open();
    try {
      const hidden = await runAxe(page);
      expect(hidden, describeViolations(hidden)).toEqual([]);
      await page.getByRole('button', { name: 'Basculer la réponse' }).click();
      await page.getByRole('button', { name: 'Surligner la réponse' }).click();
      await page.hover(layer('6'));
      await waitForVisibility(page, V6_ACTIONS.tooltip, 'visible');
      await waitForVisibility(page, V6_ACTIONS.answer, 'visible');
      const shown = await runAxe(page);
      expect(shown, describeViolations(shown)).toEqual([]);
    } finally {
      await close();
    }
  });
});
