import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { type BrowserApp, startBrowserApp, waitForHydration } from '../test-support/browserApp.js';
import { repoRoot } from '../test-support/paths.js';
import { addYouTubeVideo, TEST_YOUTUBE_ID } from '../test-support/youtubeExample.js';

const derby = SEED_ARTICLES.find((article) => article.key === 'valmont-rivemont-derby')!;
const derbyPath = (lang: 'fr' | 'en' | 'es') => `/${lang}/article/${derby.translations[lang].slug}`;
/** The demo has no YouTube video: the lazy-embed tests add one to this article. */
const withYouTube = SEED_ARTICLES.find((article) => article.key === 'kingsbridge-european-night')!;
const youTubePath = (lang: 'fr' | 'en') =>
  `/${lang}/article/${withYouTube.translations[lang].slug}`;
const screenshots = `${repoRoot}test-results/screenshots`;

let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp();
  await addYouTubeVideo(b.app.app.database.db, withYouTube.key, withYouTube.images[0]!.key);
  mkdirSync(screenshots, { recursive: true });
});
afterAll(() => b?.close());

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : null;
  });

/** Puts the page's clock under the test's hand: animation frames only run on runFor. */
async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Every position scripts scroll the window to, from now on. */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] };
    w.scrolls = [];
    const scrollTo = window.scrollTo.bind(window) as (options: ScrollToOptions) => void;
    window.scrollTo = ((options: ScrollToOptions) => {
      w.scrolls.push(Math.round(options.top ?? 0));
      scrollTo(options);
    }) as typeof window.scrollTo;
  });
  return () => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
}

describe('back to top', () => {
  it('glides to the top over 1000 ms with the focus on the document at once', async () => {
    const { page, problems, close } = await b.open(derbyPath('fr'));
    await waitForHydration(page, 'BackToTop');
    await freezeClock(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await scrollY(page);
    expect(bottom).toBeGreaterThan(3000);

    const link = page.locator('.site-footer').getByRole('link', { name: 'Haut de page' });
    expect(await link.getAttribute('href')).toBe('#top');
    await link.click();
    expect(await activeElement(page)).toBe('body');
    await page.clock.runFor(500);
    const middle = await scrollY(page);
    // Swing easing: about half the way at half the time.
    expect(middle).toBeGreaterThan(bottom * 0.3);
    expect(middle).toBeLessThan(bottom * 0.7);
    await page.clock.runFor(450);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.clock.runFor(100);
    expect(await scrollY(page)).toBe(0);
    expect(await page.evaluate(() => location.hash)).toBe('#top');
    // The next Tab starts from the top of the page: the skip link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('works without JavaScript as a plain link to the top', async () => {
    const { page, close } = await b.open(derbyPath('en'), { javaScript: false });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('.site-footer').getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await close();
  });
});

describe('in-page links', () => {
  it('move focus to the target and scroll smoothly to 50 px above it', async () => {
    const { page, problems, close } = await b.open(derbyPath('fr'));
    await waitForHydration(page, 'BackToTop');
    await freezeClock(page);
    // An editor's link back to the headline, at the end of the article's text.
    await page.evaluate(() => {
      const paragraph = document.createElement('p');
      paragraph.innerHTML = '<a href="#article-title">Revenir au titre</a>';
      document.querySelector('.article-body')!.append(paragraph);
    });
    const link = page.getByRole('link', { name: 'Revenir au titre' });
    await link.scrollIntoViewIfNeeded();
    const start = await scrollY(page);
    expect(start).toBeGreaterThan(1500);
    const scrolls = await recordScrolls(page);

    await link.click();
    expect(await activeElement(page)).toBe('h1#article-title');
    expect(await page.locator('h1').getAttribute('tabindex')).toBe('-1');
    expect(await page.evaluate(() => location.hash)).toBe('#article-title');
    await page.clock.runFor(500);
    const middle = await scrollY(page);
    expect(middle).toBeLessThan(start);
    expect(middle).toBeGreaterThan(0);
    await page.clock.runFor(600);
    const titleTop = await page.evaluate(
      () => document.getElementById('article-title')!.getBoundingClientRect().top,
    );
    expect(Math.round(titleTop)).toBe(50);
    // A frame's step at a time (about 60 in the second), each one further up.
    const steps = await scrolls();
    expect(steps.length).toBeGreaterThan(50);
    expect([...steps].sort((x, y) => y - x)).toEqual(steps);
    // Focus leaves the headline as it came: its tabindex goes too.
    await page.keyboard.press('Tab');
    expect(await page.locator('h1').getAttribute('tabindex')).toBeNull();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('jump at once under prefers-reduced-motion, still moving focus', async () => {
    const context = await b.browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(b.origin + derbyPath('es'));
    await waitForHydration(page, 'BackToTop');
    await freezeClock(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolls = await recordScrolls(page);
    await page.locator('.site-footer').getByRole('link', { name: 'Volver arriba' }).click();
    expect(await activeElement(page)).toBe('body');
    await page.clock.runFor(50);
    expect(await scrollY(page)).toBe(0);
    expect(await scrolls()).toEqual([0]);
    await context.close();
  });
});

describe('the derby’s film', () => {
  it('is the site’s own, its poster alone loaded until the reader plays it', async () => {
    const { page, problems, close } = await b.open(derbyPath('fr'), { width: 375, height: 740 });
    const video = page.getByLabel('Le but de Lucas Ferrandi (88e) en animation');
    await video.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const films = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.webm')),
      );
    expect(await films()).toEqual([]);
    expect(await page.locator('body').textContent()).not.toMatch(/Big Buck Bunny/);
    await page.locator('.article-film').screenshot({ path: `${screenshots}/article-film-375.png` });
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe(
      `${b.origin}/video/tribune-demo.webm`,
    );
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('lazy YouTube embeds', () => {
  it.each([
    ['fr', 'Lire la vidéo Youtube'],
    ['en', 'Play the YouTube video'],
  ] as const)(
    'in %s: a still and a "%s" button, YouTube only after the click',
    async (lang, label) => {
      const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const youtube: string[] = [];
      const cspViolations: string[] = [];
      page.on('request', (request) => {
        if (/youtube/.test(request.url())) youtube.push(request.url());
      });
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
      });
      // No network to YouTube here: the player is a stand-in page from that origin.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
      await page.goto(b.origin + youTubePath(lang));
      const button = page.getByRole('button', { name: label });
      await button.scrollIntoViewIfNeeded();
      await waitForHydration(page, 'LazyVideo');
      await page.waitForLoadState('networkidle');
      expect(youtube).toEqual([]);
      const still = page.locator('.video-embed__poster');
      await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      if (lang === 'fr') {
        await page.locator('.video-embed').screenshot({ path: `${screenshots}/lazy-video.png` });
      }

      await button.click();
      const player = page.locator('iframe.video-embed__player');
      expect(await player.getAttribute('src')).toBe(
        `https://www.youtube-nocookie.com/embed/${TEST_YOUTUBE_ID}?autoplay=1`,
      );
      expect(await player.getAttribute('allow')).toContain('autoplay');
      await expect
        .poll(() => youtube)
        .toEqual([`https://www.youtube-nocookie.com/embed/${TEST_YOUTUBE_ID}?autoplay=1`]);
      await expect
        .poll(() => page.frames().some((frame) => frame.url().includes('youtube-nocookie')))
        .toBe(true);
      expect(await activeElement(page)).toBe('iframe');
      expect(cspViolations).toEqual([]);
      // The frame took the still's place: same box.
      const box = await page.locator('.video-embed__frame').boundingBox();
      const frameBox = await player.boundingBox();
      expect(frameBox).toEqual(box);
      await context.close();
    },
  );
});

describe('the front page’s video panel', () => {
  it('shows the film, and hiding it stops it and rewinds it to the start', async () => {
    const { page, problems, close } = await b.open('/fr/');
    const show = page.getByRole('button', { name: 'Afficher la vidéo' });
    await show.scrollIntoViewIfNeeded();
    await waitForHydration(page, 'VideoPanel');
    const video = page.locator('video.video-panel__video');
    expect(await video.isVisible()).toBe(false);
    expect(await show.getAttribute('aria-expanded')).toBe('false');

    await show.click();
    const hide = page.getByRole('button', { name: 'Masquer la vidéo' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    expect(await video.isVisible()).toBe(true);
    await page.screenshot({ path: `${screenshots}/video-panel-fr.png` });
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(1);
    // The film made by the build is a real 8-second WebM.
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(8);

    await hide.click();
    expect(await video.isVisible()).toBe(false);
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime })),
    ).toEqual({ paused: true, time: 0 });

    await page.getByRole('button', { name: 'Afficher la vidéo' }).click();
    expect(await video.isVisible()).toBe(true);
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime })),
    ).toEqual({ paused: true, time: 0 });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('shows the player outright without JavaScript', async () => {
    const { page, close } = await b.open('/fr/', { javaScript: false });
    expect(await page.locator('video.video-panel__video').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Afficher la vidéo' }).isVisible()).toBe(false);
    await close();
  });
});
