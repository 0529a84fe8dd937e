import type { CSSProperties } from 'react';
import type { PerLevel } from '../../core/Levels.js';
import { gridScaleOf } from '../layout/moduleBox.js';
import { scaledPx } from '../layout/units.js';
import type { LayerKindProps } from '../render/layerKinds.js';
import { BackgroundVideo } from './BackgroundVideo.js';
import { MediaView } from './MediaView.js';
import { useMediaOptions } from './useMediaOptions.js';

/**
 * Video and audio layers (spec 3.3, 3.4): the layer's box holds the player. A layer saved
 * without a size takes the media's own `width` × `height`, in grid pixels like any layer.
 */
export function MediaLayer(props: LayerKindProps) {
  // The slide background layer comes here for its `bg.video` (see SlideBackground).
  if (props.layer.subtype === 'slidebg') return <BackgroundVideo layer={props.layer} />;
  return <LayerMedia {...props} />;
}

function LayerMedia({ layer, level, widths, scale }: LayerKindProps) {
  const place = layer.type === 'audio' ? 'audio' : 'video';
  const { options, labels } = useMediaOptions(layer.media, place);
  if (!options) return null;
  const grid =
    scale ??
    gridScaleOf({
      size: { width: widths, height: widths, fullHeight: false } as never,
      sbt: { use: false } as never,
    });
  const px = (n: number) => scaledPx([n, n, n, n, n] as PerLevel<number>, true, grid);
  const style: CSSProperties = {};
  if (layer.size.w[level] === 'auto' && options.width) style.width = px(options.width);
  if (layer.size.h[level] === 'auto' && options.height && place === 'video') {
    style.height = px(options.height);
  }
  return (
    <MediaView
      focusKey={layer}
      options={options}
      element={place}
      label={layer.alias}
      labels={labels}
      style={style}
    />
  );
}
