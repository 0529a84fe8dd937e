/**
 * Aspect ratios the pipeline can produce and their sizes. Article heroes are 16:9; gallery items
 * also come in 3:2, 2:3 and 1:1.
 */
export const ASPECT_RATIOS = ['16:9', '3:2', '2:3', '1:1'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** Largest variant width the site serves (the hero's widest `srcset` candidate). */
export const MAX_VARIANT_WIDTH = 1902;

interface AspectSizes {
  /** Composition units (SVG viewBox): the long edge is 2400, as the art was drawn. */
  canvas: { w: number; h: number };
  /**
   * Rendered source width. Landscape sources match the hero's widest variant; portrait and square
   * ones are capped so their height stays at 1800 px or less (900 CSS px at 2x), about the pixel
   * count of a hero: a 1902 px wide 2:3 picture would cost 2.7 times a hero to encode for a
   * gallery tile that is never shown that large.
   */
  sourceWidth: number;
}

const SIZES: Record<AspectRatio, AspectSizes> = {
  '16:9': { canvas: { w: 2400, h: 1350 }, sourceWidth: MAX_VARIANT_WIDTH },
  '3:2': { canvas: { w: 2400, h: 1600 }, sourceWidth: MAX_VARIANT_WIDTH },
  '1:1': { canvas: { w: 2400, h: 2400 }, sourceWidth: 1440 },
  '2:3': { canvas: { w: 1600, h: 2400 }, sourceWidth: 1200 },
};

export function canvasSize(aspect: AspectRatio): { w: number; h: number } {
  return SIZES[aspect].canvas;
}

/** Pixel size of the rendered source, optionally capped (tests render tiny images). */
export function sourceSize(
  aspect: AspectRatio,
  maxWidth: number = MAX_VARIANT_WIDTH,
): { width: number; height: number } {
  const { canvas, sourceWidth } = SIZES[aspect];
  const width = Math.max(16, Math.min(sourceWidth, Math.floor(maxWidth)));
  return { width, height: Math.round((width * canvas.h) / canvas.w) };
}
