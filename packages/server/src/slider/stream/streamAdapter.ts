import type { Lang } from '@tribune/site';
import type { StreamImage } from '@tribune/slider';
import type { StoredImage } from '../../content/images.js';

/**
 * One source type of stream modules (spec 3.1 `source.type`): where its items come from. The
 * stream service picks the adapter by type and turns what it answers into stream items (spec
 * 3.5) for the module; an adapter knows nothing of modules or slides.
 *
 * An adapter answers the entries it found (none when the settings name nothing that exists:
 * the module then shows the error slide, "Please check the settings"), and throws
 * `StreamFailure` when its source could not be read (the feed is down, answered garbage): the
 * engine then logs "Feed could not be Loaded".
 */
export interface StreamAdapter {
  /** The `source.type` it serves. */
  type: string;
  entries(query: StreamQuery): Promise<StreamEntry[]>;
}

export interface StreamQuery {
  /** The module's `settings.source` (`type`, `sourceids`, and the type's own options). */
  source: Readonly<Record<string, unknown>>;
  /** The language of the texts. */
  lang: Lang;
  /** At most this many entries. */
  limit: number;
}

/** What an adapter found: an item's id, its metas (plain text) and its picture. */
export interface StreamEntry {
  id: string;
  metas: Record<string, string>;
  image: StreamImage | null;
}

export class StreamFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StreamFailure';
  }
}

/** A picture of the library as a stream item's image: variants, size, colour, thumbnail. */
export function libraryPicture(image: StoredImage, alt: string): StreamImage {
  const smallest = image.srcSet.split(', ')[0]?.split(' ')[0];
  return {
    src: image.src,
    srcSet: image.srcSet,
    sources: image.sources.map((source) => ({ ...source })),
    width: image.width,
    height: image.height,
    dominantColor: image.dominantColor,
    ...(smallest ? { thumb: smallest } : {}),
    alt,
  };
}

/** The first `words` words of a text, with an ellipsis when it was longer. */
export function excerptOf(text: string, words = 20): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}

/** A list of ids as settings give it: `12`, `"12,15"`, `[12, "15"]`, `"derby-day"`. */
export function idsOf(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'number'
      ? [value]
      : String(value ?? '').split(',');
  return list
    .filter((id) => typeof id === 'string' || typeof id === 'number')
    .map((id) => String(id).trim())
    .filter((id) => id !== '');
}
