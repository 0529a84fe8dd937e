import type { ImageModel } from '../model/image.js';

export interface ResponsivePictureProps {
  image: ImageModel;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's largest image: fetched first, never lazy. */
  priority?: boolean;
  /** Fade in once loaded (see pageBootstrap.ts). */
  fade?: boolean;
  className?: string;
}

/**
 * AVIF, then WebP, then JPEG, each at every width. Width and height are always set so the
 * browser reserves the box before a byte arrives (no layout shift).
 */
export function ResponsivePicture({
  image,
  sizes,
  priority,
  fade,
  className,
}: ResponsivePictureProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        style={{ backgroundColor: image.dominantColor }}
        decoding={priority ? 'sync' : 'async'}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        data-fade={fade ? '' : undefined}
      />
    </picture>
  );
}
