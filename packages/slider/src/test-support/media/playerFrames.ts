import type { Page } from 'playwright-core';

/** Where the engine's player frames point (`youtubeEmbedUrl`, `vimeoEmbedUrl`). */
export const PLAYER_FRAMES = [
  'https://www.youtube-nocookie.com/embed/**',
  'https://player.vimeo.com/video/**',
];

/**
 * The services' player frames answered with an empty page, so a test does not wait on the
 * network for frames its API stand-ins replace at once (they play a local clip instead).
 */
export async function blankPlayerFrames(page: Page): Promise<void> {
  for (const url of PLAYER_FRAMES) {
    await page.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
  }
}

/**
 * Everything outside the test's origins refused as the fidelity environment refuses it
 * (`blockedbyclient`): the services' API scripts and their player frames alike.
 */
export async function abortOutside(page: Page, origins: string[]): Promise<void> {
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || origins.some((o) => url.startsWith(`${o}/`))) {
      return route.continue();
    }
    return route.abort('blockedbyclient');
  });
}
