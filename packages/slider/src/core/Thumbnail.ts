import { type Logger, thumbnailFallback } from './Messages.js';

/**
 * Slide backgrounds and thumbnails (spec 5, 8.1). A slide's background is its `slidebg`
 * layer's image or colour; slides saved without one (two of the three v7 fixtures have such
 * slides) keep it in `thumb.default`. Thumbnails fall back to that background when they are
 * empty, end in "#", or point at a local development host other than the current one (data
 * exported from a developer's machine).
 */
export interface BackgroundSlide {
  thumb: { src: string; default: { image: { src: string }; color?: unknown } };
  layers: readonly {
    subtype?: string | undefined;
    bg?: { image?: { src: string } | undefined; color?: string | undefined } | undefined;
  }[];
}

export interface SlideBackground {
  image: string | null;
  color: string | null;
}

export function slideBackground(slide: BackgroundSlide): SlideBackground {
  const layer = slide.layers.find((l) => l.subtype === 'slidebg');
  const image = layer?.bg?.image?.src || slide.thumb.default.image.src || null;
  const fallbackColor = slide.thumb.default.color;
  const color =
    layer?.bg?.color ??
    (typeof fallbackColor === 'string' && fallbackColor !== '' ? fallbackColor : null);
  return { image, color };
}

const LOCAL_NAMES = /(^|\.)localhost$|\.local$|\.test$|^0\.0\.0\.0$|^\[?::1\]?$/i;
const PRIVATE_IPV4 = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/;

export function isLocalDevHost(hostname: string): boolean {
  return LOCAL_NAMES.test(hostname) || PRIVATE_IPV4.test(hostname);
}

/** Whether a thumbnail URL may be shown on a page served from `currentHost`. */
export function isUsableThumbnail(url: string, currentHost: string): boolean {
  const src = url.trim();
  if (src === '' || src.endsWith('#')) return false;
  let host: string;
  try {
    host = new URL(src, 'http://relative.invalid/').hostname;
  } catch {
    return false;
  }
  if (host === 'relative.invalid') return true;
  return !(isLocalDevHost(host) && host !== currentHost);
}

/** The thumbnail to show for a slide, or its background when the thumbnail is unusable. */
export function thumbnailFor(
  slide: BackgroundSlide,
  currentHost: string,
): { src: string | null; fromBackground: boolean } {
  if (isUsableThumbnail(slide.thumb.src, currentHost)) {
    return { src: slide.thumb.src.trim(), fromBackground: false };
  }
  return { src: slideBackground(slide).image, fromBackground: true };
}

/** A thumbnail failed to load: say so once, and show the slide background instead. */
export function thumbnailFailed(slide: BackgroundSlide, logger: Logger): string | null {
  logger.warn(thumbnailFallback());
  return slideBackground(slide).image;
}
