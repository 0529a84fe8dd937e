import { featuresOf, type SliderModule } from '@tribune/slider';
import { dependsOnLevel } from '@tribune/slider/react';

/**
 * Whether a module needs the browser to do anything after the server's HTML is painted. Layout
 * is CSS in the server HTML at every window width (`levelCss` in the slider), so only a hero,
 * whose one slide is already in place (spec 2.1: no navigation, no slideshow), can do without:
 * unless its background pans, it needs a lazily loaded part, or one of its layers switches
 * something per responsive level that CSS cannot (visibility, colour, alignment, display…:
 * the slider's renderer says, `dependsOnLevel`), which the engine decides from the window
 * once hydrated.
 */
export function needsScript(module: SliderModule): boolean {
  if (module.settings.type !== 'hero') return true;
  if (featuresOf(module).size > 0) return true;
  const slide = module.slides[0];
  if (!slide) return false;
  const pans = slide.layers.some((l) => l.subtype === 'slidebg' && l.tl.in?.pan !== undefined);
  return pans || dependsOnLevel(module);
}
