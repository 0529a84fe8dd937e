import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { renderModuleHtml } from '../../server/renderModuleHtml.js';
import { launchChromium, type OpenedPage, openPage } from '../../test-support/chromium.js';
import { demoModule } from '../../test-support/demoModule.js';
import { ensureEmbedBuild } from '../../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../../test-support/staticServer.js';

/**
 * A module in engine 7's own shape (its action names and fields as the real modules of
 * `shared/fixtures/slider/real/` save them: putnam, jsc-menu, starnext, conquest-slider),
 * rendered by the server and run by the embed in the system Chromium: a reader clicks layers
 * whose callSlide, toggleScenes, simulate, playScene, scrollbelow and scroll actions do what
 * the original does, and the slide counter follows.
 */
let server: StaticServer;
let browser: Browser;

const levels = <T>(v: T) => [v, v, v, v, v];

function button(id: string, text: string, y: number, order: number) {
  return {
    id,
    type: 'text',
    subtype: 'button',
    order,
    content: { text },
    pos: { x: levels('20px'), y: levels(`${y}px`) },
    font: { size: levels('16px') },
    color: levels('#ffffff'),
    bg: { color: { type: 'solid', orig: '#111936', string: 'rgba(17, 25, 54, 1)' } },
    p: { t: levels(6), r: levels(12), b: levels(6), l: levels(12) },
  };
}

function engine7Module() {
  const data = demoModule({
    alias: 'engine7-actions',
    slides: 3,
    settings: { slideshow: { auto: false } },
  }) as { slides: Record<string, unknown> };
  data.slides.statics = {
    slide: {
      id: 'statics',
      global: true,
      actions: [
        { a: 'callSlide', evt: 'click', target: 3, src: [1] },
        {
          a: 'toggleScenes',
          evt: 'click',
          rec: true,
          target: ['5'],
          scn: 'in',
          scm: 'out',
          src: [2],
        },
        { a: 'simulate', evt: 'click', typ: 'click', target: ['2'], src: [3] },
        { a: 'callSlide', evt: 'click', target: 'first', src: [3] },
        { a: 'playScene', evt: 'click', rec: true, target: ['6'], sc: 'scene_1', src: [4] },
        { a: 'scrollbelow', evt: 'click', offset: '-20px', e: 'power0.in', s: '300', src: [7] },
        {
          a: 'scroll',
          evt: 'click',
          e: 'power1.inOut',
          s: '200ms',
          target: 'suite',
          offset: '-10px',
          src: [8],
        },
      ],
    },
    layers: {
      1: button('1', 'Aller à la diapo 3', 20, 20),
      2: button('2', 'Menu', 70, 21),
      3: button('3', 'Fermer et revenir', 120, 22),
      4: button('4', 'Tourner', 170, 23),
      7: button('7', 'Descendre', 220, 24),
      8: button('8', 'Aller à la suite', 270, 25),
      5: {
        ...button('5', 'Le menu est ouvert', 20, 26),
        pos: { x: levels('300px'), y: levels('20px') },
        tl: {
          in: {
            content: {
              all: [
                { t: 'w0', d: 0, e: 'power3.inOut', o: 0 },
                { t: 0, d: 300, e: 'power3.inOut', o: 1 },
              ],
            },
          },
          out: { content: { all: [{ t: 0, d: 300, e: 'power3.inOut', o: 0 }] } },
        },
      },
      6: {
        id: '6',
        type: 'shape',
        order: 27,
        pos: { x: levels('300px'), y: levels('120px') },
        size: { w: levels('60px'), h: levels('60px') },
        bg: { color: { type: 'solid', orig: '#D70C17', string: 'rgba(215, 12, 23, 1)' } },
        tl: {
          scene_1: {
            content: {
              all: [{ t: 0, d: 300, e: 'power3.inOut', x: levels('inherit'), rZ: '(45deg)', o: 1 }],
            },
          },
        },
      },
      9: {
        id: '9',
        type: 'text',
        order: 28,
        content: { text: '{{current_slide_index}} / {{total_slide_count}}' },
        pos: { x: levels('300px'), y: levels('220px') },
        font: { size: levels('20px') },
        color: levels('#ffffff'),
      },
    },
  };
  return data;
}

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  browser = await launchChromium();
  const html = await renderModuleHtml(parseModuleStrict(engine7Module()), { lang: 'fr' });
  const body = `${html}<section id="suite" style="min-height:2400px;padding:16px"><h2>La suite de la page</h2></section>`;
  server.page('/engine7', testPage({ title: 'Actions d’un module engine 7', body }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function open(): Promise<OpenedPage> {
  // The engine starts once the actions part is there: the arrows come with it.
  return openPage(browser, `${server.origin}/engine7`, {
    viewport: { width: 1280, height: 800 },
    ready: ['.sr7-leftarrow'],
  });
}

const layer = (id: string) => `[data-static-slide] [data-sr-layer="${id}"]`;
const shownSlide = (page: Page) =>
  page.$eval('.sr7-module', (el) => (el as HTMLElement).dataset.slide);
const counter = (page: Page) => page.$eval(layer('9'), (el) => el.textContent);
const visibility = (page: Page, id: string) =>
  page.$eval(layer(id), (el) => getComputedStyle(el).visibility);

describe('engine 7’s actions in the browser', () => {
  it('callSlide goes to the slide it names; the counter follows', async () => {
    const { page, problems, close } = await open();
    try {
      expect(await counter(page)).toBe('1 / 3');
      await page.getByRole('button', { name: 'Aller à la diapo 3' }).click();
      await expect.poll(() => shownSlide(page)).toBe('3');
      await expect.poll(() => counter(page)).toBe('3 / 3');
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('toggleScenes opens and closes a waiting layer; simulate clicks the menu button for another', async () => {
    const { page, problems, close } = await open();
    try {
      expect(await visibility(page, '5')).toBe('hidden');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect.poll(() => visibility(page, '5')).toBe('visible');
      await page.getByRole('button', { name: 'Aller à la diapo 3' }).click();
      await expect.poll(() => shownSlide(page)).toBe('3');
      // Its own callSlide ("first") and a simulated click on "Menu", which closes the menu.
      await page.getByRole('button', { name: 'Fermer et revenir' }).click();
      await expect.poll(() => visibility(page, '5')).toBe('hidden');
      await expect.poll(() => shownSlide(page)).toBe('1');
      // And the menu opens again: the toggle went on from where the simulated click left it.
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect.poll(() => visibility(page, '5')).toBe('visible');
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('playScene plays the layer’s scene and holds its end (a 45° turn)', async () => {
    const { page, close } = await open();
    try {
      const angle = () =>
        page.$eval(layer('6'), (el) => {
          const m = new DOMMatrix(getComputedStyle(el).transform);
          return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI);
        });
      expect(await angle()).toBe(0);
      await page.getByRole('button', { name: 'Tourner' }).click();
      await expect.poll(angle).toBe(45);
    } finally {
      await close();
    }
  });

  it('scrollbelow glides to just below the module, its offset kept', async () => {
    const { page, close } = await open();
    try {
      const below = await page.$eval(
        '.sr7-module',
        (el) => el.getBoundingClientRect().bottom + window.scrollY - 20,
      );
      await page.getByRole('button', { name: 'Descendre' }).click();
      await expect
        .poll(() => page.evaluate(() => Math.round(window.scrollY)))
        .toBe(Math.round(below));
    } finally {
      await close();
    }
  });

  it('scroll glides to the element of the page it names', async () => {
    const { page, close } = await open();
    try {
      const suite = await page.$eval(
        '#suite',
        (el) => el.getBoundingClientRect().top + window.scrollY - 10,
      );
      await page.getByRole('button', { name: 'Aller à la suite' }).click();
      await expect
        .poll(() => page.evaluate(() => Math.round(window.scrollY)))
        .toBe(Math.round(suite));
    } finally {
      await close();
    }
  });
});
