import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModule } from '../core/model/ParseModule.js';
import { readFixture } from '../core/test-support/fixtures.js';
import { renderModuleHtml } from '../server/renderModuleHtml.js';
import { launchChromium, type OpenedPage, openPage } from '../test-support/chromium.js';
import { demoModule } from '../test-support/demoModule.js';
import { ensureEmbedBuild } from '../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../test-support/staticServer.js';
import { slideImage } from '../test-support/testImages.js';
import { XSS_CORPUS } from '../test-support/xssCorpus.js';

/**
 * Module HTML in Chromium: a real engine-7 module (gomba, as its site saved it) whose arrows
 * use a navigation style, texts with markup rendered by the server and hydrated, and hostile
 * texts and templates, on the server's render and on the browser's, that never run (no
 * `alert` dialog) whatever the reader does.
 */
let server: StaticServer;
let browser: Browser;

type Data = Record<string, unknown> & {
  slides: Record<
    string,
    { slide: Record<string, unknown>; layers: Record<string, { content: { text: string } }> }
  >;
};

const MARKUP =
  '<b>Save the Date</b><br>About Us&nbsp;&nbsp;<i class="fa-arrow-circle-o-right"></i>';

/** The demo module with slide 1's title and the navigation templates given. */
function withHtml(alias: string, text: string, template: string): Data {
  const data = demoModule({
    alias,
    settings: {
      slideshow: { auto: false },
      nav: {
        arrows: { set: true, x: [10, 10, 10, 10, 10], html: template },
        bullets: { set: true, html: template },
        tabs: { set: true, html: `<strong>{{title}}</strong>${template}` },
      },
    },
  }) as Data;
  const title = data.slides['1']?.layers['1-1'];
  if (title) title.content.text = text;
  return data;
}

async function ssrPage(path: string, data: unknown, lang = 'fr') {
  const { module } = parseModule(data);
  if (!module) throw new Error(`${path}: the module does not parse`);
  const html = await renderModuleHtml(module, { lang });
  server.page(path, testPage({ title: 'Textes et navigation', body: html, lang }));
}

const everything = XSS_CORPUS.map((x) => x.html).join('');

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  await Promise.all([1, 2, 3, 4, 5].map((n) => slideImage(n)));
  browser = await launchChromium();
  await ssrPage('/gomba', readFixture('real_gomba.json'), 'en');
  await ssrPage('/markup', withHtml('demo-markup', MARKUP, ''));
  await ssrPage('/hostile-ssr', withHtml('demo-hostile', `Titre ${everything}`, everything));
  // The same data loaded by alias: parsed and rendered in the browser only.
  server.module('demo-hostile', withHtml('demo-hostile', `Titre ${everything}`, everything));
  server.page(
    '/hostile-rest',
    testPage({
      title: 'Module chargé',
      body: '<div data-tribune-slider data-alias="demo-hostile" data-rest="/api/slider"></div>',
    }),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page whose pictures from other hosts (the real module's) get a generated one. */
async function open(path: string): Promise<OpenedPage & { dialogs: string[] }> {
  const dialogs: string[] = [];
  const opened = await openPage(browser, server.origin + path, {
    before: (page) => {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      void page.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) =>
        route.request().resourceType() === 'image'
          ? route.fulfill({ body: await slideImage(1), contentType: 'image/jpeg' })
          : route.abort('blockedbyclient'),
      );
    },
    ready: ['.sr7-leftarrow'],
  });
  return { ...opened, dialogs };
}

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const m = (el.closest('.sr7-frame') as HTMLElement).getBoundingClientRect();
      const s = getComputedStyle(el);
      return {
        left: r.left - m.left,
        right: m.right - r.right,
        middle: r.top + r.height / 2 - (m.top + m.height / 2),
        width: r.width,
        height: r.height,
        background: s.backgroundColor,
        radius: s.borderTopLeftRadius,
      };
    });

describe('a real engine-7 module’s navigation style (gomba, hesperiden arrows)', () => {
  it('draws each arrow as the style says, at its own side, vertically centred', async () => {
    const { page, close } = await open('/gomba');
    const left = await box(page, '.sr7-arrows.sr7-leftarrow.hesperiden');
    const right = await box(page, '.sr7-arrows.sr7-rightarrow.hesperiden');
    // .hesperiden.sr7-arrows: ##bg-size## 50 px, ##bg-color## rgba(0,0,0,0.5), round; l / r:
    // left and right, 15 px in, centred (before: one 50 px box at the top-left corner).
    for (const arrow of [left, right]) {
      expect(arrow).toMatchObject({ width: 50, height: 50, background: 'rgba(0, 0, 0, 0.5)' });
      expect(arrow.radius).toBe('50%');
      expect(Math.abs(arrow.middle)).toBeLessThan(1);
    }
    expect(left.left).toBeCloseTo(15, 0);
    expect(right.right).toBeCloseTo(15, 0);
    // Its button text: the icon tag is an element, the entities spaces, no tag to be seen.
    const button = page.locator('[data-sr-layer="6"] .sr7-layer-inner');
    expect(await button.innerText()).toMatch(/^Contact to Action\s*$/);
    expect(await button.locator('i.fa-arrow-circle-o-right').count()).toBe(1);
    await page.screenshot({ path: 'test-results/slider-gomba-arrows.png' });
    await close();
  });
});

describe('texts with markup', () => {
  it('are in the server HTML as elements and stay so once hydrated, with no warning', async () => {
    const html = await (await fetch(`${server.origin}/markup`)).text();
    expect(html).toContain(
      '<span style="display:contents"><b>Save the Date</b><br>About Us&nbsp;&nbsp;<i class="fa-arrow-circle-o-right"></i></span>',
    );
    const { page, problems, close } = await open('/markup');
    const title = page.locator('[data-slide-id="1"] [data-sr-layer="1-1"] h2');
    expect(await title.locator('b').innerText()).toBe('Save the Date');
    expect(await title.locator('br').count()).toBe(1);
    expect(await title.locator('i.fa-arrow-circle-o-right').count()).toBe(1);
    // Bold, a line break, two no-break spaces, and no visible tag.
    expect(await title.innerText()).toMatch(/^Save the Date\nAbout Us\u00a0\u00a0$/);
    const weight = await title.locator('b').evaluate((b) => getComputedStyle(b).fontWeight);
    expect(Number(weight)).toBeGreaterThanOrEqual(700);
    expect(problems.errors).toEqual([]);
    expect(problems.warnings).toEqual([]);
    await close();
  });
});

describe('hostile module HTML never runs', () => {
  for (const path of ['/hostile-ssr', '/hostile-rest']) {
    it(`${path}: no dialog, whatever the reader points at, clicks or focuses`, async () => {
      const { page, dialogs, close } = await open(path);
      await page.waitForSelector('.sr7-tab');
      for (const selector of [
        '.sr7-bullet-hit >> nth=1',
        '.sr7-tab >> nth=1',
        '.sr7-rightarrow',
        '[data-slide-id="1"] [data-sr-layer="1-1"]',
      ]) {
        // Forced: the corpus' leftovers (words, drawings) make the controls overlap.
        const target = page.locator(selector);
        await target.hover({ force: true });
        await target.focus();
      }
      await page.locator('.sr7-tab').nth(2).click({ force: true });
      await page.keyboard.press('Tab');
      await page.waitForTimeout(1500);
      expect(dialogs).toEqual([]);
      const html = await page.locator('.sr7-module').innerHTML();
      expect(html).not.toMatch(/<script|<iframe|<img[^>]*onerror|\son\w+=|javascript:/i);
      await close();
    });
  }

  it('the browser’s sanitiser (DOMPurify over Chromium’s own parser) leaves nothing of the corpus', async () => {
    const { page, dialogs, close } = await open('/hostile-rest');
    const outputs = await page.evaluate(
      (corpus) => {
        const sanitize = (globalThis as unknown as Record<symbol, (h: string) => string>)[
          Symbol.for('tribune.sanitizeHtml')
        ];
        const host = document.createElement('div');
        document.body.append(host);
        return corpus.map((html) => {
          const out = sanitize?.(html) ?? 'no sanitiser';
          host.innerHTML = out;
          return { out, dom: host.innerHTML };
        });
      },
      XSS_CORPUS.map((x) => x.html),
    );
    await page.waitForTimeout(500);
    for (const { out, dom } of outputs) {
      expect(out).not.toMatch(/alert|javascript|<script|onerror|onload|no sanitiser/i);
      expect(dom).not.toMatch(/<(script|iframe|img|a|style|form|object|embed)\b|\son\w+=/i);
    }
    expect(dialogs).toEqual([]);
    await close();
  });
});
