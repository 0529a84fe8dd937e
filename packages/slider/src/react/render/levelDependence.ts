import type { Level } from '../../core/Levels.js';
import type { Layer } from '../../core/model/LayerSchema.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { gridScaleOf } from '../layout/moduleBox.js';
import { type LayerParent, layerStyles } from './layerStyle.js';

const LEVELS: readonly Level[] = [0, 1, 2, 3, 4];

/**
 * Whether a layer's styles differ between responsive levels in a way its server HTML cannot
 * carry: lengths are CSS per level (`units.ts`), but keywords (visibility, display, alignment,
 * float, colour, white-space, a size that is "auto" at one level and px at another) are picked
 * for the reader's level once the script knows it. The server's HTML is drawn at level 0.
 */
export function layerDependsOnLevel(
  layer: Layer,
  layers: readonly Layer[],
  module: SliderModule,
): boolean {
  const scale = gridScaleOf(module.settings);
  const parent = parentKind(layer, layers);
  const drawn = LEVELS.map((level) => JSON.stringify(layerStyles(layer, { level, scale, parent })));
  return drawn.some((styles) => styles !== drawn[0]);
}

/** Whether any layer of the module's first slide or of its static slides depends on the level. */
export function dependsOnLevel(module: SliderModule): boolean {
  const slides = [module.slides[0], ...module.statics].filter((s) => s !== undefined);
  return slides.some((slide) =>
    slide.layers.some(
      (layer) => layer.subtype !== 'slidebg' && layerDependsOnLevel(layer, slide.layers, module),
    ),
  );
}

function parentKind(layer: Layer, layers: readonly Layer[]): LayerParent {
  const parent = layer.pid ? layers.find((l) => l.id === layer.pid) : undefined;
  if (!parent) return (layer as Layer & { rTo?: unknown }).rTo === 'slide' ? 'slide' : 'grid';
  if (parent.subtype === 'zone') return 'zone';
  if (parent.type === 'row' || parent.type === 'column' || parent.type === 'group')
    return parent.type;
  return 'group';
}
