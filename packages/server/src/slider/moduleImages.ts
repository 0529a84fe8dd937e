import { isRecord, type ModuleIssue, type SliderModule } from '@tribune/slider';
import type { StoredImage } from '../content/images.js';

/**
 * Module pictures from Tribune's image library. Module data names a generated image by its key
 * where the engine keeps an image source:
 *
 * - a layer's background, `bg.image.key` (the slide background is the `slidebg` layer's);
 * - an image layer's picture, `content.key` (with `content.alt`);
 * - a slide's navigation thumbnail, `thumb.key`.
 *
 * Served modules get the variants beside the key: `src` (the widest JPEG), `srcSet` (JPEG),
 * `sources` (AVIF and WebP `srcSet`s for a `<picture>`), `width`, `height` and
 * `dominantColor`, so the first slide's picture can be the page's LCP image with its size
 * reserved. A thumbnail gets the smallest JPEG as `src`, and `srcSet`.
 */
export interface ImageRef {
  /** Where the key is, as module issues name fields: `slides.4.layers.2.bg.image.key`. */
  path: string;
  key: string;
}

type Holder = Record<string, unknown>;

/** Every place of a module that names an image by key, with the object holding the key. */
function holders(module: Pick<SliderModule, 'slides' | 'statics'>) {
  const out: { path: string; holder: Holder; thumb: boolean }[] = [];
  for (const slide of [...module.slides, ...module.statics]) {
    const base = `slides.${slide.id}`;
    if (isRecord(slide.thumb))
      out.push({ path: `${base}.thumb`, holder: slide.thumb, thumb: true });
    for (const layer of slide.layers) {
      const at = `${base}.layers.${layer.id}`;
      const image = layer.bg?.image;
      if (isRecord(image)) out.push({ path: `${at}.bg.image`, holder: image, thumb: false });
      if (layer.type === 'image' && isRecord(layer.content)) {
        out.push({ path: `${at}.content`, holder: layer.content, thumb: false });
      }
    }
  }
  return out.filter(({ holder }) => holder.key !== undefined);
}

export function imageRefs(module: Pick<SliderModule, 'slides' | 'statics'>): ImageRef[] {
  return holders(module).map(({ path, holder }) => ({
    path: `${path}.key`,
    key: typeof holder.key === 'string' ? holder.key : '',
  }));
}

/** Keys that are not text, or name no stored image. */
export function imageIssues(refs: ImageRef[], known: Set<string>): ModuleIssue[] {
  return refs
    .filter((ref) => !known.has(ref.key))
    .map((ref) => ({
      path: ref.path,
      message:
        ref.key === ''
          ? 'expected the key of an image of the library (text)'
          : `no image of the library has the key "${ref.key}"`,
    }));
}

/** Writes the variants beside each key, in place (`module` is the server's own copy). */
export function applyImages(
  module: Pick<SliderModule, 'slides' | 'statics'>,
  images: Map<string, StoredImage>,
): void {
  for (const { holder, thumb } of holders(module)) {
    const image = typeof holder.key === 'string' ? images.get(holder.key) : undefined;
    if (!image) continue;
    if (thumb) {
      holder.src = image.srcSet.split(', ')[0]?.split(' ')[0] || image.src;
      holder.srcSet = image.srcSet;
      continue;
    }
    holder.src = image.src;
    holder.srcSet = image.srcSet;
    holder.sources = image.sources.map((source) => ({ ...source }));
    holder.width = image.width;
    holder.height = image.height;
    holder.dominantColor = image.dominantColor;
  }
}

/**
 * Site-relative `/media/` URLs made absolute in every `src` and `srcSet` (pictures, an SVG
 * layer's file), for the `.json` document that pages on other sites read. In place.
 */
export function absoluteMediaUrls(value: unknown, origin: string): void {
  if (Array.isArray(value)) {
    for (const item of value) absoluteMediaUrls(item, origin);
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== 'string') absoluteMediaUrls(child, origin);
    else if (key === 'src' && child.startsWith('/media/')) value[key] = `${origin}${child}`;
    else if (key === 'srcSet') {
      value[key] = child
        .split(', ')
        .map((candidate) => (candidate.startsWith('/media/') ? `${origin}${candidate}` : candidate))
        .join(', ');
    }
  }
}
