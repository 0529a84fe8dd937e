import { type Logger, thumbnailFallback } from './Messages.js';

import { type BackgroundSlide, slideBackground } from './SlideBackground.js';

export { type BackgroundSlide, type SlideBackground, slideBackground } from './SlideBackground.js';

/**
 * Thumbnails (spec 5, 8.1): they fall back to the slide's background when they are empty, end
 * in "#", or point at a local development host other than the current one (data exported from
 * a developer's machine).
 */
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
