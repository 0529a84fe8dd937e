import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp, waitForHydration } from '../test-support/browserApp.js';
import {
  type ContrastFailure,
  contrastSession,
  type ForcedState,
  measureContrast,
} from '../test-support/contrast.js';
import { repoRoot } from '../test-support/paths.js';

let site: BrowserApp;
const screenshots = `${repoRoot}test-results/screenshots`;

beforeAll(async () => {
  site = await startBrowserApp({ MAP_TILE_URL: '' });
  mkdirSync(screenshots, { recursive: true });
});

afterAll(() => site?.close());

const PAGES = [
  ['home', '/fr/'],
  ['article', '/fr/article/valmont-renverse-rivemont-dans-le-derby'],
  ['gallery', '/fr/gallery/jour-de-derby-a-valmont'],
  ['slider demo', '/fr/demo/slider/demo-standard'],
] as const;

const STATES: ForcedState[] = ['rest', 'hover', 'focus-visible', 'active'];

/**
 * Every "open" state the page has: the page as loaded, then each closed disclosure (the "Menu"
 * button, each sub-menu, each accordion heading, the video panel) opened in turn, the
 * ones opened before left open unless opening this one closed them.
 */
async function* scenes(page: Page): AsyncGenerator<string> {
  yield 'as loaded';
  for (let round = 0; round < 16; round++) {
    const name = await page.evaluate(() => {
      document.querySelector('[data-contrast-next]')?.removeAttribute('data-contrast-next');
      const closed = document.querySelectorAll(
        'button[aria-expanded="false"]:not([data-contrast-tried])',
      );
      for (const button of closed) {
        if (button.getClientRects().length === 0) continue;
        if (getComputedStyle(button).visibility !== 'visible') continue;
        button.setAttribute('data-contrast-tried', '');
        button.setAttribute('data-contrast-next', '');
        return (button.getAttribute('aria-label') ?? (button as HTMLElement).innerText).trim();
      }
      return null;
    });
    if (name === null) return;
    // The pointer stays on the button: moving it off would close a bar's panel 300 ms later.
    await page.locator('[data-contrast-next]').click();
    yield `"${name}" open`;
  }
}

describe.each(PAGES)('contrast of links and buttons on the %s page', (_name, path) => {
  it.each([375, 1366])('meets WCAG AA in every state at %i px', async (width) => {
    const { page, close } = await site.open(path, { width, height: 900 });
    try {
      await waitForHydration(page);
      const cdp = await contrastSession(page);
      const failures: Array<ContrastFailure & { scene: string }> = [];
      const overImages = new Set<string>();
      let checked = 0;
      const seen: string[] = [];
      for await (const scene of scenes(page)) {
        seen.push(scene);
        let restFills: Record<string, number> = {};
        for (const state of STATES) {
          const report = await measureContrast(page, cdp, state, restFills);
          if (state === 'rest') restFills = report.fills;
          checked += report.checked;
          for (const failure of report.failures) failures.push({ ...failure, scene });
          for (const element of report.overImages) overImages.add(element);
        }
      }
      expect(checked).toBeGreaterThan(10);
      const lines = [
        ...new Set(
          failures.map(
            (f) =>
              `${f.scene}, ${f.state}: ${f.element} ${f.what} = ${f.ratio}:1 (needs ${f.needed})`,
          ),
        ),
      ];
      expect(lines, lines.join('\n')).toEqual([]);
      console.info(
        `${path} at ${width} px: ${checked} element-states in ${seen.length} scenes (${seen.join(', ')}); ` +
          `over pictures, not judged: ${[...overImages].join('; ') || 'none'}`,
      );
    } finally {
      await close();
    }
  });
});

/** Ends running CSS transitions (a chevron turning), so a screenshot shows where they go. */
function settle(page: Page) {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

describe('what a reader sees under the pointer', () => {
  it('keeps hovered menu labels and the video button visible on their navy bands', async () => {
    const { page, close } = await site.open('/fr/', { width: 1366, height: 900 });
    try {
      await waitForHydration(page);
      const label = page.locator('.primary-nav__link', { hasText: 'Actualités' });
      await label.hover();
      // Hover intent opens the panel once the pointer rests.
      await expect
        .poll(() => page.getByRole('link', { name: 'Football français', exact: true }).isVisible())
        .toBe(true);
      expect(await label.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(255, 255, 255)');
      await settle(page);
      await page.screenshot({ path: `${screenshots}/menu-hover-1366.png` });

      const video = page.getByRole('button', { name: 'Afficher la vidéo' });
      await video.scrollIntoViewIfNeeded();
      await video.hover();
      await settle(page);
      expect(await video.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
        'rgb(255, 255, 255)',
      );
      // The page's own screenshot: an element's would scroll it from under the pointer.
      await page.screenshot({ path: `${screenshots}/video-button-hover-1366.png` });
    } finally {
      await close();
    }
  });

  it('shows the open menu and a sub-menu at 375 px', async () => {
    const { page, close } = await site.open('/fr/', { width: 375, height: 740 });
    try {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await settle(page);
      await page.screenshot({ path: `${screenshots}/menu-open-375-closed-submenus.png` });
      await page.getByRole('button', { name: 'Sous-menu : Actualités' }).click();
      await page.getByRole('link', { name: 'Football français', exact: true }).hover();
      await settle(page);
      await page.screenshot({ path: `${screenshots}/menu-submenu-open-375.png` });
    } finally {
      await close();
    }
  });
});
