import type { Level } from '../../core/Levels.js';
import type { Layer } from '../../core/model/LayerSchema.js';
import { cancelAll, play } from '../animation/run.js';
import { clipTimeline, layerTimeline } from '../animation/timeline.js';

/**
 * What slide actions did to the layers of one module: which layers they played in or out
 * (startIn, startOut, toggleLayer) and which classes they toggled (toggleClass). A layer's
 * entrance or exit is its own `tl.in` / `tl.out` timeline, played with the Web Animations API
 * on the layer's element as the slide change plays it (`animation/slideAnimations.ts`), and
 * held at its end: an exit leaves the layer hidden (`visibility`, so it is out of the tab
 * order and of the accessibility tree too), an entrance shows a layer that waits for an action
 * (`tl.in.wait`, hidden by its inline style from the server's HTML on).
 *
 * When its slide has been left, a layer goes back to what the slide saved (engine 6's
 * trigger memory "reset before each loop"): the held animations are cancelled, the toggled
 * classes toggled back. Static slides' layers never leave and keep their state.
 */
export interface PlayTiming {
  level: Level;
  /** The grid's scale (px offsets follow it). */
  scale: number;
  /** prefers-reduced-motion: the end state at once, no movement. */
  reduced: boolean;
}

interface LayerState {
  /** The slide the layer belongs to; null for a static slide's layer. */
  slide: string | null;
  /** Shown (in) or hidden (out), once an action played one. */
  shown?: boolean;
  /** The animations holding the last entrance or exit. */
  held: (Animation | null)[];
  /** Classes whose presence an action flipped. */
  flipped: Set<string>;
  /** How many times toggleScenes actions toggled it. */
  toggles: number;
}

export interface LayerStates {
  /** Plays a layer's entrance ("in") or exit ("out") and holds its end. */
  play(
    node: HTMLElement,
    layer: Layer,
    slide: string | null,
    direction: 'in' | 'out',
    timing: PlayTiming,
  ): void;
  /**
   * Plays a scene's keyframes (engine 7's `playScene`) from where the layer is now, and holds
   * their end: a scene played while another one moves the layer takes over from there.
   */
  scene(node: HTMLElement, slide: string | null, moves: Keyframe[], duration: number): void;
  /** How many times toggleScenes toggled the layer so far (and counts this one). */
  toggle(node: HTMLElement, slide: string | null): number;
  /** Whether the layer shows: its last action's direction, else not if it waits for one. */
  shown(node: HTMLElement, layer: Layer): boolean;
  /** Toggles classes on a layer's element. */
  toggleClasses(node: HTMLElement, slide: string | null, classes: readonly string[]): void;
  /** Layers of slides other than `current` go back to what their slide saved. */
  reset(current: string | null): void;
  /** Everything back (the module leaves the page). */
  clear(): void;
}

export function LayerStates(): LayerStates {
  const states = new Map<HTMLElement, LayerState>();

  function stateOf(node: HTMLElement, slide: string | null): LayerState {
    let state = states.get(node);
    if (!state) {
      state = { slide, held: [], flipped: new Set(), toggles: 0 };
      states.set(node, state);
    }
    return state;
  }

  function undo(node: HTMLElement, state: LayerState): void {
    cancelAll(state.held);
    for (const name of state.flipped) node.classList.toggle(name);
    states.delete(node);
  }

  return {
    play(node, layer, slide, direction, timing) {
      const state = stateOf(node, slide);
      cancelAll(state.held);
      state.held = direction === 'in' ? entrance(node, layer, timing) : exit(node, layer, timing);
      state.shown = direction === 'in';
    },
    scene(node, slide, moves, duration) {
      const state = stateOf(node, slide);
      const now = node.ownerDocument.defaultView?.getComputedStyle(node);
      const from: Keyframe = { transform: now?.transform ?? 'none', opacity: now?.opacity ?? 1 };
      cancelAll(state.held);
      const [first, ...rest] = moves;
      // The first keyframe's easing is the first move's; its place is the layer's now.
      state.held = [play(node, [{ ...first, ...from }, ...rest], { duration, fill: 'forwards' })];
      // A scene that ends seen shows a layer that waits, as "in" does; one that fades it out
      // hides it at its end, as "out" does.
      const shown = Number(moves[moves.length - 1]?.opacity ?? 1) > 0;
      const last = shown ? 'visible' : 'hidden';
      state.held.push(
        play(node, [{ visibility: 'visible' }, { visibility: last }], {
          duration,
          fill: 'forwards',
        }),
      );
      state.shown = shown;
    },
    toggle(node, slide) {
      const state = stateOf(node, slide);
      return state.toggles++;
    },
    shown(node, layer) {
      return states.get(node)?.shown ?? layer.tl.in?.wait !== true;
    },
    toggleClasses(node, slide, classes) {
      const state = stateOf(node, slide);
      for (const name of classes) {
        node.classList.toggle(name);
        if (!state.flipped.delete(name)) state.flipped.add(name);
      }
    },
    reset(current) {
      for (const [node, state] of states) {
        if (!node.isConnected) states.delete(node);
        else if (state.slide !== null && state.slide !== current) undo(node, state);
      }
    },
    clear() {
      for (const [node, state] of states) undo(node, state);
    },
  };
}

type Track = Parameters<typeof clipTimeline>[0];

/** The layer's `tl.in` from its first frame to rest, then held there, shown. */
function entrance(node: HTMLElement, layer: Layer, timing: PlayTiming): (Animation | null)[] {
  const tl = layer.tl.in;
  const out: (Animation | null)[] = [];
  if (!timing.reduced) {
    const content = layerTimeline(tl?.content?.all, 'in', timing.level, timing.scale);
    if (content)
      out.push(play(node, content.keyframes, { duration: content.duration, fill: 'both' }));
    const clip = clipTimeline(tl?.clip as Track, 'in');
    if (clip) out.push(play(node, clip.keyframes, { duration: clip.duration, fill: 'both' }));
  }
  // Shown from the first frame on: over the inline `visibility: hidden` of a waiting layer.
  out.push(play(node, [{ visibility: 'visible' }, { visibility: 'visible' }], { fill: 'both' }));
  return out;
}

/** The layer's `tl.out` to its end, then held hidden. */
function exit(node: HTMLElement, layer: Layer, timing: PlayTiming): (Animation | null)[] {
  const tl = layer.tl.out;
  const out: (Animation | null)[] = [];
  let duration = 0;
  if (!timing.reduced) {
    const content = layerTimeline(tl?.content?.all, 'out', timing.level, timing.scale);
    if (content) {
      out.push(play(node, content.keyframes, { duration: content.duration, fill: 'forwards' }));
      duration = content.duration;
    }
    const clip = clipTimeline(tl?.clip as Track, 'out');
    if (clip) {
      out.push(play(node, clip.keyframes, { duration: clip.duration, fill: 'forwards' }));
      duration = Math.max(duration, clip.duration);
    }
  }
  // Visible while it leaves (a discrete step: "visible" until the very end), hidden after.
  out.push(
    play(node, [{ visibility: 'visible' }, { visibility: 'hidden' }], {
      duration,
      fill: 'forwards',
    }),
  );
  return out;
}
