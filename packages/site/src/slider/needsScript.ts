import { featuresOf, type SliderModule } from '@tribune/slider';

/** One layer of a module, as the engine's model has it. */
type Layer = SliderModule['slides'][number]['layers'][number];

/**
 * Whether a module needs the browser to do anything after the server's HTML is painted. Layout
 * is CSS in the server HTML at every window width (`levelCss` in the slider), so only a hero,
 * whose one slide is already in place (spec 2.1: no navigation, no slideshow), can do without:
 * unless its background pans, it needs a lazily loaded part, or one of its layers switches
 * something per responsive level that CSS cannot (visibility, colour, alignment, weight),
 * which the engine decides from the window once hydrated.
 */
export function needsScript(module: SliderModule): boolean {
  if (module.settings.type !== 'hero') return true;
  if (featuresOf(module).size > 0) return true;
  const slide = module.slides[0];
  if (!slide) return false;
  const layers = [...slide.layers, ...module.statics.flatMap((s) => s.layers)];
  return layers.some(
    (layer) =>
      (layer.subtype === 'slidebg' && layer.tl.in?.pan !== undefined) || switchesPerLevel(layer),
  );
}

function switchesPerLevel(layer: Layer): boolean {
  const extra = layer as Layer & { tA?: unknown; ws?: unknown };
  return [
    layer.vis,
    layer.display,
    layer.color,
    layer.font?.weight,
    layer.pos.h,
    layer.pos.v,
    extra.tA,
    extra.ws,
  ].some(varies);
}

function varies(values: unknown): boolean {
  if (!Array.isArray(values)) return false;
  return values.some((value) => value !== values[0]);
}
