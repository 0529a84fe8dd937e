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
import { recordWebm, wavTone } from '../../test-support/media/mediaFiles.js';
import {
  invalidTypeModule,
  mediaModule,
  unreachableMediaModule,
  youtubeOnlyModule,
} from '../../test-support/media/mediaModule.js';
import { type MediaServer, startMediaServer } from '../../test-support/media/mediaServer.js';
import { abortOutside, blankPlayerFrames } from '../../test-support/media/playerFrames.js';
import { type StaticServer, startStaticServer, testPage } from '../../test-support/staticServer.js';
import { slideImage } from '../../test-support/testImages.js';

/**
 * The media feature in the system Chromium, with real media: a WebM clip recorded from a
 * canvas and a WAV tone written byte by byte, served with byte ranges from an origin of their
 * own, and local stand-ins for YouTube's and Vimeo's player APIs (their real scripts cannot be
 * reached here; the page points the engine at the stand-ins with `window.Tribune.mediaScripts`,
 * the production code loads the real URLs; the services' player frames the engine makes are
 * answered with an empty page, the stand-ins taking them over). A page where nothing outside
 * loads shows the fallbacks. Chrome's autoplay policy is installed on each page
 * (headless Chromium has none): a play with sound before the reader interacts is refused.
 */
let server: StaticServer;
let media: MediaServer;
let browser: Browser;
/** The open page's console.info lines (interrupted plays are logged there). */
const infos: string[] = [];

async function ssrPage(path: string, data: Record<string, unknown>, scripts: object) {
  const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
  const head = `<script>window.Tribune = { mediaScripts: ${JSON.stringify(scripts)} };</script>`;
  server.page(path, testPage({ title: 'Médias du diaporama', body: html, head }));
}

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  browser = await launchChromium();
  await Promise.all([1, 2, 3, 4].map((n) => slideImage(n)));
  media = await startMediaServer({ clip: await recordWebm(browser, 6), tone: wavTone(4) });
  const standIns = {
    youtube: `${media.origin}/media/youtube-iframe-api.js`,
    vimeo: `${media.origin}/media/vimeo-player.js`,
  };
  await ssrPage('/media', mediaModule(media.origin), standIns);
  await ssrPage('/media-fail', youtubeOnlyModule(), {
    ...standIns,
    youtube: `${media.origin}/media/missing-iframe-api.js`,
  });
  await ssrPage('/media-invalid', invalidTypeModule(media.origin), standIns);
  // The real services' addresses, refused by the page's network (as in the fidelity runs).
  await ssrPage('/media-unreachable', unreachableMediaModule(media.origin), {});
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await media?.close();
});

async function open(path: string, { offline = false } = {}): Promise<OpenedPage> {
  infos.length = 0;
  return openPage(browser, server.origin + path, {
    init: AUTOPLAY_POLICY_SCRIPT,
    before: (page) => {
      page.on('console', (m) => {
        if (m.type() === 'info') infos.push(m.text());
      });
      void (offline ? abortOutside(page, [server.origin, media.origin]) : blankPlayerFrames(page));
    },
    ready: ['.sr7-leftarrow'],
  });
}

interface MediaInfo {
  state: string | undefined;
  paused: boolean;
  muted: boolean;
  time: number;
  preload: string;
}

/** The media element of a layer (or slide background) and its `data-media-state`. */
function mediaOf(page: Page, selector: string): Promise<MediaInfo | null> {
  return page.evaluate((sel) => {
    const root = document.querySelector<HTMLElement>(`${sel} .sr7-media`);
    const el = root?.querySelector<HTMLMediaElement>('video, audio');
    if (!root || !el) return null;
    return {
      state: root.dataset.mediaState,
      paused: el.paused,
      muted: el.muted,
      time: el.currentTime,
      preload: el.preload,
    };
  }, selector);
}

const layer = (id: string) => `[data-sr-layer="${id}"]`;
const slideBg = (id: string) => `[data-slide-id="${id}"] .sr7-bg`;

async function waitForState(page: Page, selector: string, state: string, timeout = 10_000) {
  try {
    await page.waitForFunction(
      ([sel, want]) =>
        document.querySelector<HTMLElement>(`${sel} .sr7-media`)?.dataset.mediaState === want,
      [selector, state] as const,
      { timeout },
    );
  } catch (error) {
    // Say what the media were doing instead.
    const seen = await page.evaluate(() => ({
      states: [...document.querySelectorAll<HTMLElement>('.sr7-media')].map(
        (m) =>
          `${m.closest<HTMLElement>('[data-sr-layer]')?.dataset.srLayer ?? 'bg'}:${m.dataset.mediaState}`,
      ),
      plays: (window as unknown as { __plays: unknown }).__plays,
    }));
    Object.assign(seen, { infos });
    throw new Error(`${selector} never became ${state}: ${JSON.stringify(seen)}`, {
      cause: error,
    });
  }
}

/**
 * The renderer keeps the slides around the resting one (so a slide that goes keeps its media)
 * once the browser has had an idle moment after the module came to rest.
 */
async function neighboursKept(page: Page) {
  await page.waitForSelector('[data-slide-id="m2"] .sr7-grid', { state: 'attached' });
}

async function restsOn(page: Page, id: string) {
  await page.waitForFunction(
    (want) => {
      const m = document.querySelector<HTMLElement>('.sr7-module');
      return m?.dataset.slide === want && m.dataset.phase === 'idle';
    },
    id,
    { timeout: 10_000 },
  );
}

interface Play {
  at: number;
  who: string;
  muted: boolean;
  refused: boolean;
}

/** The `play()` calls of one element (a stand-in's name or a layer id), from the policy's log. */
async function playsOf(page: Page, who: string): Promise<Play[]> {
  const all = (await page.evaluate('window.__plays')) as Play[];
  return all.filter((p) => p.who === who);
}

/**
 * Moves the module from a page script, through its API: no reader interaction, so the
 * autoplay policy still refuses sound (an arrow click would count as one).
 */
async function showByScript(page: Page, id: string) {
  await page.evaluate((slide) => {
    const sliders = (window as unknown as { Tribune: { sliders: { get(a: string): unknown } } })
      .Tribune.sliders;
    (sliders.get('media-test') as { goTo(r: string): void }).goTo(`#${slide}`);
  }, id);
  await restsOn(page, id);
}

describe('HTML5 video and audio layers', () => {
  it('autoplays with sound refused by the browser, so muted (spec 4.3)', async () => {
    const { page, problems, close } = await open('/media');
    try {
      await waitForState(page, layer('m1-video'), 'playing');
      await waitForState(page, layer('m1-audio'), 'playing');
      const video = await mediaOf(page, layer('m1-video'));
      expect(video).toMatchObject({ paused: false, muted: true });
      expect(await mediaOf(page, layer('m1-audio'))).toMatchObject({ paused: false, muted: true });
      expect(await page.evaluate('window.__refusedPlays')).toBeGreaterThanOrEqual(2);
      await page.waitForFunction(
        (sel) => (document.querySelector<HTMLVideoElement>(`${sel} video`)?.currentTime ?? 0) > 0.3,
        layer('m1-video'),
      );
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('loops the audio from its start to its end (start 1 s, end 2 s, loop)', async () => {
    const { page, close } = await open('/media');
    try {
      await waitForState(page, layer('m1-audio'), 'playing');
      // Samples of the playhead over 2.6 s: always inside [start, end + a time update], and
      // going back at least once.
      const times = await page.evaluate(async (sel) => {
        const audio = document.querySelector<HTMLAudioElement>(`${sel} audio`)!;
        const out: number[] = [];
        for (let i = 0; i < 26; i++) {
          out.push(audio.currentTime);
          await new Promise((r) => setTimeout(r, 100));
        }
        return out;
      }, layer('m1-audio'));
      expect(Math.min(...times)).toBeGreaterThanOrEqual(0.99);
      expect(Math.max(...times)).toBeLessThan(2.5);
      expect(times.some((t, i) => i > 0 && t < (times[i - 1] as number) - 0.5)).toBe(true);
      expect((await mediaOf(page, layer('m1-audio')))?.state).toBe('playing');
    } finally {
      await close();
    }
  });

  it('the large control pauses and plays; the poster shows on pause (poster.showOnPause)', async () => {
    const { page, close } = await open('/media');
    try {
      await waitForState(page, layer('m1-video'), 'playing');
      const poster = page.locator(`${layer('m1-video')} img.sr7-media-poster`);
      await expect(poster.count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Mettre la vidéo en pause' }).click();
      await waitForState(page, layer('m1-video'), 'paused');
      expect((await mediaOf(page, layer('m1-video')))?.paused).toBe(true);
      await poster.waitFor({ state: 'visible' });
      expect(await poster.getAttribute('src')).toBe('/img/slide-2.jpg');
      await page.getByRole('button', { name: 'Lire la vidéo' }).click();
      await waitForState(page, layer('m1-video'), 'playing');
      await poster.waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });

  it('pauseOnSwap pauses the video as its slide goes; the audio without it plays on', async () => {
    const { page, problems, close } = await open('/media');
    try {
      await waitForState(page, layer('m1-video'), 'playing');
      await waitForState(page, layer('m1-audio'), 'playing');
      await neighboursKept(page);
      await page.locator('.sr7-rightarrow').click();
      await restsOn(page, 'm2');
      await waitForState(page, layer('m1-video'), 'paused');
      expect((await mediaOf(page, layer('m1-video')))?.paused).toBe(true);
      expect(await mediaOf(page, layer('m1-audio'))).toMatchObject({
        state: 'playing',
        paused: false,
      });
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stops at the end, rewinds to the start and fires "finished" (end 1.5 s, rewind)', async () => {
    const { page, close } = await open('/media');
    try {
      await page.evaluate(() => {
        (window as unknown as { finished: string[] }).finished = [];
        document.addEventListener('sr7.media.finished', (event) => {
          const target = event.target as HTMLElement;
          const id = target.closest<HTMLElement>('[data-sr-layer]')?.dataset.srLayer ?? '?';
          (window as unknown as { finished: string[] }).finished.push(
            `${id}:${(event as CustomEvent<{ state: string }>).detail.state}`,
          );
        });
      });
      await page.locator('.sr7-rightarrow').click();
      await restsOn(page, 'm2');
      await waitForState(page, layer('m2-audio'), 'finished');
      const audio = await mediaOf(page, layer('m2-audio'));
      expect(audio?.paused).toBe(true);
      expect(audio?.time).toBeCloseTo(0.5, 1);
      expect(await page.evaluate('window.finished')).toEqual(['m2-audio:finished']);
    } finally {
      await close();
    }
  });
});

describe('background videos', () => {
  it('an HTML5 background plays only while its slide is the current one (spec 4.3)', async () => {
    const { page, close } = await open('/media');
    try {
      await waitForState(page, layer('m1-video'), 'playing');
      // Slide 2 is rendered (hidden) beside slide 1 once the module rests: its background
      // video is there, paused, and has fetched nothing.
      await page.waitForSelector(`${slideBg('m2')} video`, { state: 'attached' });
      expect(await mediaOf(page, slideBg('m2'))).toMatchObject({
        state: 'idle',
        paused: true,
        time: 0,
        preload: 'none',
      });
      await page.locator('.sr7-rightarrow').click();
      await restsOn(page, 'm2');
      await waitForState(page, slideBg('m2'), 'playing');
      expect(await mediaOf(page, slideBg('m2'))).toMatchObject({ paused: false, muted: true });
      expect(
        await page.evaluate(
          (sel) => getComputedStyle(document.querySelector(`${sel} video`)!).objectFit,
          slideBg('m2'),
        ),
      ).toBe('cover');
      await page.locator('.sr7-leftarrow').click();
      await restsOn(page, 'm1');
      await waitForState(page, slideBg('m2'), 'paused');
    } finally {
      await close();
    }
  });
});

describe('YouTube and Vimeo (local stand-ins for their player APIs)', () => {
  it('load their API scripts only when a slide with them shows', async () => {
    const { page, close } = await open('/media');
    try {
      const scripts = () => media.requests.filter((p) => p.endsWith('.js'));
      const before = scripts().length;
      await waitForState(page, layer('m1-video'), 'playing');
      await page.locator('.sr7-rightarrow').click();
      await restsOn(page, 'm2');
      // Slide 3 is rendered beside slide 2 now, but not shown: no player script or frame yet.
      await page.waitForSelector(`${layer('m3-youtube')} .sr7-media`, { state: 'attached' });
      expect(scripts().length).toBe(before);
      expect(await page.locator(`${layer('m3-youtube')} iframe`).count()).toBe(0);
      await page.locator('.sr7-rightarrow').click();
      await restsOn(page, 'm3');
      await waitForState(page, layer('m3-youtube'), 'playing');
      expect(scripts().slice(before).sort()).toEqual([
        '/media/vimeo-player.js',
        '/media/youtube-iframe-api.js',
      ]);
    } finally {
      await close();
    }
  });

  it('YouTube: the 1 s check mutes and replays a video that did not start (spec 9.1)', async () => {
    const { page, problems, close } = await open('/media');
    try {
      await showByScript(page, 'm3');
      await waitForState(page, layer('m3-youtube'), 'playing');
      // The stand-in's play was refused silently, as YouTube's is; the check a second later
      // muted the player and played again.
      const plays = await playsOf(page, 'youtube');
      expect(plays).toMatchObject([
        { muted: false, refused: true },
        { muted: true, refused: false },
      ]);
      const [first, second] = plays as [Play, Play];
      expect(second.at - first.at).toBeGreaterThanOrEqual(950);
      expect(second.at - first.at).toBeLessThan(1600);
      const player = await page.evaluate((sel) => {
        const video = document.querySelector<HTMLVideoElement>(`${sel} video[data-stand-in]`)!;
        return {
          muted: video.muted,
          paused: video.paused,
          id: video.dataset.videoId,
          host: video.dataset.host,
          vars: JSON.parse(video.dataset.playerVars ?? '{}'),
        };
      }, layer('m3-youtube'));
      expect(player).toMatchObject({
        muted: true,
        paused: false,
        id: 'dQw4w9WgXcQ',
        host: 'https://www.youtube-nocookie.com',
        vars: { autoplay: 0, controls: 1, playsinline: 1, mute: 0 },
      });
      expect(problems.errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Vimeo: its args reach the player, and a refused play is retried muted', async () => {
    const { page, close } = await open('/media');
    try {
      await showByScript(page, 'm3');
      await waitForState(page, layer('m3-vimeo'), 'playing');
      await waitForState(page, layer('m3-youtube'), 'playing');
      const player = await page.evaluate((sel) => {
        const video = document.querySelector<HTMLVideoElement>(`${sel} video[data-stand-in]`)!;
        const frame = video.closest<HTMLElement>('.sr7-media-frame')!;
        const box = frame.parentElement!.getBoundingClientRect();
        const rect = frame.getBoundingClientRect();
        return {
          muted: video.muted,
          options: JSON.parse(video.dataset.options ?? '{}'),
          covers: rect.width >= box.width - 1 && rect.height >= box.height - 1,
        };
      }, layer('m3-vimeo'));
      expect(player.muted).toBe(true);
      expect(player.options).toMatchObject({
        id: 76979871,
        title: false,
        portrait: false,
        dnt: true,
        quality: '540p',
        autoplay: false,
        muted: false,
      });
      expect(player.covers).toBe(true);
      expect(await playsOf(page, 'vimeo')).toMatchObject([
        { muted: false, refused: true },
        { muted: true, refused: false },
      ]);
      // Leaving the slide pauses both (pauseOnSwap is on by default).
      await page.locator('.sr7-leftarrow').click();
      await restsOn(page, 'm2');
      await waitForState(page, layer('m3-vimeo'), 'paused');
      await waitForState(page, layer('m3-youtube'), 'paused');
    } finally {
      await close();
    }
  });

  it('a YouTube background never plays by itself and shows its poster', async () => {
    const { page, close } = await open('/media');
    try {
      await showByScript(page, 'm3');
      await waitForState(page, layer('m3-youtube'), 'playing');
      const bg = await page.evaluate((sel) => {
        const root = document.querySelector<HTMLElement>(`${sel} .sr7-media`)!;
        const video = root.querySelector<HTMLVideoElement>('video[data-stand-in]');
        const poster = root.querySelector<HTMLImageElement>('img.sr7-media-poster');
        return {
          state: root.dataset.mediaState,
          made: video !== null,
          paused: video?.paused,
          poster: poster?.getAttribute('src'),
          posterShown: poster ? getComputedStyle(poster).visibility === 'visible' : false,
        };
      }, slideBg('m3'));
      expect(bg).toEqual({
        state: 'idle',
        made: true,
        paused: true,
        poster: '/img/slide-4.jpg',
        posterShown: true,
      });
    } finally {
      await close();
    }
  });
});

describe('failures', () => {
  it('a player script that cannot load logs "Failed to load script: {url}"; the slide shows', async () => {
    const { page, problems, close } = await open('/media-fail');
    try {
      const url = `${media.origin}/media/missing-iframe-api.js`;
      await expect
        .poll(() => problems.errors, { timeout: 10_000 })
        .toContain(`Failed to load script: ${url}`);
      await expect(page.getByText('Vidéo indisponible').isVisible()).resolves.toBe(true);
      expect(
        await page.locator(`${layer('y1-video')} .sr7-media`).getAttribute('data-media-state'),
      ).toBe('idle');
      // The player's frame was made before the script was asked for, and stays (hidden).
      expect(await page.locator(`${layer('y1-video')} iframe`).getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
      );
      await expect(page.getByText('La vidéo n’a pas pu être chargée.').isVisible()).resolves.toBe(
        true,
      );
    } finally {
      await close();
    }
  });

  it('with nothing outside reachable, each player shows its element and a fallback, not an empty box', async () => {
    const { page, problems, close } = await open('/media-unreachable', { offline: true });
    try {
      const youtube = page.locator(layer('u1-youtube'));
      await youtube.getByText('La vidéo n’a pas pu être chargée.').waitFor({ timeout: 10_000 });
      // Engine-7 data keeps the options in the layer's `content`; the id and the editor's
      // args reach the frame, which is on the page though YouTube's API never loaded.
      const frame = new URL((await youtube.locator('iframe').getAttribute('src')) ?? '');
      expect(frame.origin + frame.pathname).toBe(
        'https://www.youtube-nocookie.com/embed/9Ys5qVUYcz8',
      );
      expect(frame.searchParams.get('rel')).toBe('0');
      expect(frame.searchParams.get('enablejsapi')).toBe('1');
      expect(await youtube.locator('iframe').isVisible()).toBe(false);
      const watch = youtube.getByRole('link', { name: 'La regarder sur YouTube' });
      expect(await watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=9Ys5qVUYcz8');
      // Vimeo: its frame, and its poster in its place (no message over a poster).
      const vimeo = page.locator(layer('u1-vimeo'));
      await expect
        .poll(() => vimeo.locator('.sr7-media').getAttribute('data-media-failed'))
        .toBe('true');
      expect(await vimeo.locator('iframe').getAttribute('src')).toMatch(
        /^https:\/\/player\.vimeo\.com\/video\/76979871\?/,
      );
      expect(await vimeo.locator('img.sr7-media-poster').isVisible()).toBe(true);
      expect(await vimeo.getByText('La vidéo n’a pas pu être chargée.').count()).toBe(0);
      // An HTML5 file that does not load: the <video> stays, the message covers it.
      const file = page.locator(layer('u1-file'));
      await file.getByText('La vidéo n’a pas pu être chargée.').waitFor({ timeout: 10_000 });
      expect(await file.locator('video').count()).toBe(1);
      expect(await file.getByRole('link').count()).toBe(0);
      expect(problems.errors).toEqual(
        expect.arrayContaining([
          'Failed to load script: https://www.youtube.com/iframe_api',
          'Failed to load script: https://player.vimeo.com/api/player.js',
        ]),
      );
      expect(problems.errors.join('\n')).toContain('the html5 media could not play');
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an unknown media type logs the spec’s error and leaves only that layer out', async () => {
    const { page, problems, close } = await open('/media-invalid');
    try {
      await expect
        .poll(() => problems.errors.join('\n'), { timeout: 10_000 })
        .toContain(
          'Invalid video type. Please use "youtube", "vimeo", or "html5". Received: flash.',
        );
      await expect(page.getByText('Le reste de la diapositive').isVisible()).resolves.toBe(true);
      expect(await page.locator(`${layer('i1-video')} .sr7-media`).count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('accessibility', () => {
  it('axe-core finds no violation on a slide with media', async () => {
    const { page, close } = await open('/media');
    try {
      await waitForState(page, layer('m1-video'), 'playing');
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await close();
    }
  });
});
