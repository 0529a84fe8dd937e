import { type ImageLoader, ImageQueue } from '../../core/ImageQueue.js';
import type { Logger } from '../../core/Messages.js';
import type { Slide } from '../../core/model/ParseModule.js';
import { slideBackground } from '../../core/SlideBackground.js';

/**
 * One image queue per page (spec 4.12): every module shares the 5 loading slots, so a page
 * with several sliders still fetches the first slides' images first. The loader is the
 * browser's `Image`; an image already in the memory cache reports "cached".
 */
let queue: ImageQueue | null = null;

export const browserImageLoader: ImageLoader = (url, crossOrigin) =>
  new Promise((resolve, reject) => {
    const img = new Image();
    if (crossOrigin) img.crossOrigin = crossOrigin;
    img.decoding = 'async';
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error(url));
    img.src = url;
    if (img.complete && img.naturalWidth > 0) {
      img.onload = null;
      resolve({ width: img.naturalWidth, height: img.naturalHeight, fromCache: true });
    }
  });

export function pageImageQueue(logger?: Logger): ImageQueue {
  queue ??= ImageQueue({ loader: browserImageLoader, ...(logger ? { logger } : {}) });
  return queue;
}

/** For tests: forget the page's queue. */
export function resetPageImageQueue(next: ImageQueue | null = null): void {
  queue = next;
}

/** Every image a slide shows: its background, image layers, layer backgrounds. */
export function slideImageUrls(slide: Slide): string[] {
  const urls = new Set<string>();
  const bg = slideBackground(slide).image;
  if (bg) urls.add(bg);
  for (const layer of slide.layers) {
    if (layer.type === 'image' && layer.content.src) urls.add(layer.content.src);
    if (layer.subtype !== 'slidebg' && layer.bg?.image?.src) urls.add(layer.bg.image.src);
  }
  return [...urls];
}

/** Loads a slide's images through the queue; never rejects (failures are logged there). */
export function loadSlideImages(slide: Slide, images: ImageQueue): Promise<void> {
  return Promise.all(slideImageUrls(slide).map((url) => images.load(url))).then(() => undefined);
}

/** Whether an image may be put in the page: not known to be broken. */
export function imageUsable(url: string, images: ImageQueue | null): boolean {
  return images?.get(url)?.state !== 'error';
}

/**
 * A slide change waits for the arriving slide's images, but not for ever: an image that neither
 * loads nor fails (a stalled connection) must not hold the module. After `limit` ms the change
 * goes on and the image appears whenever it arrives.
 */
export const PREPARE_LIMIT = 4000;

export function prepareSlide(
  slide: Slide,
  images: ImageQueue,
  limit: number = PREPARE_LIMIT,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limit);
  });
  return Promise.race([loadSlideImages(slide, images), waited]).finally(() => clearTimeout(timer));
}
