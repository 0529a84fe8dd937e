/**
 * The media options of spec 3.4, read from a layer's `media` (video and audio layers) or a
 * slide background's `bg.video`, with the leniency of saved engine data ("true", "1", "50").
 * The model keeps `media` as saved; this is where it is checked, when a player is made.
 */
export const MEDIA_TYPES = ['youtube', 'vimeo', 'html5', 'audio'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** `true`, `false`, or once: "1sttime" plays on the first focus only, "no1sttime" from the second. */
export type AutoPlay = boolean | '1sttime' | 'no1sttime';

export interface MediaOptions {
  type: MediaType;
  /** A file URL (html5, audio), a video id or page URL (youtube, vimeo). */
  src: string;
  /** The media's own size in px, when given: its aspect ratio for `cover`. */
  width: number | null;
  height: number | null;
  /** `controls` containing "s": the player's native controls. */
  nativeControls: boolean;
  /** `controls` containing "xl": a large play/pause control over the media. */
  largeControls: boolean;
  mute: boolean;
  loop: boolean;
  /** Plays inline on phones rather than full screen. Default true. */
  inline: boolean;
  /** Seconds; 0 means from the beginning. */
  start: number;
  /** Seconds; 0 means to the end. */
  end: number;
  /** 0–1; saved values above 1 are percentages. Default 1. */
  volume: number;
  autoPlay: AutoPlay;
  /** Back to `start` when the media stops at its end. */
  rewind: boolean;
  /** Fills its box, cropping, instead of fitting inside it. */
  cover: boolean;
  poster: { src: string | null; showOnPause: boolean };
  /** Pauses when its slide is swapped away. Default true. */
  pauseOnSwap: boolean;
  /** Query-string style arguments for the player (Vimeo's, spec 3.4). */
  args: string;
  /** A slide's background video. */
  background: boolean;
}

/**
 * Spec 5's error for a media type outside the four. (Kept here rather than in `Messages.ts`,
 * whose table is in every page's entry chunk: only the media chunk says this.)
 */
export function invalidVideoType(type: unknown): string {
  return `Invalid video type. Please use "youtube", "vimeo", or "html5". Received: ${String(type)}.`;
}

/** Where the options come from: a video or audio layer, or a slide background. */
export type MediaPlace = 'video' | 'audio' | 'background';

/**
 * Reads the options. Throws the spec's error (section 5) for a type that is not one of
 * youtube, vimeo, html5, audio: `Invalid video type. Please use "youtube", "vimeo", or "html5".
 * Received: {type}.`
 */
export function readMediaOptions(raw: unknown, place: MediaPlace): MediaOptions {
  const m = isRecord(raw) ? raw : {};
  const background = place === 'background';
  const type = mediaType(m.type, place);
  const controls = typeof m.controls === 'string' ? m.controls : '';
  const poster = isRecord(m.poster) ? m.poster : {};
  return {
    type,
    src: text(m.src) ?? '',
    width: positive(m.width),
    height: positive(m.height),
    nativeControls: controls.includes('s') || m.controls === true,
    largeControls: controls.includes('xl'),
    // A background plays silently and round unless told otherwise.
    mute: flag(m.mute) ?? background,
    loop: flag(m.loop) ?? background,
    inline: flag(m.inline) ?? true,
    start: seconds(m.start),
    end: seconds(m.end),
    volume: mediaVolume(m.volume),
    autoPlay: autoPlay(m.autoPlay, background),
    rewind: flag(m.rewind) ?? false,
    cover: flag(m.cover) ?? background,
    poster: {
      src: text(poster.src) ?? text(m.poster) ?? null,
      showOnPause: flag(poster.showOnPause) ?? false,
    },
    pauseOnSwap: flag(m.pauseOnSwap) ?? true,
    args: text(m.args) ?? '',
    background,
  };
}

function mediaType(raw: unknown, place: MediaPlace): MediaType {
  if (raw === undefined || raw === null || raw === '') return place === 'audio' ? 'audio' : 'html5';
  if (typeof raw === 'string' && (MEDIA_TYPES as readonly string[]).includes(raw)) {
    return raw as MediaType;
  }
  throw new Error(invalidVideoType(raw));
}

/** Volume above 1 is a percentage (spec 3.4): 50 → 0.5, 0.5 → 0.5; clamped to 0–1. */
export function mediaVolume(raw: unknown): number {
  const v = numeric(raw);
  if (v === undefined || v < 0) return 1;
  return Math.min(1, v > 1 ? v / 100 : v);
}

function autoPlay(raw: unknown, background: boolean): AutoPlay {
  if (raw === '1sttime' || raw === 'no1sttime') return raw;
  return flag(raw) ?? background;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function numeric(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function positive(value: unknown): number | null {
  const n = numeric(typeof value === 'string' ? value.replace(/px$/, '') : value);
  return n !== undefined && n > 0 ? n : null;
}

function seconds(value: unknown): number {
  const n = numeric(value);
  return n !== undefined && n > 0 ? n : 0;
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'on') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'off') return false;
  return undefined;
}
