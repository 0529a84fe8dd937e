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
/** Kinds a lazily loaded feature will register: no note while they are on their way. */
const coming = new Set<LayerType>();

export function registerLayerKind(type: LayerType, component: ComponentType<LayerKindProps>): void {
  kinds.set(type, component);
}

export function layerKind(type: LayerType): ComponentType<LayerKindProps> | undefined {
  return kinds.get(type);
}

/** What draws a slide background's video (`bg.video` of the slidebg layer); part 2's media. */
let backgroundVideo: ComponentType<{ layer: Layer }> | undefined;

export function registerBackgroundVideo(component: ComponentType<{ layer: Layer }>): void {
  backgroundVideo = component;
}

export function backgroundVideoKind(): ComponentType<{ layer: Layer }> | undefined {
  return backgroundVideo;
}

/** A feature registered to load on demand will register these kinds. */
export function expectLayerKinds(types: readonly LayerType[]): void {
  for (const type of types) coming.add(type);
}

/** The console note for a media layer no feature will draw, once per kind and page. */
export function noteMissingKind(type: LayerType): void {
  if (noted.has(type) || coming.has(type) || typeof window === 'undefined') return;
  noted.add(type);
  console.info(
    `Tribune slider: "${type}" layers are not rendered yet (media players load with part 2).`,
  );
}
