/**
 * One real reader: the host page in the system Chromium. Its score sightings are stamped with
 * the page's own high-resolution wall clock (timeOrigin + now), which shares the machine's
 * clock with the bench process.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../src/test-support/chromium.js';
import { watchHomeScore } from './scoreWatch.js';

export interface ChromiumReader {
  /** Sightings so far: score and wall-clock ms. */
  sightings(): Promise<Array<{ score: number; at: number }>>;
  errors: string[];
  close(): Promise<void>;
}

export async function openChromiumReader(pageUrl: string): Promise<ChromiumReader> {
  const browser: Browser = await launchChromium();
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // `__name` is what tsx's compiled function text may call; give the page a harmless one.
  await page.addInitScript(`
    var __name = (f) => f;
    window.__benchScores = [];
    (${watchHomeScore.toString()})(window, (score) => {
      window.__benchScores.push({ score, at: performance.timeOrigin + performance.now() });
    });
  `);
  await page.goto(pageUrl);
  return {
    errors,
    sightings: () =>
      page.evaluate(
        () =>
          (window as unknown as { __benchScores: Array<{ score: number; at: number }> })
            .__benchScores,
      ),
    close: () => browser.close(),
  };
}
