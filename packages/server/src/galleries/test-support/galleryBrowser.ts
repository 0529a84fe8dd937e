import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { recordWebm } from '../../../../slider/src/test-support/media/mediaFiles.js';
import { SEED_GALLERIES } from '../../db/seed/content/galleries.js';
import { launchChromium, type PageProblems, watchProblems } from '../../test-support/chromium.js';
import { repoRoot } from '../../test-support/paths.js';
import { createTestApp, type TestApp } from '../../test-support/testApp.js';
import {
  createGallery,
  type FixtureGallery,
  HOSTILE,
  MEDIA_FIXTURES,
  pictures,
} from './galleryFixtures.js';

export const screenshots = `${repoRoot}test-results/screenshots`;

/** A gallery of every media type, with a hostile item and a norl one (links pagination). */
export const MEDIA_GALLERY: FixtureGallery = {
  key: 'test-media',
  pagination: 'links',
  layout: 'grid',
  perPage: 12,
  slugs: { fr: 'essai-medias', en: 'media-test', es: 'prueba-medios' },
  title: 'Essai des médias',
  items: [
    ...pictures('derby-day', 2),
    {
      mediaType: 'image',
      src: null,
      imageKey: 'derby-day-03',
      title: HOSTILE.title,
      caption: HOSTILE.caption,
      alt: 'Image piégée',
    },
    { ...pictures('derby-day', 4)[3]!, title: 'Sans visionneuse', norl: true },
    ...MEDIA_FIXTURES,
  ],
};

/** Infinite scroll with a load-more button (no demo gallery uses "manually"). */
export const MANUAL_GALLERY: FixtureGallery = {
  key: 'test-manual',
  pagination: 'infinite',
  infiniteMode: 'manually',
  layout: 'grid',
  perPage: 12,
  slugs: { fr: 'essai-manuel', en: 'manual-test', es: 'prueba-manual' },
  title: 'Essai du bouton',
  items: pictures('training-camp', 30),
};

export function galleryUrl(key: string, lang: 'fr' | 'en' | 'es'): string {
  const seeded = SEED_GALLERIES.find((g) => g.key === key);
  if (seeded) return `/${lang}/gallery/${seeded.text[lang].slug}`;
  const fixture = [MEDIA_GALLERY, MANUAL_GALLERY].find((g) => g.key === key);
  if (!fixture) throw new Error(`no gallery ${key}`);
  return `/${lang}/gallery/${fixture.slugs[lang]}`;
}

export interface GalleryBrowserEnv {
  t: TestApp;
  browser: Browser;
  origin: string;
  close(): Promise<void>;
}

/**
 * The app on a private database copy with the fixture galleries, listening on loopback, plus
 * the files the media fixtures point at (a real WebM recorded by Chromium itself, a page to
 * frame, two texts for ajax), and Chromium.
 */
export async function startGalleryBrowserEnv(): Promise<GalleryBrowserEnv> {
  mkdirSync(screenshots, { recursive: true });
  const browser = await launchChromium();
  const clip = await recordWebm(browser, 0.6);
  const t = await createTestApp();
  const db = t.app.database.db;
  await createGallery(db, MEDIA_GALLERY);
  await createGallery(db, MANUAL_GALLERY);
  t.app.get('/test-media/clip.webm', (_request, reply) => reply.type('video/webm').send(clip));
  t.app.get('/test-media/frame.html', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send('<!DOCTYPE html><html lang="fr"><title>Cadre</title><p>Une page dans un cadre.</p>'),
  );
  t.app.get('/test-media/note.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send('Une note chargée par ajax.'),
  );
  t.app.get('/test-media/markup.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send('<b>du balisage</b>'),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    t,
    browser,
    origin,
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

export interface OpenedPage {
  page: Page;
  problems: PageProblems;
  close(): Promise<void>;
}

export async function openPage(
  env: GalleryBrowserEnv,
  path: string,
  options: BrowserContextOptions & { before?: (page: Page) => Promise<unknown> } = {},
): Promise<OpenedPage> {
  const { before, ...contextOptions } = options;
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...contextOptions,
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await before?.(page);
  await page.goto(env.origin + path, { waitUntil: 'load' });
  return { page, problems, close: () => context.close() };
}

/** The lightbox island has hydrated: items now open in it. */
export async function lightboxReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-rl-lightbox="ready"]', { state: 'attached' });
}
