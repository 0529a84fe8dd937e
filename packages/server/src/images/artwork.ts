import sharp from 'sharp';
import type { ArtworkScene } from './artworkScenes.js';
import { type AspectRatio, canvasSize, sourceSize } from './aspect.js';
import { createRng } from './prng.js';
import { SCENES } from './scenes/index.js';
import { paletteFor } from './scenes/palette.js';
import { SvgCanvas } from './svg.js';

/**
 * Scene + variant -> SVG -> pixels. The SVG is drawn in fixed composition units and rasterised
 * straight at the size we need (never at 2400 px then downscaled: librsvg's cost grows with the
 * pixel count, and nothing above 1902 px is ever served).
 */

export interface ArtworkOptions {
  aspect?: AspectRatio;
  /** Pixel width to rasterise at; defaults to the aspect's source width. */
  width?: number;
}

export function artworkSvg(scene: ArtworkScene, variant: number, options: ArtworkOptions = {}) {
  const aspect = options.aspect ?? '16:9';
  const { w, h } = canvasSize(aspect);
  const pixelWidth = options.width ?? sourceSize(aspect).width;
  const canvas = new SvgCanvas(w, h);
  // The seed names the scene, the variant and the aspect: a portrait crop is its own composition.
  const rng = createRng(`${scene}|${variant}|${aspect}`);
  SCENES[scene]({ c: canvas, rng, palette: paletteFor(variant), variant });
  return canvas.toSvg(pixelWidth, Math.round((pixelWidth * h) / w));
}

/** Raw pixels, as `variants.ts` takes them: decoded once, resized and encoded many times. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export async function renderArtwork(
  scene: ArtworkScene,
  variant: number,
  options: { aspect?: AspectRatio; maxWidth?: number } = {},
): Promise<RawImage> {
  const aspect = options.aspect ?? '16:9';
  const { width } = sourceSize(aspect, options.maxWidth);
  const svg = artworkSvg(scene, variant, { aspect, width });
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}
