import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { RawImage } from './artwork.js';
import { MAX_VARIANT_WIDTH } from './aspect.js';
import {
  DEFAULT_ENCODERS,
  type EncoderSettings,
  FILE_EXTENSIONS,
  IMAGE_FORMATS,
  type ImageFormat,
} from './encoding.js';

/**
 * One source image -> the responsive set the site's `<picture>` serves: each width in AVIF, WebP
 * and JPEG, with content-hashed names (cache forever: a new picture is a new URL).
 */

/** The hero's `srcset` widths, widest first. */
export const VARIANT_WIDTHS = [1902, 1024, 768] as const;

export interface ImageVariant {
  width: number;
  height: number;
  format: ImageFormat;
  /** `{key}-{width}w-{hash8}.{ext}` */
  fileName: string;
  /** Encoded size in bytes. */
  bytes: number;
}

export interface EncodedVariant extends ImageVariant {
  data: Buffer;
}

export interface VariantSet {
  sourceWidth: number;
  sourceHeight: number;
  /** `#rrggbb`, shown behind the picture while it loads. */
  dominantColor: string;
  /** Widest first, then AVIF, WebP, JPEG within a width. */
  variants: EncodedVariant[];
}

/** Keys become file names: keep them to a safe, URL-friendly alphabet. */
export const KEY_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{0,118}[a-z0-9])?$/i;

/**
 * Widths to produce for a source this wide. Never upscale: standard widths larger than the source
 * are skipped, and the widest variant is the source itself capped at 1902 px, so a small source
 * still yields one variant and a 1200 px portrait gets 1200, 1024 and 768.
 */
export function variantWidths(sourceWidth: number): number[] {
  const widest = Math.min(Math.floor(sourceWidth), MAX_VARIANT_WIDTH);
  const widths = new Set<number>([widest]);
  for (const width of VARIANT_WIDTHS) if (width <= widest) widths.add(width);
  return [...widths].sort((a, b) => b - a);
}

export function contentHash(data: Uint8Array | string, length = 8): string {
  return createHash('sha256').update(data).digest('hex').slice(0, length);
}

function toHexColor({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Decodes any input sharp reads into 3-channel sRGB pixels, flattening transparency on white. */
async function decode(input: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
}

const rawInput = (image: RawImage) => ({
  raw: { width: image.width, height: image.height, channels: image.channels },
});

async function dominantColor(image: RawImage): Promise<string> {
  // A thumbnail is plenty for a 4096-bin histogram and much cheaper than the full image.
  const { data, info } = await sharp(image.data, rawInput(image))
    .resize({ width: 64 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stats = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  }).stats();
  return toHexColor(stats.dominant);
}

async function resized(image: RawImage, width: number): Promise<RawImage> {
  if (width === image.width) return image;
  const { data, info } = await sharp(image.data, rawInput(image))
    .resize({ width, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: image.channels };
}

function encoder(image: RawImage, format: ImageFormat, settings: EncoderSettings) {
  const pipeline = sharp(image.data, rawInput(image));
  switch (format) {
    case 'avif':
      return pipeline.avif(settings.avif);
    case 'webp':
      return pipeline.webp(settings.webp);
    case 'jpeg':
      return pipeline.jpeg(settings.jpeg);
  }
}

export interface VariantOptions {
  encoders?: EncoderSettings;
}

/**
 * Encodes every variant of `source` (raw pixels from `renderArtwork`, or any encoded image). The
 * encodes run one after another: callers parallelise across images, which keeps exactly one
 * libvips job per core instead of many half-idle ones.
 */
export async function makeVariants(
  source: RawImage | Buffer,
  key: string,
  options: VariantOptions = {},
): Promise<VariantSet> {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid image key: ${JSON.stringify(key)}`);
  const settings = options.encoders ?? DEFAULT_ENCODERS;
  const image = Buffer.isBuffer(source) ? await decode(source) : source;
  const variants: EncodedVariant[] = [];
  for (const width of variantWidths(image.width)) {
    const pixels = await resized(image, width);
    for (const format of IMAGE_FORMATS) {
      const { data, info } = await encoder(pixels, format, settings).toBuffer({
        resolveWithObject: true,
      });
      variants.push({
        width: info.width,
        height: info.height,
        format,
        fileName: `${key}-${info.width}w-${contentHash(data)}.${FILE_EXTENSIONS[format]}`,
        bytes: data.length,
        data,
      });
    }
  }
  return {
    sourceWidth: image.width,
    sourceHeight: image.height,
    dominantColor: await dominantColor(image),
    variants,
  };
}
