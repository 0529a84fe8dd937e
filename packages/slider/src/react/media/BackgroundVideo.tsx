import type { Layer } from '../../core/model/LayerSchema.js';
import { MediaView } from './MediaView.js';
import { useMediaOptions } from './useMediaOptions.js';

/**
 * A slide's background video (`bg.video` of its background layer), over the slide's picture
 * and under its layers. Decorative: hidden from assistive technology, no controls. It plays
 * only while its slide is the current one; other than HTML5 it never plays by itself and shows
 * its poster (or the slide's picture) when stopped (spec 4.3).
 */
export function BackgroundVideo({ layer }: { layer: Layer }) {
  const { options, labels } = useMediaOptions(layer.bg?.video, 'background');
  if (!options) return null;
  return (
    <MediaView
      focusKey={layer}
      options={options}
      element="video"
      label=""
      labels={labels}
      style={{ position: 'absolute', inset: 0 }}
    />
  );
}
