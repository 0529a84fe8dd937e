import type { SliderEngine } from '../../core/Engine.js';
import type { Slide } from '../../core/model/ParseModule.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';

/**
 * Slide actions (spec 3.2 `actions`): each names the layers that trigger it (`src`, layer ids)
 * and what happens (`a`). A `link` turns its layers into links; `next`, `prev` and `jumpto` move
 * the module, which is what the engine's global slides use for their own arrows. Other actions
 * (`open_modal`, …) belong to part 2, which registers a handler with `registerAction`.
 */
export type ActionHandler = (action: SlideAction) => void;

/** A part-2 action: told which module's engine the action belongs to. */
export type RegisteredAction = (action: SlideAction, engine: SliderEngine) => void;

const handlers = new Map<string, RegisteredAction>();

export function registerAction(name: string, handler: RegisteredAction): void {
  handlers.set(name, handler);
}

export function actionHandler(name: string): RegisteredAction | undefined {
  return handlers.get(name);
}

/** The layer ids an action is attached to. */
function sources(action: SlideAction): string[] {
  const src = (action as SlideAction & { src?: unknown }).src;
  const list = Array.isArray(src) ? src : src === undefined ? [] : [src];
  return list.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
}

const cache = new WeakMap<Slide, Map<string, SlideAction[]>>();

/** Click actions by layer id (worked out once per slide). */
export function actionsByLayer(slide: Slide): Map<string, SlideAction[]> {
  const known = cache.get(slide);
  if (known) return known;
  const out = new Map<string, SlideAction[]>();
  cache.set(slide, out);
  for (const action of slide.actions) {
    const evt = (action as SlideAction & { evt?: unknown }).evt;
    if (evt !== undefined && evt !== 'click') continue;
    for (const id of sources(action)) out.set(id, [...(out.get(id) ?? []), action]);
  }
  return out;
}
