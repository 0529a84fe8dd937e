import type { ImageModel } from '../../model/image.js';

export interface GalleryPictureProps {
  image: ImageModel;
  sizes: string;
  /** Pictures in the first row load at once (the first with high priority); the rest lazily. */
  loading: 'eager' | 'lazy';
  priority?: boolean;
  className?: string;
}

/**
 * AVIF, then WebP, then JPEG at every width, with the box reserved by width and height (no
 * layout shift when a page of items is appended or replaced).
 */
export function GalleryPicture({
  image,
  sizes,
  loading,
  priority,
  className,
}: GalleryPictureProps) {
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
        decoding="async"
        loading={loading}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
