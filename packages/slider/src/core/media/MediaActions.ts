import type { Logger } from '../Messages.js';
import type { Layer } from '../model/LayerSchema.js';
import type { Slide, SliderModule } from '../model/ParseModule.js';
import type { SlideAction } from '../model/SlideSchema.js';
import { commandMedia, type MediaCommand, toggleGlobalMute } from './MediaCommands.js';
import { isMediaLayer } from './MediaFocus.js';

/**
 * The slide actions that control media (spec 3.2 `actions`), as engine 7 names them (the
 * engine-6 names they migrate from in brackets): each acts on the media layers its `target`
 * lists (layer ids; a slide background layer stands for its background video), except the
 * global mute, which acts on every media of the module.
 */
export const MEDIA_ACTIONS = {
  /** start_video */
  startVideo: 'play',
  /** stop_video */
  stopVideo: 'pause',
  /** toggle_video */
  toggleVideo: 'toggle',
  /** mute_video */
  muteVideo: 'mute',
  /** unmute_video */
  unmuteVideo: 'unmute',
  /** toggle_mute_video */
  toggleMuteVideo: 'toggleMute',
} as const satisfies Record<string, MediaCommand>;

/** toggle_global_mute_video: no target. */
export const GLOBAL_MUTE_ACTION = 'toggleGlobalMuteVideo';

export type MediaActionName = keyof typeof MEDIA_ACTIONS | typeof GLOBAL_MUTE_ACTION;

export function isMediaAction(name: string): name is MediaActionName {
  return name === GLOBAL_MUTE_ACTION || Object.hasOwn(MEDIA_ACTIONS, name);
}

function targetIds(action: SlideAction): string[] {
  const { target } = action;
  return Array.isArray(target) ? target : target === undefined || target === '' ? [] : [target];
}

/**
 * The media layers an action names. Layer ids are unique within a slide: an id is looked up in
 * the slide the action belongs to (the current slide when it cannot be told), then in the
 * static slides, as an engine-6 `static-` target migrates to a static slide's layer id.
 */
export function mediaTargets(
  module: SliderModule,
  action: SlideAction,
  current: string | null,
  logger?: Logger,
): Layer[] {
  const own =
    [...module.slides, ...module.statics].find((s) => s.actions.includes(action)) ??
    module.slides.find((s) => s.id === current);
  const places: Slide[] = own ? [own, ...module.statics.filter((s) => s !== own)] : module.statics;
  const out: Layer[] = [];
  for (const id of targetIds(action)) {
    let found: Layer | undefined;
    for (const slide of places) {
      found = slide.layers.find((l) => l.id === id);
      if (found) break;
    }
    if (found && isMediaLayer(found)) out.push(found);
    else {
      logger?.warn(
        `Tribune slider: the ${action.a} action names "${id}", which is not a media layer of its slide`,
      );
    }
  }
  return out;
}

/** Every media of the module: its slides' and its static slides'. */
export function moduleMedia(module: SliderModule): Layer[] {
  return [...module.slides, ...module.statics].flatMap((s) => s.layers.filter(isMediaLayer));
}

/**
 * Runs one media action. `current` is the id of the slide on screen. Returns false for an
 * action that is not a media action.
 */
export function runMediaAction(
  module: SliderModule,
  action: SlideAction,
  current: string | null,
  logger?: Logger,
): boolean {
  const name = action.a;
  if (name === GLOBAL_MUTE_ACTION) {
    toggleGlobalMute(module, moduleMedia(module));
    return true;
  }
  if (!Object.hasOwn(MEDIA_ACTIONS, name)) return false;
  const command = MEDIA_ACTIONS[name as keyof typeof MEDIA_ACTIONS];
  for (const layer of mediaTargets(module, action, current, logger)) commandMedia(layer, command);
  return true;
}
