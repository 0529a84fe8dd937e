import type { SliderModule } from '../model/ParseModule.js';
import type { SlideAction } from '../model/SlideSchema.js';
import { actionsOnLayer, layersOfAction } from './ActionLayers.js';
import type { ActionEvent } from './ActionNames.js';

/**
 * simulate (engine 7): acts as if the reader had clicked (or entered, or left: `typ`) the
 * target layers: the actions those layers trigger on that event run, in their saved order
 * (a menu entry that closes its menu "clicks" the menu button). Simulated actions that would
 * simulate again are left out, so two layers simulating each other cannot loop. A link on a
 * target layer is not followed (a page change nobody clicked). Missing layers are returned
 * apart, for the console.
 */
export function simulatedActions(
  module: SliderModule,
  action: SlideAction,
): { actions: SlideAction[]; missing: string[] } {
  const typ = (action as SlideAction & { typ?: unknown }).typ;
  const event: ActionEvent = typ === 'mouseenter' || typ === 'mouseleave' ? typ : 'click';
  const { found, missing } = layersOfAction(module, action);
  const actions = found.flatMap(({ layer, slide }) =>
    actionsOnLayer(slide, layer.id, event).filter((a) => a.a !== 'simulate' && a.a !== 'link'),
  );
  return { actions, missing };
}
