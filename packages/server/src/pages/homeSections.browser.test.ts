import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp } from '../test-support/browserApp.js';
import { repoRoot } from '../test-support/paths.js';
import { HOME_SECTION_KEYS } from './homeSections.js';

const screenshots = `${repoRoot}test-results/screenshots`;

let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp();
  mkdirSync(screenshots, { recursive: true });
});
afterAll(() => b?.close());

describe.each([
  [375, 740],
  [1366, 900],
])('the home’s section blocks at %i px', (width, height) => {
  it('show every main section, their pictures fetched only as the reader nears them', async () => {
    const { page, problems, close } = await b.open('/fr/', { width, height });
    const pictures = page.locator('.home-sections__image');
    expect(await pictures.count()).toBe(HOME_SECTION_KEYS.length);
    await page.waitForLoadState('networkidle');
    // Below the fold on arrival: none of their pictures is downloaded yet.
    const loaded = () =>
      pictures.evaluateAll((images) =>
        images.map(
          (image) =>
            (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      );
    expect(await loaded()).toEqual(HOME_SECTION_KEYS.map(() => false));

    const blocks = page.locator('.home-sections__block');
    // The reader scrolls down through them (stacked on a phone).
    for (let index = 0; index < HOME_SECTION_KEYS.length; index += 1) {
      await blocks.nth(index).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await loaded())[index], { timeout: 10_000 }).toBe(true);
    }
    const heading = blocks.first().getByRole('heading', { level: 2 });
    expect(await heading.textContent()).toBe('Football français');
    await page.evaluate(() =>
      document
        .querySelector('.home-sections')!
        .scrollIntoView({ block: 'start', behavior: 'instant' }),
    );
    await page.screenshot({ path: `${screenshots}/home-sections-${width}.png` });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `${screenshots}/home-full-${width}.png`, fullPage: true });
    // From the latest articles to the end of the section blocks.
    const top = (await page.locator('.article-list').boundingBox())!.y;
    const end = await page
      .locator('.home-sections')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    await page.screenshot({
      path: `${screenshots}/home-list-and-sections-${width}.png`,
      fullPage: true,
      clip: { x: 0, y: top - 16, width, height: end - top + 16 },
    });

    // The first section's heading leads to its page.
    await heading.getByRole('link').click();
    await page.waitForURL(`${b.origin}/fr/category/football-francais`);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});
