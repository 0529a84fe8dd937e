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
  // A background video (the media feature's `video` kind) plays over the picture.
  const Video = layer?.bg?.video ? layerKind('video') : undefined;
  return (
    <div
      className="sr7-bg"
      style={{ position: 'absolute', inset: 0, background: color ?? undefined, overflow: 'hidden' }}
    >
      {image && (
        <img
          className="sr7-bg-img"
          src={active || priority ? image : undefined}
          alt=""
          draggable={false}
          decoding={priority ? 'sync' : 'async'}
          loading="eager"
          fetchPriority={priority ? 'high' : 'auto'}
          crossOrigin={crossOrigin ?? undefined}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: fit,
            objectPosition: position,
          }}
        />
      )}
      {Video && layer && <Video layer={layer} level={0} widths={NO_WIDTHS} active={active} />}
    </div>
  );
}
