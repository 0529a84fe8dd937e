/**
 * Where the two video services' player APIs come from (spec 7.2: loaded on demand). A host page
 * may point them elsewhere before a module plays, e.g. at a self-hosted copy or, in tests, at
 * local stand-ins:
 *
 *     window.Tribune = { ...window.Tribune, mediaScripts: { youtube: '/yt.js', vimeo: '/vimeo.js' } };
 */
export const MEDIA_SCRIPTS = {
  youtube: 'https://www.youtube.com/iframe_api',
  vimeo: 'https://player.vimeo.com/api/player.js',
} as const;

export type MediaService = keyof typeof MEDIA_SCRIPTS;

/** Where YouTube's player frames come from: the privacy-enhanced domain (no cookies until play). */
export const YOUTUBE_PLAYER_HOST = 'https://www.youtube-nocookie.com';

export function mediaScriptUrl(service: MediaService): string {
  const g = globalThis as { Tribune?: { mediaScripts?: Partial<Record<MediaService, unknown>> } };
  const override = g.Tribune?.mediaScripts?.[service];
  return typeof override === 'string' && override !== '' ? override : MEDIA_SCRIPTS[service];
}

/** How long a loaded API may take to say it is ready before the player gives up. */
export const API_READY_TIMEOUT_MS = 15_000;
