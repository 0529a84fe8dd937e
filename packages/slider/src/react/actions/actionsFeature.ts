import { actionDelay } from '../../core/actions/ActionNames.js';
import { DelayedActions } from '../../core/actions/DelayedActions.js';
import type { SliderEngine } from '../../core/Engine.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';
import type { FeaturePlugin, ModuleHost } from '../featureLoaders.js';
import { actionRunner, registerAction, runAction } from '../render/slideActions.js';
import { installStyles } from '../styles.js';
import { FULLSCREEN_CSS } from './fullscreen.js';
import { bindHeroButtons } from './heroButtons.js';
import { bindHoverActions } from './hoverActions.js';
import { LayerStates } from './layerStates.js';
import { type ActionScope, HANDLERS } from './moduleActions.js';

/**
 * The actions part (spec 3.2 `actions`), a chunk of its own: loaded only by modules whose
 * slides have an action the renderer does not run itself (`featuresOf`: startIn, startOut,
 * toggleLayer, toggleClass, the slideshow and fullscreen actions, scrollBelow, engine 7's
 * callSlide, playScene, toggleScenes, simulate, scroll and scrollbelow, or any action with a
 * delay `d` or an event other than a click). Loading it
 *
 * - registers those actions' handlers (`HANDLERS`), so a layer that triggers one is a button
 *   like the layers that move the module (click, Enter and Space);
 * - makes every triggered action wait for its delay (`d`, ms), cancelled if the module leaves
 *   the page;
 * - runs "mouseenter" / "mouseleave" actions when the pointer or the focus enters or leaves
 *   their layer (`hoverActions.ts`);
 * - in a hero, which has no engine, makes the layers with click actions buttons
 *   (`heroButtons.ts`);
 * - puts layers that actions played in or out, or whose classes they toggled, back as their
 *   slide saved them once the slide has been left (`layerStates.ts`).
 */
const scopes = new WeakMap<SliderEngine, ActionScope>();

for (const [name, handler] of Object.entries(HANDLERS)) {
  registerAction(name, (action, engine) => {
    const scope = scopes.get(engine);
    if (scope) handler(action, scope);
  });
}

actionRunner.run = (action, engine) => {
  const scope = scopes.get(engine);
  if (scope) trigger(action, scope);
  else runAction(action, engine);
};

function trigger(action: SlideAction, scope: ActionScope): void {
  scope.delays.after(actionDelay(action), () => {
    const { engine } = scope.host;
    if (engine) runAction(action, engine);
    // A hero has no engine, and no slides to move: only this part's actions apply.
    else if (Object.hasOwn(HANDLERS, action.a)) {
      HANDLERS[action.a as keyof typeof HANDLERS](action, scope);
    }
  });
}

function mount(host: ModuleHost): () => void {
  const { engine, module } = host;
  const scope: ActionScope = {
    host,
    delays: DelayedActions(),
    layers: LayerStates(),
    stopScroll: () => {},
    run: (action) => trigger(action, scope),
  };
  if (engine) scopes.set(engine, scope);
  const all = [...module.slides, ...module.statics].flatMap((s) => s.actions);
  if (all.some((a) => /Fullscreen$/.test(a.a)))
    installStyles(host.root.ownerDocument, FULLSCREEN_CSS);
  warnUnknown(all, host);
  const { run } = scope;
  const unhover = bindHoverActions(host.root, module, run);
  // A hero: no engine, no slide to leave, and its renderer makes no layer a button.
  const unbind = engine
    ? resetOnLeave(engine, scope.layers)
    : bindHeroButtons(host.root, module, run);
  return () => {
    unhover();
    unbind();
    scope.delays.cancel();
    scope.stopScroll();
    scope.layers.clear();
    if (engine && scopes.get(engine) === scope) scopes.delete(engine);
  };
}

/** When a change has ended on another slide, the left slide's layers go back as saved. */
function resetOnLeave(engine: SliderEngine, layers: LayerStates): () => void {
  let shown = engine.getSnapshot().current;
  return engine.subscribe(() => {
    const { phase, current } = engine.getSnapshot();
    if (phase !== 'idle' || current === shown) return;
    shown = current;
    layers.reset(current);
  });
}

/** Action names no part of Tribune runs: said once, in the console. */
function warnUnknown(actions: readonly SlideAction[], host: ModuleHost): void {
  const known = /^(link|next|prev|jumpto|open_modal)$|Video$/;
  const unknown = new Set(
    actions.map((a) => a.a).filter((a) => !known.test(a) && !Object.hasOwn(HANDLERS, a)),
  );
  for (const name of unknown) {
    host.logger.warn(`Tribune slider: the slide action "${name}" is not one Tribune runs`);
  }
}

export const plugin: FeaturePlugin = { name: 'actions', setup: () => undefined, mount };
