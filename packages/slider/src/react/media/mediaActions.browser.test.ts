import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { renderModuleHtml } from '../../server/renderModuleHtml.js';
import {
  describeViolations,
  launchChromium,
  type OpenedPage,
  openPage,
  runAxe,
} from '../../test-support/chromium.js';
import { ensureEmbedBuild } from '../../test-support/embedBuild.js';
import { AUTOPLAY_POLICY_SCRIPT } from '../../test-support/media/autoplayPolicy.js';
import {
  mediaActionsModule,
  mediaHeroModule,
  mediaSlideshowModule,
  youtubeHeroModule,
} from '../../test-support/media/mediaActionsModule.js';
import { recordWebm, wavTone } from '../../test-support/media/mediaFiles.js';
import { type MediaServer, startMediaServer } from '../../test-support/media/mediaServer.js';
import { blankPlayerFrames } from '../../test-support/media/playerFrames.js';
import { type StaticServer, startStaticServer, testPage } from '../../test-support/staticServer.js';
import { slideImage } from '../../test-support/testImages.js';

/**
 * The media slide actions, the slideshow beside a playing video, and heroes with media, in the
 * system Chromium with a real clip and the local stand-in for YouTube's player API (see
 * media.browser.test.ts, whose setup this shares). Chrome's autoplay policy is installed on
 * each page: a play with sound before the reader interacts is refused; a click is an
 * interaction.
 */
let server: StaticServer;
let media: MediaServer;
let browser: Browser;

async function ssrPage(path: string, data: Record<string, unknown>, scripts: object) {
  const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
  const head = `<script>window.Tribune = { mediaScripts: ${JSON.stringify(scripts)} };</script>`;
  server.page(path, testPage({ title: 'Commandes des médias', body: html, head }));
}

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  browser = await launchChromium();
  await Promise.all([1, 2, 3, 4].map((n) => slideImage(n)));
  media = await startMediaServer({ clip: await recordWebm(browser, 6), tone: wavTone(1) });
  const standIns = {
    youtube: `${media.origin}/media/youtube-iframe-api.js`,
    vimeo: `${media.origin}/media/vimeo-player.js`,
  };
  await ssrPage('/actions', mediaActionsModule(media.origin), standIns);
  await ssrPage('/slideshow', mediaSlideshowModule(media.origin), standIns);
  await ssrPage('/hero', mediaHeroModule(media.origin), standIns);
  await ssrPage('/hero-youtube', youtubeHeroModule(), standIns);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await media?.close();
});

async function open(path: string, ready: string): Promise<OpenedPage> {
  return openPage(browser, server.origin + path, {
    init: AUTOPLAY_POLICY_SCRIPT,
    before: (page) => void blankPlayerFrames(page),
    ready: [ready],
  });
}

const layer = (id: string) => `[data-sr-layer="${id}"]`;
const slideBg = (id: string) => `[data-slide-id="${id}"] .sr7-bg`;

interface MediaInfo {
  state: string | undefined;
  paused: boolean;
  muted: boolean;
}

/** What a media says (`data-media-state`) and what its element does. */
function mediaOf(page: Page, selector: string): Promise<MediaInfo | null> {
  return page.evaluate((sel) => {
    const root = document.querySelector<HTMLElement>(`${sel} .sr7-media`);
    const el = root?.querySelector<HTMLMediaElement>('video, audio');
    if (!root || !el) return null;
    return { state: root.dataset.mediaState, paused: el.paused, muted: el.muted };
  }, selector);
}

async function waitForMedia(page: Page, selector: string, want: Partial<MediaInfo>) {
  try {
    await page.waitForFunction(
      ([sel, w]) => {
        const root = document.querySelector<HTMLElement>(`${sel} .sr7-media`);
        const el = root?.querySelector<HTMLMediaElement>('video, audio');
        if (!root || !el) return false;
        const now = { state: root.dataset.mediaState, paused: el.paused, muted: el.muted };
        return Object.entries(w).every(([k, v]) => now[k as keyof typeof now] === v);
      },
      [selector, want] as const,
      { timeout: 10_000 },
    );
  } catch (error) {
    const seen = await mediaOf(page, selector);
    throw new Error(`${selector} never became ${JSON.stringify(want)}: ${JSON.stringify(seen)}`, {
      cause: error,
    });
  }
}

async function restsOn(page: Page, id: string, timeout = 10_000) {
  await page.waitForFunction(
    (want) => {
      const m = document.querySelector<HTMLElement>('.sr7-module');
      return m?.dataset.slide === want && m.dataset.phase === 'idle';
    },
    id,
    { timeout },
  );
}

describe('media slide actions', () => {
  it('buttons start, stop and toggle a video and its sound; the keyboard works them too', async () => {
    const { page, problems, close } = await open('/actions', '.sr7-leftarrow');
    try {
      const video = layer('a1-video');
      // The chunk is there once the video is drawn: the buttons act from then on.
      await page.waitForSelector(`${video} .sr7-media video`);
      expect(await mediaOf(page, video)).toMatchObject({ state: 'idle', paused: true });
      await page.getByRole('button', { name: 'Lire la vidéo' }).click();
      // A click is an interaction: the video plays with its sound.
      await waitForMedia(page, video, { state: 'playing', paused: false, muted: false });
      await page.getByRole('button', { name: 'Arrêter la vidéo' }).click();
      await waitForMedia(page, video, { state: 'paused', paused: true });
      await page.getByRole('button', { name: 'Lecture ou pause' }).click();
      await waitForMedia(page, video, { state: 'playing', paused: false });
      await page.getByRole('button', { name: 'Son de la vidéo' }).click();
      await waitForMedia(page, video, { state: 'playing', muted: true });
      await page.getByRole('button', { name: 'Son de la vidéo' }).press('Enter');
      await waitForMedia(page, video, { muted: false });
      await page.getByRole('button', { name: 'Lecture ou pause' }).press(' ');
      await waitForMedia(page, video, { state: 'paused', paused: true });
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a static slide’s button mutes every media of the module, then gives the sound back', async () => {
    const { page, close } = await open('/actions', '.sr7-leftarrow');
    try {
      const video = layer('a1-video');
      await page.waitForSelector(`${video} .sr7-media video`);
      await page.getByRole('button', { name: 'Lire la vidéo' }).click();
      await waitForMedia(page, video, { state: 'playing', muted: false });
      await page.getByRole('button', { name: 'Tout le son' }).click();
      await waitForMedia(page, video, { state: 'playing', muted: true });
      await page.getByRole('button', { name: 'Tout le son' }).click();
      await waitForMedia(page, video, { state: 'playing', muted: false });
    } finally {
      await close();
    }
  });

  it('starts and stops a YouTube background, which never plays by itself', async () => {
    const { page, problems, close } = await open('/actions', '.sr7-leftarrow');
    try {
      await page.locator('.sr7-rightarrow').click();
      await restsOn(page, 'a2');
      const bg = slideBg('a2');
      // The stand-in's player is made on the slide's focus, and stays still with its poster.
      await page.waitForSelector(`${bg} video[data-stand-in]`, { state: 'attached' });
      const poster = page.locator(`${bg} img.sr7-media-poster`);
      await poster.waitFor({ state: 'visible' });
      expect(await mediaOf(page, bg)).toMatchObject({ state: 'idle', paused: true });
      await page.getByRole('button', { name: 'Lancer le fond' }).click();
      await waitForMedia(page, bg, { state: 'playing', paused: false, muted: true });
      await poster.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Arrêter le fond' }).click();
      await waitForMedia(page, bg, { state: 'paused', paused: true });
      await poster.waitFor({ state: 'visible' });
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('axe-core finds no violation on the slide with the buttons', async () => {
    const { page, close } = await open('/actions', '.sr7-leftarrow');
    try {
      await page.waitForSelector(`${layer('a1-video')} .sr7-media video`);
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the slideshow beside a playing video (spec 4.2)', () => {
  it('moves on at the slide’s length while the video plays; the video pauses as it goes', async () => {
    const { page, close } = await open('/slideshow', '.sr7-leftarrow');
    try {
      const video = layer('s1-video');
      await waitForMedia(page, video, { state: 'playing', paused: false });
      const started = await page.evaluate(() => performance.now());
      // The 6 s clip is still playing when the 3 s slide ends: the slideshow does not wait.
      await restsOn(page, 's2', 8000);
      const moved = (await page.evaluate(() => performance.now())) - started;
      expect(moved).toBeLessThan(5000);
      await waitForMedia(page, video, { state: 'paused', paused: true });
      const time = await page.evaluate(
        (sel) => document.querySelector<HTMLVideoElement>(`${sel} video`)?.currentTime ?? 0,
        video,
      );
      expect(time).toBeGreaterThan(1);
      expect(time).toBeLessThan(5.5);
    } finally {
      await close();
    }
  });
});

describe('heroes with media', () => {
  it('plays its background video and its video layer (muted by the policy); the poster shows on pause', async () => {
    const { page, problems, close } = await open('/hero', '.sr7-hero');
    try {
      await waitForMedia(page, layer('h1-video'), { state: 'playing', paused: false, muted: true });
      await waitForMedia(page, slideBg('h1'), { state: 'playing', paused: false, muted: true });
      expect(await page.evaluate('window.__refusedPlays')).toBeGreaterThanOrEqual(1);
      const poster = page.locator(`${layer('h1-video')} img.sr7-media-poster`);
      expect(await poster.count()).toBe(0);
      await page.getByRole('button', { name: 'Mettre la vidéo en pause' }).click();
      await waitForMedia(page, layer('h1-video'), { state: 'paused', paused: true });
      await poster.waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Lire la vidéo' }).click();
      await waitForMedia(page, layer('h1-video'), { state: 'playing' });
      await poster.waitFor({ state: 'detached' });
      // The background plays on: a hero has no slide change to pause it.
      expect(await mediaOf(page, slideBg('h1'))).toMatchObject({ state: 'playing' });
      expect(problems.errors).toEqual([]);
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a YouTube background in a hero never plays by itself and shows its poster', async () => {
    const { page, problems, close } = await open('/hero-youtube', '.sr7-hero');
    try {
      const bg = slideBg('y1');
      await page.waitForSelector(`${bg} video[data-stand-in]`, { state: 'attached' });
      await page.locator(`${bg} img.sr7-media-poster`).waitFor({ state: 'visible' });
      expect(await mediaOf(page, bg)).toMatchObject({ state: 'idle', paused: true });
      expect(await page.evaluate('window.__plays')).toEqual([]);
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
