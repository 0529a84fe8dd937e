import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { renderModuleHtml } from '../../server/renderModuleHtml.js';
import { launchChromium, layoutShift, openPage } from '../../test-support/chromium.js';
import { demoModule } from '../../test-support/demoModule.js';
import { ensureEmbedBuild } from '../../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../../test-support/staticServer.js';
import { slideImage } from '../../test-support/testImages.js';

/**
 * A fixed module (`settings.fixed`) and the module's own background (`settings.bg`) as a reader
 * sees them in the system Chromium: server-rendered modules hydrated by the embed. The fixed
 * header takes no room in the page and stays at the window's top as it scrolls; the page under
 * it takes the clicks its layers do not; the background shows under a slide without picture,
 * its overlay's dots over the slides' pictures too (read in screenshots).
 */
let server: StaticServer;
let browser: Browser;
const shots = fileURLToPath(new URL('../../../../../test-results/screenshots/', import.meta.url));

type Layers = Record<string, Record<string, unknown>>;

function hero(alias: string, settings: Record<string, unknown>, picture = true) {
  const data = demoModule({ alias, slides: 1, settings: { type: 'hero', ...settings } });
  const slide = (data.slides as Record<string, { layers: Layers; slide: Record<string, unknown> }>)[
    '1'
  ];
  if (slide && !picture) {
    delete slide.layers['1-0'];
    slide.slide.thumb = { src: '', default: { image: { src: '' } } };
  }
  return data;
}

const OVERLAY = { type: '1', size: 4, cA: 'transparent', cB: 'rgb(255, 255, 255)' };

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  browser = await launchChromium();
  await slideImage(1);
  mkdirSync(shots, { recursive: true });
  const header = await renderModuleHtml(
    parseModuleStrict(hero('fixed-header-test', { fixed: true, size: { height: [300] } })),
    { lang: 'fr' },
  );
  server.page(
    '/fixed',
    testPage({
      title: 'Un en-tête fixe',
      body: `${header}<p id="after">Le texte de la page.</p><button id="under" type="button" style="margin:40px 0 0 900px" onclick="this.dataset.clicked='yes'">Sous l’en-tête</button><div style="height:2000px"></div>`,
    }),
  );
  const plain = await renderModuleHtml(
    parseModuleStrict(hero('bg-plain-test', { bg: { color: '#151008', overlay: OVERLAY } }, false)),
    { lang: 'fr' },
  );
  const pictured = await renderModuleHtml(
    parseModuleStrict(hero('bg-picture-test', { bg: { color: '#151008', overlay: OVERLAY } })),
    { lang: 'fr' },
  );
  server.page('/background', testPage({ title: 'Fond du module', body: plain + pictured }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The colour of the screenshot's pixel at (x, y) of the page's viewport. */
async function pixels(page: Page, name: string) {
  const png = await page.screenshot({ path: `${shots}${name}.png` });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[i], data[i + 1], data[i + 2]];
  };
}

describe('a fixed module (settings.fixed)', () => {
  it('takes no room in the page, stays at the window’s top, leaves the page its clicks', async () => {
    const { page, problems, close } = await openPage(browser, `${server.origin}/fixed`, {
      ready: ['.sr7-module'],
    });
    try {
      await page.waitForFunction(() =>
        document.querySelector('.sr7-module')?.closest('[data-slider-mounted]'),
      );
      const boxes = () =>
        page.evaluate(() => {
          const rect = (el: Element | null) => el?.getBoundingClientRect().toJSON();
          return {
            host: rect(document.querySelector('[data-tribune-slider]')),
            module: rect(document.querySelector('.sr7-module')),
            title: rect(document.querySelector('h1')),
            after: rect(document.querySelector('#after')),
          };
        });
      const first = await boxes();
      expect(first.host.height).toBe(0);
      expect(first.module).toMatchObject({ x: 0, y: 0, width: 1280 });
      expect(first.module.height).toBeGreaterThan(200);
      // The page's own text is where it would be without the module: under its title.
      expect(first.after.top - first.title.bottom).toBeLessThan(40);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY >= 600);
      expect((await boxes()).module).toMatchObject({ x: 0, y: 0 });
      await page.evaluate(() => window.scrollTo(0, 0));
      // The button under the header (not under a layer) takes the click; a layer keeps its own.
      const under = await page.locator('#under').boundingBox();
      expect(under && under.y + under.height < first.module.height).toBe(true);
      await page.mouse.click((under?.x ?? 0) + 5, (under?.y ?? 0) + 5);
      expect(await page.locator('#under').getAttribute('data-clicked')).toBe('yes');
      const button = await page.locator('[data-sr-layer="1-2"]').boundingBox();
      const hit = await page.evaluate(
        ([x, y]) =>
          document
            .elementFromPoint(x as number, y as number)
            ?.closest('[data-sr-layer]')
            ?.getAttribute('data-sr-layer'),
        [(button?.x ?? 0) + 10, (button?.y ?? 0) + 10],
      );
      expect(hit).toBe('1-2');
      expect(await layoutShift(page)).toBe(0);
      await page.screenshot({ path: `${shots}fixed-header.png` });
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the module’s own background (settings.bg)', () => {
  it('shows under a slide without a picture, its overlay over the slides’ pictures too', async () => {
    const { page, problems, close } = await openPage(browser, `${server.origin}/background`, {
      ready: ['[data-alias="bg-picture-test"] .sr7-bg-img'],
    });
    try {
      const frames = await page.evaluate(() =>
        [...document.querySelectorAll('.sr7-frame')].map((f) => f.getBoundingClientRect().toJSON()),
      );
      const [plain, pictured] = frames as { x: number; y: number }[];
      const at = await pixels(page, 'module-background');
      // Overlay pattern 1, 4 px cells: a white dot in each 8 × 8 tile, the module's colour
      // around it where the slide has no picture.
      expect(at((plain?.x ?? 0) + 1, (plain?.y ?? 0) + 1)).toEqual([255, 255, 255]);
      expect(at((plain?.x ?? 0) + 6, (plain?.y ?? 0) + 1)).toEqual([21, 16, 8]);
      expect(at((plain?.x ?? 0) + 6, (plain?.y ?? 0) + 6)).toEqual([21, 16, 8]);
      // Over the picture: the dot, and the picture itself beside it.
      expect(at((pictured?.x ?? 0) + 1, (pictured?.y ?? 0) + 1)).toEqual([255, 255, 255]);
      expect(at((pictured?.x ?? 0) + 6, (pictured?.y ?? 0) + 6)).not.toEqual([21, 16, 8]);
      expect(at((pictured?.x ?? 0) + 6, (pictured?.y ?? 0) + 6)).not.toEqual([255, 255, 255]);
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
