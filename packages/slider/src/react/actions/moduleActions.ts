import { layersOfAction } from '../../core/actions/ActionLayers.js';
import {
  actionClasses,
  type LayerActionName,
  type ModuleActionName,
} from '../../core/actions/ActionNames.js';
import type { DelayedActions } from '../../core/actions/DelayedActions.js';
import { gridScale, levelForWidth } from '../../core/Levels.js';
import type { Layer } from '../../core/model/LayerSchema.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';
import { slideElement } from '../animation/slideAnimations.js';
import type { ModuleHost } from '../featureLoaders.js';
import { viewportSize } from '../layout/viewportSize.js';
import { prefersReducedMotion } from '../state/useReducedMotion.js';
import { fullscreenAction } from './fullscreen.js';
import type { LayerStates } from './layerStates.js';
import { scrollBelow } from './scrollBelow.js';

/** One module on the page, as the actions part keeps it. */
export interface ActionScope {
  host: ModuleHost;
  delays: DelayedActions;
  layers: LayerStates;
  /** Stops a running scrollBelow glide. */
  stopScroll: () => void;
}

type Handler = (action: SlideAction, scope: ActionScope) => void;

/** toggleClass actions without a class, said once each (a hover would say it on every pass). */
const unnamed = new WeakSet<SlideAction>();

/** What each action of the actions part does. */
export const HANDLERS: Record<LayerActionName | ModuleActionName, Handler> = {
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
  scrollBelow(action, scope) {
    const win = scope.host.root.ownerDocument.defaultView;
    if (!win) return;
    const extra = action as SlideAction & { offset?: unknown; sp?: unknown; e?: unknown };
    const number = (v: unknown, fallback: number) => {
      const n = Number.parseFloat(String(v));
      return Number.isFinite(n) ? n : fallback;
    };
    scope.stopScroll();
    scope.stopScroll = scrollBelow(win, scope.host.root, {
      offset: number(extra.offset, 0),
      duration: Math.max(0, number(extra.sp, 1000)),
      ease: typeof extra.e === 'string' ? extra.e : 'power1.inOut',
      reduced: prefersReducedMotion(),
    });
  },
};

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
  const { host } = scope;
  const level = levelForWidth(viewportSize().width);
  const timing = {
    level,
    scale: gridScale(host.frame.clientWidth, host.module.settings.size.width[level]),
    reduced: prefersReducedMotion(),
  };
  for (const { node, layer, slide } of targetNodes(action, scope)) {
    scope.layers.play(node, layer, slide, direction(node, layer), timing);
  }
}

/** The drawn elements of an action's target layers (a layer not drawn now is skipped). */
function targetNodes(action: SlideAction, { host }: ActionScope): TargetNode[] {
  const { found, missing } = layersOfAction(host.module, action);
  for (const id of missing) {
    host.logger.warn(
      `Tribune slider: the ${action.a} action names the layer "${id}", which is not in its slide`,
    );
  }
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
