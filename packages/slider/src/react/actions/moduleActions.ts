import { layersOfAction } from '../../core/actions/ActionLayers.js';
import {
  actionClasses,
  type Engine7ActionName,
  type LayerActionName,
  type ModuleActionName,
} from '../../core/actions/ActionNames.js';
import { actionEase, actionNumber, actionSpeed } from '../../core/actions/ActionValues.js';
import { callSlideRequest } from '../../core/actions/CallSlide.js';
import type { DelayedActions } from '../../core/actions/DelayedActions.js';
import {
  playedScene,
  type SceneName,
  sceneFrames,
  toggledScene,
} from '../../core/actions/Scenes.js';
import { scrollTargetOf } from '../../core/actions/ScrollTarget.js';
import { simulatedActions } from '../../core/actions/Simulate.js';
import { gridScale, levelForWidth } from '../../core/Levels.js';
import type { Layer } from '../../core/model/LayerSchema.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';
import { slideElement } from '../animation/slideAnimations.js';
import { layerTimeline } from '../animation/timeline.js';
import type { ModuleHost } from '../featureLoaders.js';
import { viewportSize } from '../layout/viewportSize.js';
import { prefersReducedMotion } from '../state/useReducedMotion.js';
import { fullscreenAction } from './fullscreen.js';
import type { LayerStates, PlayTiming } from './layerStates.js';
import { scrollBelow, scrollToTarget } from './scrollBelow.js';

/** One module on the page, as the actions part keeps it. */
export interface ActionScope {
  host: ModuleHost;
  delays: DelayedActions;
  layers: LayerStates;
  /** Stops a running scrollBelow or scroll glide. */
  stopScroll: () => void;
  /** Triggers an action of this module (its delay honoured), as a reader's click does. */
  run: (action: SlideAction) => void;
}

type Handler = (action: SlideAction, scope: ActionScope) => void;

/** toggleClass actions without a class, said once each (a hover would say it on every pass). */
const unnamed = new WeakSet<SlideAction>();

/** What each action of the actions part does. */
export const HANDLERS: Record<LayerActionName | ModuleActionName | Engine7ActionName, Handler> = {
  startIn: (action, scope) => onLayers(action, scope, () => 'in'),
  startOut: (action, scope) => onLayers(action, scope, () => 'out'),
  toggleLayer: (action, scope) =>
    onLayers(action, scope, (node, layer) => (scope.layers.shown(node, layer) ? 'out' : 'in')),
  toggleClass(action, scope) {
    const classes = actionClasses(action);
    if (classes.length === 0) {
      if (!unnamed.has(action)) {
        unnamed.add(action);
        scope.host.logger.warn('Tribune slider: a toggleClass action names no class to toggle');
      }
      return;
    }
    for (const { node, slide } of targetNodes(action, scope)) {
      scope.layers.toggleClasses(node, slide, classes);
    }
  },
  // The slideshow, as the rotation control pauses and resumes it (the "user" reason).
  pause: (_action, { host }) => host.engine?.pause('user'),
  resume: (_action, { host }) => host.engine?.resume('user'),
  toggle(_action, { host }) {
    const engine = host.engine;
    if (!engine) return;
    if (engine.getSnapshot().pauseReasons.includes('user')) engine.resume('user');
    else engine.pause('user');
  },
  goFullscreen: fullscreen,
  exitFullscreen: fullscreen,
  toggleFullscreen: fullscreen,
  scrollBelow: glideBelow,
  scrollbelow: glideBelow,
  scroll(action, scope) {
    const win = scope.host.root.ownerDocument.defaultView;
    const target = scrollTargetOf(action);
    if (!win || !target) return;
    scope.stopScroll();
    scope.stopScroll = scrollToTarget(win, target, glideOptions(action), () =>
      scope.host.logger.warn(
        `Tribune slider: the scroll action names "${'id' in target ? target.id : ''}", which is not an element of the page`,
      ),
    );
  },
  callSlide(action, { host }) {
    const { engine } = host;
    if (!engine) return;
    const request = callSlideRequest(action, engine.getSnapshot().navigation.length);
    if (request !== null) engine.goTo(request, 'user');
  },
  playScene: (action, scope) => scenes(action, scope, () => playedScene(action)),
  toggleScenes: (action, scope) =>
    scenes(action, scope, (node, slide) => toggledScene(action, scope.layers.toggle(node, slide))),
  simulate(action, scope) {
    const { actions, missing } = simulatedActions(scope.host.module, action);
    warnMissing(action, missing, scope);
    for (const each of actions) scope.run(each);
  },
};

function glideOptions(action: SlideAction) {
  return {
    offset: actionNumber(action, 'offset', 0),
    duration: actionSpeed(action),
    ease: actionEase(action),
    reduced: prefersReducedMotion(),
  };
}

function glideBelow(action: SlideAction, scope: ActionScope): void {
  const win = scope.host.root.ownerDocument.defaultView;
  if (!win) return;
  scope.stopScroll();
  scope.stopScroll = scrollBelow(win, scope.host.root, glideOptions(action));
}

/** Scenes without frames Tribune reads, said once each. */
const unplayed = new Set<string>();

/** Plays a scene on each target layer (the scene chosen per layer, for toggleScenes). */
function scenes(
  action: SlideAction,
  scope: ActionScope,
  pick: (node: HTMLElement, slide: string | null) => SceneName | null,
): void {
  const timing = timingOf(scope.host);
  for (const { node, layer, slide } of targetNodes(action, scope)) {
    const name = pick(node, slide);
    if (name === 'out') scope.layers.play(node, layer, slide, 'out', timing);
    else if (name === 'in' && !scope.layers.shown(node, layer)) {
      scope.layers.play(node, layer, slide, 'in', timing);
    } else if (name === 'in') {
      // Shown already: back to where its entrance leaves it, from where it is now.
      const frames = layer.tl.in?.content?.all ?? [];
      const rest = layerTimeline(frames, 'in', timing.level, timing.scale)?.keyframes.at(-1);
      const last = frames[frames.length - 1];
      scope.layers.scene(node, slide, [{}, rest ?? {}], timing.reduced ? 0 : (last?.d ?? 300));
    } else if (name) {
      const frames = sceneFrames(layer, name);
      const moves = frames && layerTimeline(frames, 'out', timing.level, timing.scale);
      if (moves)
        scope.layers.scene(node, slide, moves.keyframes, timing.reduced ? 0 : moves.duration);
      else if (!unplayed.has(`${layer.id}/${name}`)) {
        unplayed.add(`${layer.id}/${name}`);
        scope.host.logger.warn(
          `Tribune slider: the layer "${layer.id}" has no scene "${name}" Tribune can play`,
        );
      }
    }
  }
}

function timingOf(host: ModuleHost): PlayTiming {
  const level = levelForWidth(viewportSize().width);
  return {
    level,
    scale: gridScale(host.frame.clientWidth, host.module.settings.size.width[level]),
    reduced: prefersReducedMotion(),
  };
}

function warnMissing(action: SlideAction, missing: readonly string[], { host }: ActionScope) {
  for (const id of missing) {
    host.logger.warn(
      `Tribune slider: the ${action.a} action names the layer "${id}", which is not in its slide`,
    );
  }
}

function fullscreen(action: SlideAction, { host }: ActionScope): void {
  fullscreenAction(
    action.a as 'goFullscreen' | 'exitFullscreen' | 'toggleFullscreen',
    host.root,
    host.logger,
  );
}

/** Plays each target layer in or out (the direction chosen per layer, for toggleLayer). */
function onLayers(
  action: SlideAction,
  scope: ActionScope,
  direction: (node: HTMLElement, layer: Layer) => 'in' | 'out',
): void {
  const timing = timingOf(scope.host);
  for (const { node, layer, slide } of targetNodes(action, scope)) {
    scope.layers.play(node, layer, slide, direction(node, layer), timing);
  }
}

/** The drawn elements of an action's target layers (a layer not drawn now is skipped). */
function targetNodes(action: SlideAction, scope: ActionScope): TargetNode[] {
  const { host } = scope;
  const { found, missing } = layersOfAction(host.module, action);
  warnMissing(action, missing, scope);
  const out: TargetNode[] = [];
  for (const { layer, slide } of found) {
    // Static slides' layers are drawn together, apart from the slides.
    const node = slide.global
      ? layerElement(host.frame, '.sr7-static [data-sr-layer]', layer.id)
      : layerElement(slideElement(host.frame, slide.id), '[data-sr-layer]', layer.id);
    if (node) out.push({ node, layer, slide: slide.global ? null : slide.id });
  }
  return out;
}

interface TargetNode {
  node: HTMLElement;
  layer: Layer;
  /** Its slide's id; null for a static slide. */
  slide: string | null;
}

function layerElement(place: ParentNode | null, selector: string, id: string): HTMLElement | null {
  for (const el of place?.querySelectorAll<HTMLElement>(selector) ?? []) {
    if (el.dataset.srLayer === id) return el;
  }
  return null;
}
