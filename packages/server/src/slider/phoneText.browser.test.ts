import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp } from '../test-support/browserApp.js';
import { repoRoot } from '../test-support/paths.js';

/**
 * Issue 28 item 4: on a phone (375 px) every seeded module reads: body text at least 14 px,
 * headlines at least 24 px, buttons at least 44 px tall (a finger's target). Measured in the
 * browser on the slide each module shows first, through its per-level sizes (engine 7's five
 * levels: the phone is the 480 px level's grid, shrunk to the screen).
 */
let site: BrowserApp;
const screenshots = `${repoRoot}test-results/screenshots`;

beforeAll(async () => {
  site = await startBrowserApp();
  mkdirSync(screenshots, { recursive: true });
});

afterAll(() => site?.close());

const DEMOS = [
  'demo-standard',
  'demo-pbar-vertical',
  'demo-pbar-cw',
  'demo-pbar-ccw',
  'demo-parallax',
  'demo-scroll-timeline',
  'demo-media',
  'demo-gallery-feed',
  'demo-photo-feed',
  'demo-modal',
  'demo-carousel',
  'demo-carousel-3d',
];

interface Measured {
  kind: 'headline' | 'body' | 'button';
  text: string;
  size: number;
  height: number;
}

/** Every text and button of the module's shown slide (hidden slides are inert). */
function measure(page: Page, selector: string): Promise<Measured[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) return [];
    const out: Measured[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('.sr7-layer-inner')) {
      if (el.closest('[inert]') || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const ownText = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      const text = (el.textContent ?? '').trim();
      const button = el.classList.contains('sr7-btn');
      if (!button && !ownText && !el.querySelector('br')) continue;
      if (!text) continue;
      out.push({
        kind: button ? 'button' : /^H[1-6]$/.test(el.tagName) ? 'headline' : 'body',
        text: text.slice(0, 40),
        size: Number.parseFloat(style.fontSize),
        height: el.offsetHeight,
      });
    }
    return out;
  }, selector);
}

function tooSmall(found: Measured[]): string[] {
  return found
    .filter(
      (m) =>
        m.size < 14 ||
        (m.kind === 'headline' && m.size < 24) ||
        (m.kind === 'button' && m.height < 44),
    )
    .map((m) => `${m.kind} "${m.text}": ${m.size.toFixed(1)} px, ${m.height} px tall`);
}

async function measureOn(path: string, selector: string, shot: string) {
  const { page, close } = await site.open(path, { width: 375, height: 740 });
  await page.locator(`${selector} .sr7-layer-inner`).first().waitFor({ timeout: 15_000 });
  // The first slide's layers have entered.
  await page.waitForTimeout(2500);
  const found = await measure(page, selector);
  await page.screenshot({ path: `${screenshots}/phone-text-${shot}.png` });
  await close();
  return found;
}

describe('slider text on a phone (375 px)', () => {
  it('the home hero: kicker, headline and button', async () => {
    const found = await measureOn('/fr/', '.sr7-module[data-alias="home-hero"]', 'home-hero');
    expect(found.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['headline', 'body', 'button']),
    );
    expect(tooSmall(found)).toEqual([]);
  });

  it.each(DEMOS)('%s', async (alias) => {
    const found = await measureOn(
      `/fr/demo/slider/${alias}`,
      `.slider-demo .sr7-module[data-alias="${alias}"]`,
      alias,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(tooSmall(found)).toEqual([]);
  });

  it('the photo feed shows its “Voir la publication” button', async () => {
    const found = await measureOn(
      '/fr/demo/slider/demo-photo-feed',
      '.slider-demo .sr7-module[data-alias="demo-photo-feed"]',
      'demo-photo-feed',
    );
    expect(found.filter((m) => m.kind === 'button').map((m) => m.text)).toContain(
      'Voir la publication',
    );
  });
});
