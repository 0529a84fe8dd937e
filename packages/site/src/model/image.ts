/** A responsive image as the server hands it to a page: every variant, ready for <picture>. */
export interface ImageModel {
  width: number;
  height: number;
  alt: string;
  /** Shown behind the image while it loads, so the reserved box is not a white hole. */
  dominantColor: string;
  /** Modern formats first: the browser takes the first `type` it supports. */
  sources: Array<{ type: 'image/avif' | 'image/webp'; srcSet: string }>;
  /** The JPEG fallback. */
  src: string;
  srcSet: string;
}
