import type { ComponentType } from 'react';
import type { Level, PerLevel } from '../../core/Levels.js';
import type { Layer, LayerType } from '../../core/model/LayerSchema.js';
import type { GridScale } from '../layout/units.js';

/**
 * What draws each layer kind that is not part of the entry chunk: video and audio layers, drawn
 * by the lazily loaded media feature (`react/media`), which registers `video` (also given a
 * slide background layer whose `bg.video` it draws) and `audio`. Until then (and in heroes,
 * which load no feature) they render nothing, so a module with a video still shows the rest.
 */
export interface LayerKindProps {
  layer: Layer;
  level: Level;
  widths: PerLevel<number>;
  /** How the module's lengths scale (`units.ts`). */
  scale?: GridScale;
  /** Whether images may be requested now (the slide is on screen or prepared). */
  active: boolean;
}

const kinds = new Map<LayerType, ComponentType<LayerKindProps>>();

export function registerLayerKind(type: LayerType, component: ComponentType<LayerKindProps>): void {
  kinds.set(type, component);
}

export function layerKind(type: LayerType): ComponentType<LayerKindProps> | undefined {
  return kinds.get(type);
}
