import { actionSources } from '../../core/actions/ActionSources.js';
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

/** Runs an action now: the engine's own moves, else the handler a part registered. */
export function runAction(action: SlideAction, engine: SliderEngine): void {
  if (action.a === 'next') engine.next();
  else if (action.a === 'prev') engine.prev();
  else if (action.a === 'jumpto' && typeof action.target === 'string') {
    engine.goTo(`#${action.target.replace(/^#/, '')}`, 'user');
  } else handlers.get(action.a)?.(action, engine);
}

/**
 * How a triggered action is run (`actionRunner.run`): at once, until the actions part
 * (`react/actions`) takes over to honour its delay (`d`).
 */
export const actionRunner: { run: RegisteredAction } = { run: runAction };

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
    for (const id of actionSources(action)) out.set(id, [...(out.get(id) ?? []), action]);
  }
  return out;
}
