import { DEFAULTS } from '../Defaults.js';

/**
 * One item of a stream (spec 3.5): the slide it is drawn with and the content that fills it.
 *
 * - `sourceSlideId`: the module's slide used as the item's template;
 * - `sourceModuleId`: the module (database id) that slide belongs to;
 * - `sourceModuleEngine`: the engine that saved that module, default 7;
 * - `metas`: the texts and links `{{name}}` placeholders are filled with (plain text);
 * - `image`: the picture that becomes the slide's background.
 */
export interface StreamImage {
  src: string;
  srcSet?: string;
  sources?: { type: string; srcSet: string }[];
  width?: number;
  height?: number;
  dominantColor?: string;
  /** A smaller picture for navigation thumbnails. */
  thumb?: string;
  alt?: string;
}

export interface StreamItem {
  id: string;
  sourceSlideId: string;
  sourceModuleId: string;
  sourceModuleEngine: number;
  metas: Record<string, string>;
  image: StreamImage | null;
}

/** What `readStreamItems` made of an answer: the items, and how many it had to leave out. */
export interface StreamRead {
  items: StreamItem[];
  dropped: number;
}

const MAX_ITEMS = 500;

/**
 * The items of a `get_stream_data` answer's `data` (an array, or an object keyed by item), read
 * leniently: an item that is not an object, or has neither a picture nor a text, is left out
 * and counted; text fields that are numbers become text; an image URL that is not a web or
 * site-relative address (`javascript:`, `data:`) is dropped. Never throws.
 */
export function readStreamItems(data: unknown): StreamRead {
  const list = Array.isArray(data) ? data : isObject(data) ? Object.values(data) : [];
  const items: StreamItem[] = [];
  let dropped = 0;
  for (const [index, entry] of list.slice(0, MAX_ITEMS).entries()) {
    const item = readItem(entry, index);
    if (item) items.push(item);
    else dropped += 1;
  }
  return { items, dropped: dropped + Math.max(0, list.length - MAX_ITEMS) };
}

function readItem(entry: unknown, index: number): StreamItem | null {
  if (!isObject(entry)) return null;
  const metas: Record<string, string> = {};
  if (isObject(entry.metas)) {
    for (const [name, value] of Object.entries(entry.metas)) {
      const text = textOf(value);
      if (text !== undefined && /^[a-z][a-z0-9_-]*$/i.test(name)) metas[name.toLowerCase()] = text;
    }
  }
  const image = readImage(entry.image);
  if (!image && Object.values(metas).every((v) => v === '')) return null;
  const engine = Number(textOf(entry.sourceModuleEngine));
  return {
    id: textOf(entry.id) || String(index + 1),
    sourceSlideId: textOf(entry.sourceSlideId) ?? '',
    sourceModuleId: textOf(entry.sourceModuleId) ?? '',
    sourceModuleEngine:
      Number.isInteger(engine) && engine > 0 ? engine : DEFAULTS.sourceModuleEngine,
    metas,
    image,
  };
}

function readImage(value: unknown): StreamImage | null {
  const raw = typeof value === 'string' ? { src: value } : value;
  if (!isObject(raw)) return null;
  const src = textOf(raw.src);
  if (!src || !isImageUrl(src)) return null;
  const image: StreamImage = { src };
  const srcSet = textOf(raw.srcSet);
  if (srcSet?.split(',').every((c) => isImageUrl(c.trim().split(/\s+/)[0] ?? ''))) {
    image.srcSet = srcSet;
  }
  if (Array.isArray(raw.sources)) {
    image.sources = raw.sources.flatMap((s) =>
      isObject(s) && typeof s.type === 'string' && typeof s.srcSet === 'string'
        ? [{ type: s.type, srcSet: s.srcSet }]
        : [],
    );
  }
  for (const key of ['width', 'height'] as const) {
    const n = Number(raw[key]);
    if (Number.isFinite(n) && n > 0) image[key] = n;
  }
  const colour = textOf(raw.dominantColor);
  if (colour && /^#[0-9a-f]{3,8}$/i.test(colour)) image.dominantColor = colour;
  const thumb = textOf(raw.thumb);
  if (thumb && isImageUrl(thumb)) image.thumb = thumb;
  const alt = textOf(raw.alt);
  if (alt !== undefined) image.alt = alt;
  return image;
}

/** Web addresses and site-relative paths; nothing that runs script or embeds data. */
export function isImageUrl(url: string): boolean {
  const u = url.trim();
  if (u === '') return false;
  if (/^https?:\/\//i.test(u)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(u) && !u.startsWith('//');
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
