import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

/**
 * YouTube and Vimeo as a page meets them, with no network: the browser's requests to the real
 * addresses the slider's players use (`MEDIA_SCRIPTS`, `YOUTUBE_PLAYER_HOST` and what their
 * scripts load in turn) answered by stand-ins in ./videoServices/. The page's own
 * Content-Security-Policy is applied by the browser to those addresses as it would be to the
 * services' (routing does not bypass it), so a test sees what a reader's browser would block.
 */
export interface VideoServices {
  /** Every request that reached a stand-in, in order. */
  requests: string[];
}

const file = (name: string) =>
  readFileSync(new URL(`./videoServices/${name}`, import.meta.url), 'utf8');

function playerFrame(service: 'youtube' | 'vimeo', name: string): string {
  return file('player-frame.html').replaceAll('{{service}}', service).replaceAll('{{name}}', name);
}

export async function routeVideoServices(context: BrowserContext): Promise<VideoServices> {
  const requests: string[] = [];
  const answer =
    (contentType: string, body: () => string, headers: Record<string, string> = {}) =>
    (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType, body: body(), headers });
    };
  const js = 'text/javascript; charset=utf-8';
  const html = 'text/html; charset=utf-8';
  await context.route(
    'https://www.youtube.com/iframe_api',
    answer(js, () => file('youtube-iframe-api.js')),
  );
  await context.route(
    'https://www.youtube.com/s/player/*/www-widgetapi.vflset/www-widgetapi.js',
    answer(js, () => file('youtube-widgetapi.js')),
  );
  await context.route(
    'https://www.youtube-nocookie.com/embed/**',
    answer(html, () => playerFrame('youtube', 'YouTube')),
  );
  await context.route(
    'https://player.vimeo.com/api/player.js',
    answer(js, () => file('vimeo-player.js')),
  );
  await context.route(/^https:\/\/vimeo\.com\/api\/oembed\.json\?/, (route) => {
    const video = new URL(route.request().url()).searchParams.get('url') ?? '';
    const id = /(\d+)$/.exec(video)?.[1] ?? '0';
    const body = JSON.stringify({
      type: 'video',
      provider_name: 'Vimeo',
      video_id: Number(id),
      html: `<iframe src="https://player.vimeo.com/video/${id}?app_id=122963" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" title="Vimeo video player"></iframe>`,
    });
    return answer('application/json', () => body, { 'access-control-allow-origin': '*' })(route);
  });
  await context.route(
    'https://player.vimeo.com/video/**',
    answer(html, () => playerFrame('vimeo', 'Vimeo')),
  );
  return { requests };
}
