import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserApp,
  layoutShift,
  shiftSources,
  startBrowserApp,
  waitForHydration,
} from '../test-support/browserApp.js';
import { describeViolations, runAxe, watchProblems } from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';

let site: BrowserApp;
let tiles: Server;
let tileRequests = 0;

beforeAll(async () => {
  // A stand-in map service on loopback: the real tile servers cannot be reached here.
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#cfe3c1' },
  })
    .png()
    .toBuffer();
  tiles = createServer((_request, response) => {
    tileRequests += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(tile);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  const port = (tiles.address() as AddressInfo).port;
  site = await startBrowserApp({ MAP_TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` });
});

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => tiles?.close(resolve));
});

describe('header on a wide screen (≥ 1175 px)', () => {
  it('opens a sub-menu on hover intent and closes it 300 ms after the pointer leaves', async () => {
    const { page, problems, close } = await site.open('/fr/');
    await waitForHydration(page);
    const item = page.locator('.primary-nav__list > .primary-nav__item--parent').first();
    const sub = item.locator('> .primary-nav__sub');
    expect(await sub.isVisible()).toBe(false);
    const box = (await item.locator('> .primary-nav__link').boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.move(box.x + 8, box.y + 6);
    await expect.poll(() => sub.isVisible(), { timeout: 2000 }).toBe(true);
    await page.mouse.move(box.x + 400, box.y + 400);
    expect(await sub.isVisible()).toBe(true);
    await expect.poll(() => sub.isVisible(), { timeout: 2000 }).toBe(false);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('works with the keyboard: sub-menu button, Escape back to it, tabs with arrow keys', async () => {
    const { page, close } = await site.open('/fr/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Sous-menu : Actualités' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Football français',
    );
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Sous-menu : Actualités',
    );

    const mega = page.getByRole('button', { name: 'Sous-menu : Compétitions' });
    await mega.click();
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(3);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      await tabs.nth(1).getAttribute('id'),
    );
    await page.keyboard.press('End');
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await close();
  });

  it('shows the map from the map service when the mega-menu opens', async () => {
    const { page, problems, close } = await site.open('/fr/');
    await waitForHydration(page);
    const before = tileRequests;
    await page.getByRole('button', { name: 'Sous-menu : Compétitions' }).click();
    await expect
      .poll(() => page.locator('.menu-map .leaflet-tile-loaded').count(), { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(tileRequests).toBeGreaterThan(before);
    await page.screenshot({ path: `${repoRoot}test-results/screenshots/mega-menu-1280.png` });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('shrinks once scrolled past its height, without shifting the page', async () => {
    const { page, close } = await site.open('/fr/article/valmont-renverse-rivemont-dans-le-derby');
    await waitForHydration(page);
    const header = page.locator('.site-header');
    expect(await header.getAttribute('data-shrunk')).toBeNull();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => header.getAttribute('data-shrunk')).toBe('');
    await page.mouse.wheel(0, -800);
    await expect.poll(() => header.getAttribute('data-shrunk')).toBeNull();
    expect(await layoutShift(page), await shiftSources(page)).toBe(0);
    await close();
  });
});

describe('header below 896 px', () => {
  it('moves the language links into the menu', async () => {
    const { page, close } = await site.open('/fr/', { width: 375, height: 740 });
    await waitForHydration(page);
    expect(await page.locator('.site-header__widgets').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(
      await page
        .locator('.primary-nav__widgets')
        .getByRole('link', { name: 'English' })
        .isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Sous-menu : Galeries' }).click();
    // The menu's link (the home's latest galleries link the same gallery in the page).
    const menu = page.getByRole('navigation', { name: 'Navigation principale' });
    expect(await menu.getByRole('link', { name: 'Les stades de la Ligue Élite' }).isVisible()).toBe(
      true,
    );
    await page.screenshot({ path: `${repoRoot}test-results/screenshots/menu-open-375.png` });
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await close();
  });
});

describe('folded menu with touch at 375 px (< 1175 px)', () => {
  it('opens a second sub-menu with one tap and shows its open states', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(`${site.origin}/fr/`);
      await waitForHydration(page);
      const toggle = page.locator('.primary-nav__toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(1);
      await toggle.tap();
      // The open menu says how to close it, in words and with a cross instead of three bars.
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('button', { name: 'Fermer', exact: true }).count()).toBe(1);
      const middleBar = await toggle
        .locator('.primary-nav__toggle-icon')
        .evaluate((bar) => getComputedStyle(bar).backgroundColor);
      expect(middleBar).toBe('rgba(0, 0, 0, 0)');

      const news = page.getByRole('button', { name: 'Sous-menu : Actualités' });
      const competitions = page.getByRole('button', { name: 'Sous-menu : Compétitions' });
      await news.tap();
      expect(await news.getAttribute('aria-expanded')).toBe('true');
      expect(
        await page.getByRole('link', { name: 'Football français', exact: true }).isVisible(),
      ).toBe(true);
      // One tap on the next chevron opens its panel and folds the first one.
      await competitions.tap();
      await expect.poll(() => competitions.getAttribute('aria-expanded')).toBe('true');
      expect(await news.getAttribute('aria-expanded')).toBe('false');
      expect(
        await page.getByRole('link', { name: 'Football français', exact: true }).isVisible(),
      ).toBe(false);
      const section = page.getByRole('button', { name: 'Ligue Élite' });
      expect(await section.isVisible()).toBe(true);
      // The tapped chevron stays under the finger, in view.
      const chevron = (await competitions.boundingBox())!;
      expect(chevron.y).toBeGreaterThanOrEqual(0);
      expect(chevron.y + chevron.height).toBeLessThanOrEqual(740);

      // Accordion headings show that they open: a chevron that turns when they do.
      const affordance = () =>
        section.evaluate((button) => {
          const after = getComputedStyle(button, '::after');
          return { content: after.content, transform: after.transform };
        });
      const folded = await affordance();
      expect(folded.content).not.toBe('none');
      await section.tap();
      expect(await section.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(async () => (await affordance()).transform).not.toBe(folded.transform);
      // The screenshot shows the turned chevron, not the turn.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .filter((animation) =>
            ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.closest(
              '.primary-nav',
            ),
          )
          .every((animation) => animation.playState === 'finished'),
      );
      await page.screenshot({
        path: `${repoRoot}test-results/screenshots/menu-touch-second-submenu-375.png`,
      });

      await page.getByRole('button', { name: 'Fermer', exact: true }).tap();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.primary-nav__list').isVisible()).toBe(false);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await context.close();
    }
  });
});

describe('folded menu taller than the screen', () => {
  it('scrolls within itself, so its last links can be reached', async () => {
    const { page, close } = await site.open('/fr/', { width: 375, height: 667 });
    try {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Sous-menu : Compétitions' }).click();
      await page.locator('.menu-map').waitFor();
      const english = page.locator('.primary-nav__widgets').getByRole('link', { name: 'English' });
      // The reader scrolls with a finger on the menu, down to its end.
      const list = (await page.locator('.primary-nav__list').boundingBox())!;
      await page.mouse.move(list.x + list.width / 2, 300);
      for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 400);
      await expect
        .poll(async () => {
          const box = (await english.boundingBox())!;
          return english.evaluate((link, { x, y }) => document.elementFromPoint(x, y) === link, {
            x: box.x + box.width / 2,
            y: box.y + box.height / 2,
          });
        })
        .toBe(true);
      const box = (await english.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      await page.screenshot({
        path: `${repoRoot}test-results/screenshots/menu-scrolled-375x667.png`,
      });
    } finally {
      await close();
    }
  });
});

describe('header while it hydrates', () => {
  it('does not lose a tap on "Menu" made while React is still hydrating the header', async () => {
    // Hydration runs as a transition, in slices between which the browser handles input. The
    // page script below taps "Menu" as soon as React has taken the header's root and before it
    // is marked hydrated; with the CPU slowed 20× that window is wide, and a load that misses
    // it is tried again.
    const tapWhileHydrating = `
      const poll = () => {
        const island = document.querySelector('[data-island="SiteHeader"]');
        const taken = island && Object.keys(island).some((key) => key.startsWith('__reactContainer'));
        if (taken && !('hydrated' in island.dataset)) {
          island.querySelector('.primary-nav__toggle').click();
          window.__tapped = 'while hydrating';
        } else if (island && 'hydrated' in island.dataset) {
          window.__tapped = 'too late';
        } else {
          setTimeout(poll, 0);
        }
      };
      document.addEventListener('DOMContentLoaded', poll);
    `;
    let outcome = 'not tried';
    for (let attempt = 0; attempt < 3 && outcome !== 'while hydrating'; attempt++) {
      const context = await site.browser.newContext({ viewport: { width: 375, height: 740 } });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
        await page.addInitScript(tapWhileHydrating);
        await page.goto(`${site.origin}/fr/`);
        await waitForHydration(page);
        outcome = await page.evaluate(() => (window as { __tapped?: string }).__tapped ?? 'none');
        if (outcome !== 'while hydrating') continue;
        // Open, the button reads "Fermer": found by its class rather than its name.
        const toggle = page.locator('.primary-nav__toggle');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await page.locator('.primary-nav__list').isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    }
    expect(outcome).toBe('while hydrating');
  });
});

describe('header from 896 px to 1174 px', () => {
  it.each([900, 1000, 1174])(
    'keeps the language links clear of the "Menu" button at %i px, shrunk or not',
    async (width) => {
      const { page, close } = await site.open('/es/', { width, height: 700 });
      await waitForHydration(page);
      const box = async (locator: ReturnType<typeof page.locator>) =>
        (await locator.boundingBox())!;
      const toggle = page.getByRole('button', { name: 'Menú', exact: true });
      const lastLink = page.locator('.site-header__widgets a').last();
      for (const scrolled of [false, true]) {
        if (scrolled) {
          await page.mouse.wheel(0, 400);
          await page.locator('.site-header[data-shrunk]').waitFor();
        }
        const [link, button] = [await box(lastLink), await box(toggle)];
        expect(link.x + link.width, `scrolled: ${scrolled}`).toBeLessThanOrEqual(button.x);
      }
      await close();
    },
  );
});

describe('mega-menu below 480 px', () => {
  it('folds its columns into an accordion', async () => {
    const { page, close } = await site.open('/fr/', { width: 360, height: 740 });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Sous-menu : Compétitions' }).click();
    const section = page.getByRole('button', { name: 'Ligue Élite' });
    expect(await section.getAttribute('aria-expanded')).toBe('false');
    await section.click();
    expect(await section.getAttribute('aria-expanded')).toBe('true');
    expect(
      await page
        .locator('.mega-accordion')
        .getByRole('link', { name: 'Le bilan de la mi-saison', exact: true })
        .isVisible(),
    ).toBe(true);
    await close();
  });
});

describe('without a map service', () => {
  it('says so in the menu instead of showing an empty map', async () => {
    const offline = await startBrowserApp({ MAP_TILE_URL: '' });
    try {
      const { page, problems, close } = await offline.open('/fr/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Sous-menu : Compétitions' }).click();
      expect(
        await page.getByText('La carte ne peut pas être affichée pour le moment.').isVisible(),
      ).toBe(true);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      await close();
    } finally {
      await offline.close();
    }
  });
});
