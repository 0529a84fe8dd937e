import type { AvifOptions, JpegOptions, WebpOptions } from 'sharp';

/**
 * Encoder settings for the three formats of every `<picture>`. Tuned for flat illustrations (large
 * smooth gradients, crisp edges) on a 2-core machine; see the bench script for the numbers.
 */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const FILE_EXTENSIONS: Record<ImageFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

export interface EncoderSettings {
  avif: AvifOptions;
  webp: WebpOptions;
  jpeg: JpegOptions;
}

export const DEFAULT_ENCODERS: EncoderSettings = {
  // AVIF: effort 0 is 3x faster than effort 1 and 5x faster than effort 2 here, for files 20-35%
  // larger, still the smallest of the three formats. 4:2:0 chroma halves the colour planes (sharp
  // defaults to 4:4:4) at no visible cost on these colours. Quality 52 keeps gradients unbanded.
  avif: { quality: 52, effort: 0, chromaSubsampling: '4:2:0' },
  // WebP: effort 2 is a third of the time of effort 3-4 for ~4% more bytes.
  webp: { quality: 78, effort: 2 },
  // JPEG is the fallback for the few browsers without AVIF or WebP. mozjpeg's quantisation tables,
  // overshoot deringing and progressive scans, but neither trellis quantisation nor scan
  // optimisation: together they cost 3.4x the encode time (about 13 s over the demo seed on two
  // cores) for files only ~9% smaller, on a format almost no visitor downloads.
  jpeg: { quality: 80, mozjpeg: true, trellisQuantisation: false, optimiseScans: false },
};
