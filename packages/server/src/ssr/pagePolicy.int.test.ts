import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMedia } from '../db/seed/content/sliders/demoMedia.js';
import { demoModal, demoModalTarget } from '../db/seed/content/sliders/demoModal.js';
import { homeHero } from '../db/seed/content/sliders/homeHero.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import {
  type Json,
  mediaDemoPlaying,
  renamed,
  withBackgroundVideo,
} from '../test-support/videoModules.js';

/**
 * The Content-Security-Policy of each kind of page: strict everywhere, widened only on a page
 * whose slider modules play a YouTube or Vimeo video (or can open a modal that does), by
 * exactly what that player needs; a cached page goes out with the policy it was rendered for.
 */
const YOUTUBE = {
  'script-src': ['https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/'],
  'frame-src': ['https://www.youtube-nocookie.com'],
};
const VIMEO = {
  'script-src': ['https://player.vimeo.com/api/player.js'],
  'connect-src': ['https://vimeo.com/api/oembed.json'],
  'frame-src': ['https://player.vimeo.com'],
};

/** The policy as directives, the request's nonce written `'nonce-…'`. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [
        name,
        values.map((v) => (v.startsWith("'nonce-") ? "'nonce-…'" : v)),
      ]),
  );
}

/** The strict policy with `extra`'s sources added at the end of their directives. */
function widened(strict: Record<string, string[]>, ...extras: Record<string, string[]>[]) {
  const out = structuredClone(strict);
  for (const extra of extras) {
    for (const [name, sources] of Object.entries(extra)) {
      const list = out[name] ?? [];
      for (const source of sources) if (!list.includes(source)) list.push(source);
      out[name] = list;
    }
  }
  return out;
}

describe('the Content-Security-Policy of pages showing slider modules', () => {
  let t: TestApp;
  let strict: Record<string, string[]>;

  const policyOf = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return {
      policy: directives(response.headers['content-security-policy']),
      cache: response.headers['x-page-cache'],
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
    strict = (await policyOf('/fr/article/valmont-renverse-rivemont-dans-le-derby')).policy;

    // demo-media's film layer played from YouTube instead.
    const youtube = mediaDemoPlaying('demo-csp-youtube', { type: 'youtube', src: 'aqz-KE-bpKQ' });
    // demo-media with a Vimeo background video on its first slide.
    const vimeo = withBackgroundVideo(renamed(demoMedia(), 'demo-csp-vimeo'), {
      type: 'vimeo',
      src: '76979871',
    });
    // The modal pair: the opener plays nothing, the modal it opens a Vimeo background.
    const modal = withBackgroundVideo(renamed(demoModalTarget(), 'csp-vimeo-modal'), {
      type: 'vimeo',
      src: 'https://vimeo.com/76979871',
    });
    const opener = renamed(
      JSON.parse(
        JSON.stringify(demoModal()).replaceAll('"demo-modal-target"', '"csp-vimeo-modal"'),
      ),
      'demo-csp-opener',
    );
    for (const data of [youtube, vimeo, modal, opener]) {
      const saved = await t.app.sliders.save(data);
      expect(saved.ok, JSON.stringify(saved)).toBe(true);
    }
  });
  afterAll(() => t?.close());

  it('is the strict policy on pages without such a module', async () => {
    expect(strict['script-src']).toEqual(["'self'", "'nonce-…'"]);
    expect(strict['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(strict['connect-src']).toEqual(["'self'"]);
    for (const url of [
      '/fr/',
      '/en/category/analysis',
      '/fr/demo/slider',
      '/fr/demo/slider/demo-standard',
      // HTML5 video and audio are the site's own files: nothing to add.
      '/fr/demo/slider/demo-media',
      // Opens a modal that plays nothing from the services.
      '/fr/demo/slider/demo-modal',
    ]) {
      expect((await policyOf(url)).policy, url).toEqual(strict);
    }
  });

  it('adds YouTube’s API scripts on a page whose module has a YouTube layer', async () => {
    expect((await policyOf('/fr/demo/slider/demo-csp-youtube')).policy).toEqual(
      widened(strict, YOUTUBE),
    );
  });

  it('adds Vimeo’s script, oEmbed endpoint and frames on a page with a Vimeo background', async () => {
    expect((await policyOf('/en/demo/slider/demo-csp-vimeo')).policy).toEqual(
      widened(strict, VIMEO),
    );
  });

  it('adds what a modal the page’s module can open needs', async () => {
    expect((await policyOf('/es/demo/slider/demo-csp-opener')).policy).toEqual(
      widened(strict, VIMEO),
    );
  });

  it('serves a cached page with the policy it was rendered with, until a save changes it', async () => {
    const url = '/fr/demo/slider/demo-csp-youtube';
    t.app.pageCache.clear();
    const first = await policyOf(url);
    const again = await policyOf(url);
    expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
    expect(again.policy).toEqual(first.policy);
    expect(again.policy).toEqual(widened(strict, YOUTUBE));

    // The home page: its hero now has a YouTube background; the save drops the cached home.
    await policyOf('/fr/');
    expect(await policyOf('/fr/')).toEqual({ policy: strict, cache: 'hit' });
    const hero = withBackgroundVideo(homeHero() as Json, {
      type: 'youtube',
      src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    expect((await t.app.sliders.save(hero, { replace: true })).ok).toBe(true);
    const home = await policyOf('/fr/');
    expect(home.cache).toBe('miss');
    expect(home.policy).toEqual(widened(strict, YOUTUBE));
    expect((await policyOf('/fr/')).policy).toEqual(widened(strict, YOUTUBE));
    // Only the first page of the home shows the hero; the demo pages kept theirs.
    expect((await policyOf('/fr/?page=2')).policy).toEqual(strict);
    expect((await policyOf('/fr/demo/slider/demo-standard')).policy).toEqual(strict);
  });
});
