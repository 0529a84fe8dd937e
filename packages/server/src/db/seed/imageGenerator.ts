import type { SeedImage } from './content/types.js';

/** A generated image with its encoded variants, as the seed stores it. */
export interface GeneratedImage {
  key: string;
  width: number;
  height: number;
  dominantColor: string;
  variants: Array<{
    width: number;
    height: number;
    format: 'avif' | 'webp' | 'jpeg';
    fileName: string;
    bytes: number;
  }>;
}

export type ImageAspect = '16:9' | '3:2' | '2:3' | '1:1';

export interface ImageRequest extends SeedImage {
  aspect: ImageAspect;
}

/**
 * What the seed needs from the image pipeline. Kept as an interface so the seed's database work
 * can be tested without encoding a hundred images.
 */
export interface ImageGenerator {
  images(
    requests: ImageRequest[],
    onProgress?: (done: number, total: number) => void,
  ): Promise<Map<string, GeneratedImage>>;
  /** A team crest as an SVG file; returns its file name in the media directory. */
  crest(team: {
    slug: string;
    name: string;
    abbr: string;
    colors: [string, string];
  }): Promise<string>;
}
