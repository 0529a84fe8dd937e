import type { ComponentType } from 'react';
import type { Level, PerLevel } from '../../core/Levels.js';
import type { Layer, LayerType } from '../../core/model/LayerSchema.js';

/**
 * What draws each layer kind. Media layers (video, audio) belong to part 2: until it registers
 * its players here they render nothing and say so once in the console, so a module with a video
 * still shows everything else. Part 2 calls `registerLayerKind('video', VideoLayer)`.
 */
export interface LayerKindProps {
  layer: Layer;
  level: Level;
  widths: PerLevel<number>;
  /** Whether images may be requested now (the slide is on screen or prepared). */
  active: boolean;
}

const kinds = new Map<LayerType, ComponentType<LayerKindProps>>();
const noted = new Set<string>();

export function registerLayerKind(type: LayerType, component: ComponentType<LayerKindProps>): void {
  kinds.set(type, component);
}

export function layerKind(type: LayerType): ComponentType<LayerKindProps> | undefined {
  return kinds.get(type);
}

/** The console note for a media layer before part 2 is loaded, once per kind and page. */
export function noteMissingKind(type: LayerType): void {
  if (noted.has(type) || typeof window === 'undefined') return;
  noted.add(type);
  console.info(
    `Tribune slider: "${type}" layers are not rendered yet (media players load with part 2).`,
  );
}
