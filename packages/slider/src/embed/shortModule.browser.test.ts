import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../core/model/ValidateModule.js';
import { renderModuleHtml } from '../server/renderModuleHtml.js';
import { launchChromium, openPage } from '../test-support/chromium.js';
import { demoModule } from '../test-support/demoModule.js';
import { ensureEmbedBuild } from '../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../test-support/staticServer.js';
import { slideImage } from '../test-support/testImages.js';

/**
 * A module shorter than its negative `vPort` margin (a 150 px banner on a phone, with the
 * usual -200px) can never be 200 px inside the window: it must still count as in view, so its
 * slideshow starts (core/ViewportMargin.ts).
 */
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  await Promise.all([1, 2].map((n) => slideImage(n)));
  browser = await launchChromium();
  const data = demoModule({
    alias: 'demo-short',
    slides: 2,
    settings: {
      vPort: '-200px',
      default: { len: 1500 },
      size: { width: [1240, 1240, 1024, 778, 480], height: [200, 200, 160, 120, 100] },
    },
  });
  const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
  server.page('/short', testPage({ title: 'Bandeau court', body: html }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a module shorter than its negative viewport margin', () => {
  it('starts its slideshow on a phone and moves on after its slide length', async () => {
    const { page, problems, close } = await openPage(browser, `${server.origin}/short`, {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      ready: ['.sr7-module[data-slideshow]'],
    });
    const height = await page.evaluate(
      () => document.querySelector('.sr7-frame')?.getBoundingClientRect().height ?? 0,
    );
    expect(height).toBeLessThan(100);
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.sr7-module')?.dataset.slide === '2',
      undefined,
      { timeout: 6000 },
    );
    expect(problems.errors).toEqual([]);
    await close();
  });
});
