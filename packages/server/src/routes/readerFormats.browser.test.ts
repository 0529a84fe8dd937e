import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp } from '../test-support/browserApp.js';

let site: BrowserApp;
beforeAll(async () => {
  site = await startBrowserApp();
});
afterAll(() => site?.close());

/** The words, arrows and colours of a page's "next" link and of its current page number. */
function pagination(page: Page, step: string, current: string) {
  return page.evaluate(
    ([stepSelector, currentSelector]) => {
      const next = document.querySelector<HTMLElement>(stepSelector!)!;
      const now = document.querySelector<HTMLElement>(currentSelector!)!;
      const style = (element: HTMLElement) => getComputedStyle(element);
      return {
        text: next.innerText.replace(/\s+/g, ' ').trim(),
        // The arrow stands apart from its word (not "Page suivante→").
        gap: next.getBoundingClientRect().width > 0 ? style(next).columnGap : '',
        currentBackground: style(now).backgroundColor,
        radius: style(now).borderRadius,
        height: now.getBoundingClientRect().height,
      };
    },
    [step, current],
  );
}

describe('formats a reader sees', () => {
  it('the home’s and a gallery’s pagination use the same words, arrows and style', async () => {
    const home = await site.open('/fr/', { width: 375 });
    const onHome = await pagination(
      home.page,
      '.pagination__step[rel="next"]',
      '.pagination__page[aria-current="page"]',
    );
    await home.close();
    const gallery = await site.open('/fr/gallery/jour-de-derby-a-valmont', { width: 375 });
    const onGallery = await pagination(
      gallery.page,
      '.rl-pagination a[rel="next"]',
      '.rl-pagination [aria-current="page"]',
    );
    await gallery.close();
    expect(onHome.text).toBe('Page suivante →');
    expect(onGallery).toEqual(onHome);
  });

  it('the embed code breaks between attributes on a phone, never inside one', async () => {
    const { page, close } = await site.open('/fr/demo/slider/demo-standard', { width: 375 });
    const split = await page.evaluate(() => {
      const code = document.querySelector('.slider-demo__embed code')!;
      const broken: string[] = [];
      // Every run of non-space characters (an attribute, a tag) sits on one line.
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (const token of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, token.index);
          range.setEnd(text, token.index + token[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(token[0]);
        }
      }
      const pre = code.closest('pre')!;
      return { broken, focusable: pre.tabIndex === 0 };
    });
    expect(split).toEqual({ broken: [], focusable: true });
    await close();
  });
});
