import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GALLERIES } from '../db/seed/content/galleries.js';
import { describeViolations, runAxe } from '../test-support/chromium.js';
import {
  type GalleryBrowserEnv,
  galleryUrl,
  lightboxReady,
  openPage,
  screenshots,
  startGalleryBrowserEnv,
} from './test-support/galleryBrowser.js';
import { HOSTILE } from './test-support/galleryFixtures.js';

let env: GalleryBrowserEnv;

beforeAll(async () => {
  env = await startGalleryBrowserEnv();
});

afterAll(async () => {
  await env?.close();
});

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const derby = SEED_GALLERIES.find((g) => g.key === 'derby-day')!;
const derbyTitle = (index: number) => derby.items[index]!.text.fr.title;

const dialog = (page: Page) => page.getByRole('dialog');
/** The caption of the slide on screen. */
const shownTitle = (page: Page) =>
  page.locator('.yarl__slide_current .rl-lightbox__title').textContent();
const activeInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

/** Records the lightbox's events on document, in order. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { rlEvents: string[] }).rlEvents = log;
    for (const name of ['doLightboxViewImage', 'doLightboxHideImage', 'rl-lightbox-state']) {
      document.addEventListener(name, (event) => {
        const detail = (event as CustomEvent).detail;
        log.push(
          name === 'rl-lightbox-state'
            ? `state ${detail.from}→${detail.to}`
            : `${name} ${detail.script} ${detail.index} ${detail.url.replace(/^.*\//, '')}`,
        );
      });
    }
  });
}
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { rlEvents: string[] }).rlEvents);

async function openDerby(options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(env, galleryUrl('derby-day', 'fr'), options);
  await lightboxReady(opened.page);
  await recordEvents(opened.page);
  return opened;
}

describe('lightbox', () => {
  it('opens from a click, moves with ←/→, closes on Escape, fires its events and returns focus', async () => {
    const { page, problems, close } = await openDerby();
    const first = page.locator('.rl-gallery-link').first();
    await first.click();
    await poll(() => dialog(page).count()).toBe(1);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await dialog(page).getAttribute('aria-label')).toBe('Visionneuse');
    await poll(() => shownTitle(page)).toBe(derbyTitle(0));
    expect(await activeInDialog(page)).toBe(true);
    // The page behind is out of reach.
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(
      true,
    );
    // Localized controls.
    for (const name of ['Précédente', 'Suivante', 'Fermer']) {
      expect(await page.getByRole('button', { name }).count()).toBe(1);
    }

    await page.keyboard.press('ArrowRight');
    await poll(() => shownTitle(page)).toBe(derbyTitle(1));
    // Spec: the slide animation takes 0.4 s.
    const durations = await page.evaluate(() =>
      document.getAnimations().map((a) => (a.effect as KeyframeEffect).getTiming().duration),
    );
    expect(durations).toContain(400);
    await page.waitForTimeout(450);
    await page.keyboard.press('ArrowLeft');
    await poll(() => shownTitle(page)).toBe(derbyTitle(0));
    await page.waitForTimeout(450);
    // The group wraps: left of the first is the last item of the page.
    await page.keyboard.press('ArrowLeft');
    await poll(() => shownTitle(page)).toBe(derbyTitle(11));
    await page.waitForTimeout(450);

    await page.keyboard.press('Escape');
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => first.evaluate((link) => link === document.activeElement)).toBe(true);
    const file = (await first.getAttribute('href'))!.replace(/^.*\//, '');
    const log = await events(page);
    expect(log[0]).toBe('state closed→open');
    expect(log[1]).toBe('state open→viewing');
    expect(log[2]).toBe(`doLightboxViewImage tribune 0 ${file}`);
    expect(log.filter((l) => l.startsWith('doLightboxViewImage'))).toHaveLength(4);
    expect(log.at(-2)).toBe('state viewing→closed');
    expect(log.at(-1)).toMatch(/^doLightboxHideImage tribune 11 derby-day-12-1902w-/);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('opens from the keyboard and keeps Tab inside the dialog (the modal dialog pattern)', async () => {
    const { page, close } = await openDerby();
    const third = page.locator('.rl-gallery-link').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    await poll(() => dialog(page).count()).toBe(1);
    await poll(() => shownTitle(page)).toBe(derbyTitle(2));
    expect(await activeInDialog(page)).toBe(true);

    const focusNames: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      await page.keyboard.press('Tab');
      expect(await activeInDialog(page)).toBe(true);
      focusNames.push(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
      );
    }
    // Close, previous, next, then round again.
    expect(focusNames.slice(0, 6)).toEqual([
      'Fermer',
      'Précédente',
      'Suivante',
      'Fermer',
      'Précédente',
      'Suivante',
    ]);
    // Backwards from the first control wraps to the last.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Fermer',
    );
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Suivante',
    );
    // Activating a control with the keyboard works like a click.
    await page.keyboard.press('Enter');
    await poll(() => shownTitle(page)).toBe(derbyTitle(3));
    await page.keyboard.press('Escape');
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => third.evaluate((link) => link === document.activeElement)).toBe(true);
    await close();
  });

  it('passes axe while open, at 375 and 1280 px', async () => {
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      const { page, problems, close } = await openDerby({ viewport });
      await page.locator('.rl-gallery-link').nth(4).click();
      await poll(() => dialog(page).count()).toBe(1);
      await page
        .locator('.yarl__slide_current img')
        .evaluate((img) => (img as HTMLImageElement).decode());
      await page.waitForTimeout(400);
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.screenshot({ path: `${screenshots}/lightbox-${viewport.width}.png` });
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      await close();
    }
  });

  it('hides its bars after 3000 ms without activity, and shows them again on the next move', async () => {
    const { page, close } = await openDerby({
      before: (p) => p.clock.install(),
    });
    await page.locator('.rl-gallery-link').first().click();
    await poll(() => dialog(page).count()).toBe(1);
    const bars = () => dialog(page).getAttribute('data-bars');
    await poll(bars).toBe('shown');
    // From here the page's clock only moves when the test says so; a move restarts the wait.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 200);
    await page.mouse.move(300, 300);
    await page.clock.runFor(2990);
    expect(await bars()).toBe('shown');
    await page.clock.runFor(20);
    expect(await bars()).toBe('hidden');
    const toolbar = page.locator('.yarl__toolbar');
    await poll(() => toolbar.evaluate((bar) => getComputedStyle(bar).opacity)).toBe('0');
    expect(
      await page
        .locator('.yarl__slide_current .rl-lightbox__caption')
        .evaluate((c) => getComputedStyle(c).opacity),
    ).toBe('0');

    await page.mouse.move(320, 310);
    await poll(bars).toBe('shown');
    await page.clock.runFor(2000);
    // A key counts as activity too.
    await page.keyboard.press('Shift');
    await page.clock.runFor(2990);
    expect(await bars()).toBe('shown');
    await page.clock.runFor(20);
    expect(await bars()).toBe('hidden');
    // Tab brings them back before the focus lands on a control.
    await page.keyboard.press('Tab');
    await poll(bars).toBe('shown');
    await close();
  });

  it('leaves norl items alone: they stay plain links to their picture', async () => {
    const { page, close } = await openPage(env, galleryUrl('test-media', 'fr'));
    await lightboxReady(page);
    const plain = page.locator('.rl-gallery-link[data-rel="norl"]');
    const href = await plain.getAttribute('href');
    await plain.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await dialog(page).count()).toBe(0);
    await close();
  });
});

describe('lightbox gestures (touch, through the DevTools protocol)', () => {
  async function touch(cdp: CDPSession, points: Array<[number, number]>) {
    const [start, ...moves] = points;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: start![0], y: start![1] }],
    });
    for (const [x, y] of moves) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  async function openOnPhone() {
    const opened = await openDerby({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const cdp = await opened.page.context().newCDPSession(opened.page);
    await opened.page.locator('.rl-gallery-link').first().click();
    await poll(() => dialog(opened.page).count()).toBe(1);
    await poll(() => shownTitle(opened.page)).toBe(derbyTitle(0));
    return { ...opened, cdp };
  }

  it('swipes horizontally from 10 px: left for the next item, right for the previous', async () => {
    const { page, cdp, problems, close } = await openOnPhone();
    // 8 px is not a swipe.
    await touch(cdp, [
      [200, 300],
      [196, 300],
      [192, 300],
    ]);
    await page.waitForTimeout(450);
    expect(await shownTitle(page)).toBe(derbyTitle(0));
    // 12 px is.
    await touch(cdp, [
      [200, 300],
      [195, 300],
      [188, 301],
    ]);
    await poll(() => shownTitle(page)).toBe(derbyTitle(1));
    await page.waitForTimeout(450);
    await touch(cdp, [
      [100, 300],
      [140, 302],
      [220, 305],
    ]);
    await poll(() => shownTitle(page)).toBe(derbyTitle(0));
    expect(await dialog(page).count()).toBe(1);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('drags vertically from 50 px and closes at 100 px', async () => {
    const { page, cdp, close } = await openOnPhone();
    // 40 px: no drag at all.
    await touch(cdp, [
      [190, 300],
      [190, 320],
      [190, 340],
    ]);
    await page.waitForTimeout(300);
    expect(await dialog(page).count()).toBe(1);
    // 90 px: the drag starts (the picture follows) but springs back.
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: 190, y: 300 }],
    });
    for (const y of [330, 360, 390]) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 190, y }],
      });
    }
    const offset = () =>
      page
        .locator('.yarl__container')
        .evaluate((el) => (el as HTMLElement).style.getPropertyValue('--yarl__pull_offset'));
    await poll(offset).toBe('90px');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(300);
    expect(await dialog(page).count()).toBe(1);
    expect(await shownTitle(page)).toBe(derbyTitle(0));
    // 110 px upwards: closed.
    await touch(cdp, [
      [190, 400],
      [190, 340],
      [190, 290],
    ]);
    await poll(() => dialog(page).count()).toBe(0);
    await close();
  });
});

describe('lightbox content types', () => {
  async function openMedia(viewport = { width: 1600, height: 1000 }) {
    const opened = await openPage(env, galleryUrl('test-media', 'fr'), { viewport });
    await lightboxReady(opened.page);
    return opened;
  }
  const open = async (page: Page, title: string) => {
    const titles = await page
      .locator('.rl-gallery-link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-rl_title')));
    await page.locator('.rl-gallery-link').nth(titles.indexOf(title)).click();
    await poll(() => dialog(page).count()).toBe(1);
  };
  const current = (page: Page) => page.locator('.yarl__slide_current');

  it('shows titles and captions as text, character for character', async () => {
    const { page, problems, close } = await openMedia();
    await open(page, HOSTILE.title);
    const caption = current(page).locator('.rl-lightbox__caption');
    await poll(() => caption.locator('.rl-lightbox__title').textContent()).toBe(HOSTILE.title);
    expect(await caption.locator('.rl-lightbox__description').textContent()).toBe(HOSTILE.caption);
    expect(await caption.locator('img, script, svg').count()).toBe(0);
    expect(await caption.locator('.rl-lightbox__title').innerHTML()).toBe(
      '&lt;img src=x onerror="alert(1)"&gt;Derby &amp; co',
    );
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('plays a video at most 1140 px wide', async () => {
    const { page, problems, close } = await openMedia();
    await open(page, 'Le but en vidéo');
    const video = current(page).locator('video');
    await poll(() => video.count()).toBe(1);
    expect(await video.getAttribute('src')).toBe(`${env.origin}/test-media/clip.webm`);
    expect(await video.getAttribute('controls')).not.toBeNull();
    const box = await current(page).locator('.rl-lightbox__video').boundingBox();
    expect(Math.round(box!.width)).toBe(1140);
    await poll(() => video.evaluate((v) => (v as HTMLVideoElement).readyState >= 1)).toBe(true);
    // Moving on pauses it.
    await video.evaluate((v) => (v as HTMLVideoElement).play());
    await page.keyboard.press('ArrowRight');
    await poll(() => page.locator('video').evaluate((v) => (v as HTMLVideoElement).paused)).toBe(
      true,
    );
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('shows inline text, and "HTML is disallowed." in place of inline markup', async () => {
    const { page, close } = await openMedia();
    await open(page, 'Le mot du rédacteur');
    await poll(() => current(page).locator('.rl-lightbox__text').textContent()).toBe(
      'Le derby, raconté en quelques mots.',
    );
    await page.keyboard.press('ArrowRight');
    await poll(() => current(page).locator('.rl-lightbox__text').textContent()).toBe(
      'Le HTML n’est pas autorisé.',
    );
    await close();

    // The notice is the spec's own text on the English page.
    const english = await openPage(env, galleryUrl('test-media', 'en'));
    await lightboxReady(english.page);
    await open(english.page, 'Texte piégé');
    await poll(() => current(english.page).locator('.rl-lightbox__text').textContent()).toBe(
      'HTML is disallowed.',
    );
    expect(await current(english.page).locator('b').count()).toBe(0);
    await english.close();
  });

  it('frames an iframe item, and blanks one whose URL contains "<"', async () => {
    const { page, problems, close } = await openMedia();
    await open(page, 'Page intégrée');
    const frame = current(page).locator('iframe');
    await poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe(`${env.origin}/test-media/frame.html`);
    expect(await frame.getAttribute('title')).toBe('Page intégrée');
    await poll(() =>
      page.frameLocator('.yarl__slide_current iframe').locator('p').textContent(),
    ).toBe('Une page dans un cadre.');
    await page.keyboard.press('ArrowRight');
    await poll(() => current(page).locator('.rl-lightbox__title').textContent()).toBe(
      'Cadre piégé',
    );
    expect(await current(page).locator('iframe').count()).toBe(0);
    expect(await current(page).locator('.rl-lightbox__blank').count()).toBe(1);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('loads ajax content as text, and blanks an answer that contains "<"', async () => {
    const { page, problems, close } = await openMedia();
    await open(page, 'Note chargée');
    await poll(() => current(page).locator('.rl-lightbox__text').textContent()).toBe(
      'Une note chargée par ajax.',
    );
    await page.keyboard.press('ArrowRight');
    await poll(() => current(page).locator('.rl-lightbox__title').textContent()).toBe(
      'Réponse piégée',
    );
    await poll(() => current(page).locator('.rl-lightbox__blank').count()).toBe(1);
    expect(await current(page).locator('b').count()).toBe(0);
    expect(await current(page).textContent()).not.toContain('balisage');
    await page.screenshot({ path: `${screenshots}/lightbox-ajax-1600.png` });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('does not animate under reduced motion', async () => {
    const { page, close } = await openDerby({ reducedMotion: 'reduce' });
    await page.locator('.rl-gallery-link').first().click();
    await poll(() => dialog(page).count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await poll(() => shownTitle(page)).toBe(derbyTitle(1));
    // Only the lightbox counts: the live-score loader elsewhere on the page
    // keeps a gentle opacity pulse, which reduced motion allows. An animation
    // shorter than a millisecond moves nothing a reader can see: the library's
    // instant swap lasts 0 ms, and the site's reduced-motion reset shortens any
    // transition (such as the image fade-in) to 0.01 ms, so neither counts.
    const lightboxAnimations = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          const moves = Number(effect?.getComputedTiming().activeDuration ?? 0) >= 1;
          return moves && effect?.target?.closest('[role="dialog"]') != null;
        })
        .map((animation) => {
          const name =
            (animation as CSSAnimation).animationName ??
            (animation as CSSTransition).transitionProperty ??
            'script animation';
          const target = (animation.effect as KeyframeEffect).target as Element;
          return `${name} on .${target.className}`;
        }),
    );
    expect(lightboxAnimations).toEqual([]);
    await close();
  });
});
