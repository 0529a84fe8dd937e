import type { Slide } from '../../core/model/ParseModule.js';
import { slideBackground } from '../../core/SlideBackground.js';
import { layerKind } from './layerKinds.js';
import { layerLink } from './links.js';
import { actionsByLayer } from './slideActions.js';

const NO_WIDTHS = [0, 0, 0, 0, 0] as const;

/**
 * The slide's background: its image covering the module (the page's largest paint on the first
 * slide, so that one is fetched with high priority and never lazily), or its colour. A link on
 * the background layer (its `href`, or a `link` action it triggers) links the whole slide: the
 * background is then that link, under the layers (whose own links stay theirs: the grid takes
 * no clicks, its layers do), named by the slide's title.
 */
export function SlideBackground({
  slide,
  active,
  priority,
}: {
  slide: Slide;
  /** Whether the image may be requested now. */
  active: boolean;
  priority: boolean;
}) {
  const { image, color } = slideBackground(slide);
  const layer = slide.layers.find((l) => l.subtype === 'slidebg');
  const pos = (layer?.bg?.image as { pos?: { x?: unknown; y?: unknown } } | undefined)?.pos;
  const position =
    typeof pos?.x === 'string' && typeof pos?.y === 'string' ? `${pos.x} ${pos.y}` : 'center';
  const fit = layer?.bg?.image?.size === 'contain' ? 'contain' : 'cover';
  // The first slide's picture is the page's largest paint: with the variants the server adds
  // (moduleImages.ts on the server), a phone fetches a narrow AVIF instead of the widest JPEG.
  // Other slides keep their one URL, the one the image queue preloads before they show.
  const variants = priority && image ? responsiveVariants(layer?.bg?.image, image) : null;
  // A background video (the media feature's `video` kind) plays over the picture.
  const Video = layer?.bg?.video ? layerKind('video') : undefined;
  const link = layer && layerLink(layer, actionsByLayer(slide).get(layer.id));
  const Box = link ? 'a' : 'div';
  const sizes = variants ? BACKGROUND_SIZES : undefined;
  const img = image && (
    <img
      className="sr7-bg-img"
      src={active || priority ? image : undefined}
      srcSet={variants?.srcSet}
      sizes={sizes}
      alt=""
      draggable={false}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: fit,
        objectPosition: position,
      }}
    />
  );
  return (
    <Box
      {...link}
      aria-label={link ? slide.title || link.href : undefined}
      className="sr7-bg"
      style={{ position: 'absolute', inset: 0, background: color ?? undefined, overflow: 'hidden' }}
    >
      {variants ? (
        <picture>
          {variants.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      {Video && layer && <Video layer={layer} level={0} widths={NO_WIDTHS} active={active} />}
    </Box>
  );
}

/** A module is never wider than the window; modules that are narrower fetch a little more. */
const BACKGROUND_SIZES = '100vw';

type Variants = { srcSet: string; sources: Array<{ type: string; srcSet: string }> };

/**
 * The `srcSet` and modern-format `sources` served beside a background image's `src`, when they
 * describe that very image (not a thumbnail fallback); else null.
 */
function responsiveVariants(holder: unknown, src: string): Variants | null {
  // The server writes `srcSet` and `sources` (each item `{type, srcSet}`) together; a srcSet
  // of another shape would only make an attribute the browser ignores.
  const h = holder as { src?: unknown; srcSet?: string; sources?: unknown } | undefined;
  if (h?.src !== src || !h.srcSet) return null;
  return { srcSet: h.srcSet, sources: Array.isArray(h.sources) ? h.sources : [] };
}
