import { GALLERY_MEDIA_TYPES, type GalleryMediaType } from '../model.js';
import { blankIfMarkup, inlineContent, safeMediaUrl, sameOriginUrl } from './contentRules.js';

/** Links with this `data-rel` (or `rel`) stay plain links (spec 3.9). */
export const NO_LIGHTBOX = 'norl';

/** Items whose group starts with this open in the lightbox (`lightbox-gallery-1`, …). */
export const GROUP_PREFIX = 'lightbox';

export interface LightboxImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet: Array<{ src: string; width: number; height: number }>;
}

/** What the lightbox shows for one item link, after the content rules of spec 5. */
export interface LightboxItem {
  type: GalleryMediaType;
  /** Plain text; rendered as text. */
  title: string;
  caption: string;
  /** The link's target as the page wrote it (reported in the view/hide events). */
  url: string;
  /** image and gallery. */
  image: LightboxImage | null;
  /**
   * inline: the text (or the "HTML is disallowed." notice); iframe, video and ajax: the URL to
   * load, blank ('') when it contained '<' or is not an http(s) URL we may load.
   */
  content: string;
  width: number;
  height: number;
}

/** The lightbox group of a link, or null when it is not a lightbox item (or is `norl`). */
export function groupOf(link: Element): string | null {
  const rel = link.getAttribute('data-rel') ?? link.getAttribute('rel');
  if (!rel || rel === NO_LIGHTBOX || !rel.startsWith(GROUP_PREFIX)) return null;
  return rel;
}

/** Every link of the group, in document order. */
export function groupLinks(doc: Document, group: string): HTMLAnchorElement[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>('a[data-rel], a[rel]')].filter(
    (link) => groupOf(link) === group,
  );
}

/** The media type from `data-rl_content`, else `data-magnific_type`, else image (spec 3.9). */
export function mediaTypeOf(link: Element): GalleryMediaType {
  const declared = link.getAttribute('data-rl_content') ?? link.getAttribute('data-magnific_type');
  return GALLERY_MEDIA_TYPES.includes(declared as GalleryMediaType)
    ? (declared as GalleryMediaType)
    : 'image';
}

/** Reads one item link into what the lightbox shows. */
export function readItem(
  link: HTMLAnchorElement,
  options: { htmlDisallowed: string },
): LightboxItem {
  const doc = link.ownerDocument;
  const base = doc.baseURI;
  const type = mediaTypeOf(link);
  const raw = link.getAttribute('href') ?? '';
  const width = positive(link.getAttribute('data-rl_width')) ?? 1140;
  const height = positive(link.getAttribute('data-rl_height')) ?? Math.round((width * 9) / 16);
  const item: LightboxItem = {
    type,
    title: link.getAttribute('data-rl_title') ?? link.getAttribute('title') ?? '',
    caption: link.getAttribute('data-rl_caption') ?? '',
    url: raw,
    image: null,
    content: '',
    width,
    height,
  };
  switch (type) {
    case 'image':
    case 'gallery':
      item.image = readImage(link, safeMediaUrl(raw, base));
      break;
    case 'inline': {
      const target = raw.startsWith('#') ? doc.getElementById(decodeId(raw.slice(1))) : null;
      item.content = inlineContent(target?.textContent ?? '', options.htmlDisallowed);
      break;
    }
    case 'ajax':
      item.content = sameOriginUrl(raw, base);
      break;
    case 'iframe':
    case 'video':
      item.content = safeMediaUrl(blankIfMarkup(raw), base);
      break;
  }
  return item;
}

function readImage(link: HTMLAnchorElement, src: string): LightboxImage | null {
  const img = link.querySelector('img');
  const width =
    positive(img?.getAttribute('width')) ?? positive(link.getAttribute('data-rl_width'));
  const height =
    positive(img?.getAttribute('height')) ?? positive(link.getAttribute('data-rl_height'));
  if (!src) return null;
  const srcSet: LightboxImage['srcSet'] = [];
  if (width && height) {
    for (const candidate of (img?.getAttribute('srcset') ?? '').split(',')) {
      const [url, descriptor] = candidate.trim().split(/\s+/);
      const w = descriptor?.endsWith('w') ? positive(descriptor.slice(0, -1)) : null;
      const resolved = url ? safeMediaUrl(url, link.ownerDocument.baseURI) : '';
      if (resolved && w)
        srcSet.push({ src: resolved, width: w, height: Math.round((w * height) / width) });
    }
  }
  return {
    src,
    alt: img?.getAttribute('alt') ?? '',
    width: width ?? 0,
    height: height ?? 0,
    srcSet,
  };
}

function positive(value: string | null | undefined): number | null {
  if (!value) return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

function decodeId(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
