import type { ImageModel } from '../model/image.js';
import { ResponsivePicture } from './ResponsivePicture.js';

/**
 * The full-width hero image: the page's largest paint, so it is fetched first and never lazy.
 * With scripting on it fades in over 750 ms once loaded (spec 9.9); `data-fade` is what the
 * page bootstrap script and the stylesheet look for.
 */
export function HeroImage({ image, className }: { image: ImageModel; className?: string }) {
  return (
    <div className={['hero-image', className].filter(Boolean).join(' ')}>
      <ResponsivePicture image={image} sizes="100vw" priority className="hero-image__img" fade />
    </div>
  );
}
