/**
 * A slide's background (spec 5): its `slidebg` layer's image or colour; slides saved without
 * one (two of the three v7 fixtures have such slides) keep it in `thumb.default`. A file of its
 * own, apart from the thumbnails' rules (`Thumbnail.ts`): every module draws backgrounds, only
 * the thumbnails' chunk needs the rest.
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
