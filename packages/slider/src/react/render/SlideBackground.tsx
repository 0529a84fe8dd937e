import type { Slide } from '../../core/model/ParseModule.js';
import { slideBackground } from '../../core/Thumbnail.js';
import { layerKind } from './layerKinds.js';

const NO_WIDTHS = [0, 0, 0, 0, 0] as const;

/**
 * The slide's background: its image covering the module (the page's largest paint on the first
 * slide, so that one is fetched with high priority and never lazily), or its colour.
 */
export function SlideBackground({
  slide,
  active,
  priority,
  crossOrigin,
}: {
  slide: Slide;
  /** Whether the image may be requested now. */
  active: boolean;
  priority: boolean;
  crossOrigin?: 'anonymous' | null;
}) {
  const { image, color } = slideBackground(slide);
  const layer = slide.layers.find((l) => l.subtype === 'slidebg');
  const pos = (layer?.bg?.image as { pos?: { x?: unknown; y?: unknown } } | undefined)?.pos;
  const position =
    typeof pos?.x === 'string' && typeof pos?.y === 'string' ? `${pos.x} ${pos.y}` : 'center';
  const fit = layer?.bg?.image?.size === 'contain' ? 'contain' : 'cover';
  const style = {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: fit,
    objectPosition: position,
  } as const;
  // The first slide's picture is the page's largest paint: with the variants the server adds
  // (moduleImages.ts on the server), a phone fetches a narrow AVIF instead of the widest JPEG.
  // Other slides keep their one URL, the one the image queue preloads before they show.
  const variants = priority && image ? responsiveVariants(layer?.bg?.image, image) : null;
  // A background video (the media feature's `video` kind) plays over the picture.
  const Video = layer?.bg?.video ? layerKind('video') : undefined;
  return (
    <div
      className="sr7-bg"
      style={{ position: 'absolute', inset: 0, background: color ?? undefined, overflow: 'hidden' }}
    >
      {image && variants && (
        <picture>
          {variants.sources.map((source) => (
            <source
              key={source.type}
              type={source.type}
              srcSet={source.srcSet}
              sizes={BACKGROUND_SIZES}
            />
          ))}
          <img
            className="sr7-bg-img"
            src={image}
            srcSet={variants.srcSet}
            sizes={BACKGROUND_SIZES}
            alt=""
            draggable={false}
            decoding="sync"
            loading="eager"
            fetchPriority="high"
            crossOrigin={crossOrigin ?? undefined}
            style={style}
          />
        </picture>
      )}
      {image && !variants && (
        <img
          className="sr7-bg-img"
          src={active || priority ? image : undefined}
          alt=""
          draggable={false}
          decoding={priority ? 'sync' : 'async'}
          loading="eager"
          fetchPriority={priority ? 'high' : 'auto'}
          crossOrigin={crossOrigin ?? undefined}
          style={style}
        />
      )}
      {Video && layer && <Video layer={layer} level={0} widths={NO_WIDTHS} active={active} />}
    </div>
  );
}

/** A module is never wider than the window; modules that are narrower fetch a little more. */
const BACKGROUND_SIZES = '100vw';

interface ResponsiveVariants {
  srcSet: string;
  sources: Array<{ type: string; srcSet: string }>;
}

/**
 * The `srcSet` and modern-format `sources` served beside a background image's `src`, when they
 * describe that very image (not a thumbnail fallback) and are well formed; else null.
 */
function responsiveVariants(holder: unknown, src: string): ResponsiveVariants | null {
  if (typeof holder !== 'object' || holder === null) return null;
  const { src: own, srcSet, sources } = holder as Record<string, unknown>;
  if (own !== src || typeof srcSet !== 'string' || srcSet.trim() === '') return null;
  const list = Array.isArray(sources)
    ? sources.filter(
        (s): s is { type: string; srcSet: string } =>
          typeof s === 'object' &&
          s !== null &&
          typeof (s as { type?: unknown }).type === 'string' &&
          typeof (s as { srcSet?: unknown }).srcSet === 'string',
      )
    : [];
  return { srcSet, sources: list.map(({ type, srcSet: set }) => ({ type, srcSet: set })) };
}
