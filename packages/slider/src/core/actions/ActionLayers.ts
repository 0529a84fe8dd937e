import type { Layer } from '../model/LayerSchema.js';
import type { Slide, SliderModule } from '../model/ParseModule.js';
import type { SlideAction } from '../model/SlideSchema.js';
import { type ActionEvent, actionEvent, actionTargets } from './ActionNames.js';
import { actionSources } from './ActionSources.js';

/** A layer an action acts on, with the slide that holds it. */
export interface ActionLayer {
  layer: Layer;
  slide: Slide;
}

/** The slide (or static slide) an action belongs to. */
export function slideOfAction(module: SliderModule, action: SlideAction): Slide | undefined {
  return (
    module.slides.find((s) => s.actions.includes(action)) ??
    module.statics.find((s) => s.actions.includes(action))
  );
}

/**
 * The layers an action's `target` names. Layer ids are unique within a slide: an id is looked
 * up in the action's own slide, then in the static slides (engine 6's `static-{uid}` targets
 * migrate to a static slide's layer id), as the media actions do. Ids found nowhere are
 * returned apart, for the console.
 */
export function layersOfAction(
  module: SliderModule,
  action: SlideAction,
): { found: ActionLayer[]; missing: string[] } {
  const own = slideOfAction(module, action);
  const places = own ? [own, ...module.statics.filter((s) => s !== own)] : module.statics;
  const found: ActionLayer[] = [];
  const missing: string[] = [];
  for (const id of actionTargets(action)) {
    let hit: ActionLayer | undefined;
    for (const slide of places) {
      const layer = slide.layers.find((l) => l.id === id);
      if (layer) {
        hit = { layer, slide };
        break;
      }
    }
    if (hit) found.push(hit);
    else missing.push(id);
  }
  return { found, missing };
}

/** The actions of a slide that a layer triggers on an event, in their saved order. */
export function actionsOnLayer(slide: Slide, layerId: string, event: ActionEvent): SlideAction[] {
  return slide.actions.filter(
    (a) => actionEvent(a) === event && actionSources(a).includes(layerId),
  );
}

/** Whether a layer's entrance waits for an action (`tl.in.wait`, engine 6's "wait for action"). */
export function waitsForAction(layer: Layer): boolean {
  return layer.tl.in?.wait === true;
}
