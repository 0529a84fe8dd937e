/**
 * What the two video services' players are given: the video from `src` (an id or a page URL)
 * and, for Vimeo, the player options from `args` (spec 3.4: title, portrait, dnt, pip,
 * transparent, transcript and quality).
 */

/** The 11-character video id from an id or any YouTube URL form; null when there is none. */
export function youtubeId(src: string): string | null {
  const s = src.trim();
  if (/^[\w-]{11}$/.test(s)) return s;
  const m =
    /(?:youtu\.be\/|\/embed\/|\/shorts\/|\/live\/|[?&]v=)([\w-]{11})(?![\w-])/.exec(s) ?? null;
  return m?.[1] ?? null;
}

/** Vimeo's player takes a numeric `id` or the video's page `url`. */
export function vimeoVideo(src: string): { id: number } | { url: string } | null {
  const s = src.trim();
  if (/^\d+$/.test(s)) return { id: Number(s) };
  if (/^https:\/\/(?:www\.|player\.)?vimeo\.com\//.test(s)) return { url: s };
  return null;
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
  for (const [key, value] of new URLSearchParams(args.trim().replace(/^[?&]/, ''))) {
    out[key] = /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}
