import type { SlideAction } from '../model/SlideSchema.js';

/**
 * The slide actions the actions part runs (spec 3.2 `actions`, engine-7 names; the engine-6
 * names they migrate from in brackets). The renderer runs links, next, prev and jumpto itself;
 * the media part runs the media actions, the modal part `open_modal`.
 */
export const LAYER_ACTIONS = [
  /** start_in: the target layers play their entrance (and show, if they wait for an action). */
  'startIn',
  /** start_out: the target layers play their exit and stay hidden. */
  'startOut',
  /** toggle_layer: in if out, out if in. */
  'toggleLayer',
  /** toggle_class: the class (`class`) is toggled on the target layers. */
  'toggleClass',
] as const;

export const MODULE_ACTIONS = [
  /** pause, resume, toggle_slider: the slideshow, as the rotation control does. */
  'pause',
  'resume',
  'toggle',
  /** gofullscreen, exitfullscreen, togglefullscreen: the module in the Fullscreen API. */
  'goFullscreen',
  'exitFullscreen',
  'toggleFullscreen',
  /** scroll_under: the page scrolls to just below the module. */
  'scrollBelow',
] as const;

/** Engine 7's own actions, which no engine-6 action migrates to. */
export const ENGINE7_ACTIONS = [
  /** The target layers play a scene (`sc`: "in", "out", "scene_1", …; `Scenes.ts`). */
  'playScene',
  /** The target layers play `scn`, then `scm` on the next trigger, and so on. */
  'toggleScenes',
  /** The target layers' own actions run as if the reader did it (`typ`; `Simulate.ts`). */
  'simulate',
  /** The module goes to a slide (`CallSlide.ts`). */
  'callSlide',
  /** The page scrolls to an element of the page, or an offset (`ScrollTarget.ts`). */
  'scroll',
  /** Engine 7's spelling of scrollBelow. */
  'scrollbelow',
] as const;

export type LayerActionName = (typeof LAYER_ACTIONS)[number];
export type ModuleActionName = (typeof MODULE_ACTIONS)[number];
export type Engine7ActionName = (typeof ENGINE7_ACTIONS)[number];

/** The events an action can wait for: engine 6's `tooltip_event`, engine 7's `evt`. */
export type ActionEvent = 'click' | 'mouseenter' | 'mouseleave';

export function actionEvent(action: SlideAction): ActionEvent {
  const evt = (action as SlideAction & { evt?: unknown }).evt;
  return evt === 'mouseenter' || evt === 'mouseleave' ? evt : 'click';
}

/** How long an action waits once triggered (`d`, ms; engine 6's `action_delay`). */
export function actionDelay(action: SlideAction): number {
  const d = Number((action as SlideAction & { d?: unknown }).d);
  return Number.isFinite(d) && d > 0 ? d : 0;
}

/** The layer ids an action acts on (`target`). */
export function actionTargets(action: SlideAction): string[] {
  const { target } = action;
  const list = Array.isArray(target) ? target : target === undefined ? [] : [target];
  return list.map(String).filter((id) => id !== '');
}

/**
 * The class names a toggleClass action toggles (`class`, several separated by spaces). Only
 * valid CSS class names are kept, so the value cannot reach anything but `classList`.
 */
export function actionClasses(action: SlideAction): string[] {
  const raw = (action as SlideAction & { class?: unknown }).class;
  if (typeof raw !== 'string') return [];
  return raw.split(/\s+/).filter((name) => /^-?[_a-zA-Z][\w-]*$/.test(name));
}
