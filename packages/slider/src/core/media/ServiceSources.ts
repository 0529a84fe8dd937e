/**
 * What the two video services' players are given: the video from `src` (an id or a page URL)
 * and, for Vimeo, the player options from `args` (spec 3.4: title, portrait, dnt, pip,
 * transparent, transcript and quality). The players are iframes the engine makes itself (the
 * embed URLs below), which the services' API scripts then take over: the video is on the page
 * whether or not a script loads.
 */
import type { MediaOptions } from './MediaOptions.js';
import { YOUTUBE_PLAYER_HOST } from './MediaScripts.js';

/** The 11-character video id from an id or any YouTube URL form; null when there is none. */
export function youtubeId(src: string): string | null {
  const s = src.trim();
  if (/^[\w-]{11}$/.test(s)) return s;
  const m =
    /(?:youtu\.be\/|\/embed\/|\/shorts\/|\/live\/|[?&]v=)([\w-]{11})(?![\w-])/.exec(s) ?? null;
  return m?.[1] ?? null;
}

/**
 * A Vimeo video: its numeric id, and the hash an unlisted video's URL carries
 * (`vimeo.com/{id}/{hash}`, `player.vimeo.com/video/{id}?h={hash}`). Any vimeo.com page URL
 * ending in the video's id is read (`/channels/…/{id}`, `/showcase/…/video/{id}`).
 */
export function vimeoVideo(src: string): { id: number; hash?: string } | null {
  const s = src.trim();
  if (/^\d+$/.test(s)) return { id: Number(s) };
  const url = /^https:\/\/(?:www\.|player\.)?vimeo\.com(\/[^?#]*)(\?[^#]*)?/.exec(s);
  const path = url && /\/(\d+)(?:\/([\da-f]+))?\/?$/.exec(url[1] as string);
  if (!url || !path) return null;
  const hash = path[2] ?? new URLSearchParams(url[2] ?? '').get('h');
  return { id: Number(path[1]), ...(hash ? { hash } : {}) };
}
export const VIMEO_QUALITIES = [
  '144p',
  '240p',
  '360p',
  '540p',
  '720p',
  '1080p',
  '2k',
  '4k',
] as const;
export type VimeoQuality = (typeof VIMEO_QUALITIES)[number];

export interface VimeoArgs {
  title?: boolean;
  portrait?: boolean;
  dnt?: boolean;
  pip?: boolean;
  transparent?: boolean;
  transcript?: boolean;
  quality?: VimeoQuality;
}

const VIMEO_FLAGS = ['title', 'portrait', 'dnt', 'pip', 'transparent', 'transcript'] as const;

/**
 * `title=0&portrait=0&dnt=1&quality=720p` as player options. What cannot be read (an unknown
 * quality, a flag that is not 0/1/true/false) is left out and named in `ignored`.
 */
export function vimeoArgs(args: string): { options: VimeoArgs; ignored: string[] } {
  const options: VimeoArgs = {};
  const ignored: string[] = [];
  const params = new URLSearchParams(args.trim().replace(/^[?&]/, ''));
  for (const key of VIMEO_FLAGS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value =
      raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : null;
    if (value === null) ignored.push(`${key}=${raw}`);
    else options[key] = value;
  }
  const quality = params.get('quality');
  if (quality !== null) {
    const q = quality.toLowerCase();
    if ((VIMEO_QUALITIES as readonly string[]).includes(q)) options.quality = q as VimeoQuality;
    else ignored.push(`quality=${quality} (one of ${VIMEO_QUALITIES.join(', ')})`);
  }
  return { options, ignored };
}

/** YouTube's player variables from `args` (numbers stay numbers). */
export function youtubeArgs(args: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  // Saved engine data may end them with a ";" ("…&rel=0;").
  const query = args.trim().replace(/^[?&]/, '').replace(/;+$/, '');
  for (const [key, value] of new URLSearchParams(query)) {
    out[key] = /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}

/**
 * The YouTube player's iframe address: the privacy-enhanced host, the video, the options as
 * player variables (the module's `args` may add YouTube's own), and what its API needs to take
 * the frame over (`enablejsapi`, the page's `origin`), which `args` cannot change.
 */
export function youtubeEmbedUrl(id: string, options: MediaOptions, origin?: string): string {
  const vars: Record<string, string | number> = {
    autoplay: 0,
    controls: options.nativeControls ? 1 : 0,
    disablekb: options.nativeControls ? 0 : 1,
    playsinline: options.inline ? 1 : 0,
    mute: options.mute ? 1 : 0,
    rel: 0,
    ...(options.start > 0 ? { start: Math.floor(options.start) } : {}),
    ...youtubeArgs(options.args),
    enablejsapi: 1,
    ...(origin ? { origin } : {}),
  };
  return `${YOUTUBE_PLAYER_HOST}/embed/${id}?${query(vars)}`;
}

/**
 * The Vimeo player's iframe address, with the options Vimeo reads from it (its API script takes
 * an existing frame as it is): never autoplaying by itself (the engine's rules play it), and
 * the spec's `args` that could be read.
 */
export function vimeoEmbedUrl(
  video: { id: number; hash?: string },
  options: MediaOptions,
  args: VimeoArgs,
): string {
  const vars: Record<string, string | number> = {
    ...(video.hash ? { h: video.hash } : {}),
    autoplay: 0,
    loop: 0,
    muted: options.mute ? 1 : 0,
    controls: options.nativeControls ? 1 : 0,
    playsinline: options.inline ? 1 : 0,
  };
  for (const [key, value] of Object.entries(args)) {
    vars[key] = typeof value === 'boolean' ? Number(value) : value;
  }
  return `https://player.vimeo.com/video/${video.id}?${query(vars)}`;
}

/** The video's page on its service: where a reader can still watch it when the player fails. */
export function watchUrl(options: Pick<MediaOptions, 'type' | 'src'>): string | null {
  if (options.type === 'youtube') {
    const id = youtubeId(options.src);
    return id ? `https://www.youtube.com/watch?v=${id}` : null;
  }
  if (options.type === 'vimeo') {
    const video = vimeoVideo(options.src);
    return video ? `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}` : null;
  }
  return null;
}

function query(vars: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(vars).map(([k, v]) => [k, String(v)])).toString();
}
