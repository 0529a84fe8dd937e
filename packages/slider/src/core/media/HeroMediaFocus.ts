import type { SliderModule } from '../model/ParseModule.js';
import { clearMediaFocus, isMediaLayer, setMediaFocus } from './MediaFocus.js';

/**
 * A hero (spec 2.1) has no engine and no slide changes: its one slide (the lowest order) is
 * always the current one, so its media, and those of its static slides, gain focus once the
 * hero has come into view (as a standard module's do) and keep it until the hero goes. The
 * state rules of spec 4.3 that do not need a slide change (start and end, loop and rewind,
 * autoplay and its muted retry, posters, non-HTML5 backgrounds never playing by themselves)
 * then work as on any slide. `watchView` calls its argument once the hero is in view and
 * returns its own cleanup.
 */
export function bindHeroMediaFocus(
  module: SliderModule,
  watchView: (seen: () => void) => () => void,
): () => void {
  const shown = module.slides[0];
  const layers = [shown, ...module.statics].flatMap((s) => s?.layers.filter(isMediaLayer) ?? []);
  if (layers.length === 0) return () => {};
  for (const layer of layers) clearMediaFocus(layer);
  const stop = watchView(() => {
    for (const layer of layers) setMediaFocus(layer, true);
  });
  return () => {
    stop();
    for (const layer of layers) setMediaFocus(layer, false);
  };
}
