import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { EngineSnapshot, SliderEngine } from '../../core/Engine.js';
import { gridScale, type Level, type PerLevel } from '../../core/Levels.js';
import type { Slide } from '../../core/model/ParseModule.js';
import { cancelAll, finishAll, play, settled } from '../animation/run.js';
import { layerAnimations, slideElement, startPan } from '../animation/slideAnimations.js';
import { transitionFrames, transitionOf } from '../animation/transitions.js';

/**
 * The renderer's half of the slide change (spec 4.1): on "out" the current slide's layers run
 * their out timelines; on "in" the slide transition runs between the leaving and the arriving
 * slide while the arriving slide's layers run their in timelines. Each phase ends with
 * `engine.completePhase()`, at once under prefers-reduced-motion. (The first slide the server
 * already showed has no "in" to run: the engine, told so by `entered`, ends it itself.) Layout
 * effects start the animations before the browser paints the new state, so no frame shows a
 * slide at rest before its entrance.
 *
 * What a change leaves behind (the out state of the leaving slide's layers, the leaving slide's
 * transition end) is held until that slide is hidden, then dropped. A change that takes over a
 * running one first jumps the running one to its end.
 */
export interface PhaseOptions {
  engine: SliderEngine | null;
  snapshot: EngineSnapshot;
  frame: RefObject<HTMLElement | null>;
  reducedMotion: boolean;
  /** The server rendered the first slide: it is already in place (only its pan plays). */
  skipFirstEntrance: boolean;
  level: Level;
  widths: PerLevel<number>;
  /** Effects switched off (sr7.lowfps): transitions become fades. */
  lowFps?: boolean;
}

interface Scene {
  /** Bumped per phase: a finished animation completes only the phase that started it. */
  token: number;
  /** End states kept until their slide is hidden, by slide id. */
  held: Map<string, (Animation | null)[]>;
  /** The running phase's animations, jumped to their end when a change takes over. */
  running: (Animation | null)[];
}

/** Whether a slide's layers have anything to play when it leaves. */
export function movesOut(slide: Slide | undefined): boolean {
  return (
    slide?.layers.some(
      (l) => (l.tl.out?.content?.all?.length ?? 0) + (l.tl.out?.clip ? 1 : 0) > 0,
    ) ?? false
  );
}

export function usePhases(options: PhaseOptions): void {
  const { engine, snapshot, frame, reducedMotion, skipFirstEntrance, level, widths } = options;
  const { phase, current, previous, target } = snapshot;
  const scene = useRef<Scene>({ token: 0, held: new Map(), running: [] });
  const latest = useRef({ lowFps: options.lowFps, reducedMotion });
  latest.current = { lowFps: options.lowFps, reducedMotion };

  // An "out" with nothing to play is over before React renders it: one render fewer per change.
  useEffect(() => {
    if (!engine) return;
    return engine.subscribe(() => {
      const now = engine.getSnapshot();
      if (now.phase !== 'out') return;
      if (latest.current.reducedMotion || !movesOut(engine.slide(now.current))) {
        engine.completePhase();
      }
    });
  }, [engine]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a phase runs once per (phase, slide, target).
  useLayoutEffect(() => {
    const s = scene.current;
    if (!engine) return;
    const root = frame.current;
    const slide = engine.slide(current);
    let measured: number | undefined;
    const scale = () => {
      measured ??= root ? gridScale(root.clientWidth, widths[level]) : 1;
      return measured;
    };
    if (phase === 'idle') {
      // The leaving slide is hidden now: its held end states can go.
      for (const held of s.held.values()) cancelAll(held);
      s.held.clear();
      // The first slide the server rendered is at rest from the start (the engine's
      // `entered`: it has no entrance): only its background's pan plays.
      if (previous === null && skipFirstEntrance && !reducedMotion && root) {
        startPan(slideElement(root, current), slide, level, scale);
      }
      return;
    }
    if (phase !== 'out' && phase !== 'in') return;
    const token = ++s.token;
    // The next phase renders in a task of its own: a change's renders spread over frames
    // rather than chaining through microtasks into one long task.
    const done = () => {
      setTimeout(() => {
        if (s.token === token) engine.completePhase();
      }, 0);
    };
    // A change taking over a running one: that one jumps to its end, and only the slide
    // leaving now keeps its end state.
    finishAll(s.running);
    s.running = [];
    for (const [id, held] of s.held) {
      if (phase === 'in' && id === previous) continue;
      cancelAll(held);
      s.held.delete(id);
    }
    if (reducedMotion || !root) {
      done();
      return;
    }
    const element = slideElement(root, current);
    if (phase === 'out') {
      const outs = layerAnimations(element, slide, 'out', level, scale);
      s.running = outs;
      s.held.set(current, outs);
      void settled(outs).then(done);
      return;
    }
    s.running = layerAnimations(element, slide, 'in', level, scale);
    if (previous !== null) {
      const outgoing = slideElement(root, previous);
      const transition = transitionOf(slide);
      const name = latest.current.lowFps && transition.name !== 'none' ? 'fade' : transition.name;
      const frames = transitionFrames(name, direction(snapshot.play, previous, current));
      const timing = { duration: transition.duration, easing: transition.easing };
      const arriving = play(element, frames.incoming, { ...timing, fill: 'backwards' });
      const leaving = frames.outgoing
        ? play(outgoing, frames.outgoing, { ...timing, fill: 'forwards' })
        : null;
      if (outgoing && frames.outgoingOnTop) {
        outgoing.style.zIndex = '3';
        void settled([leaving]).then(() => outgoing.style.removeProperty('z-index'));
      }
      s.running.push(arriving, leaving);
      s.held.set(previous, [...(s.held.get(previous) ?? []), leaving]);
    }
    startPan(element, slide, level, scale);
    void settled(s.running).then(done);
  }, [engine, phase, current, target]);

  useEffect(
    () => () => {
      const s = scene.current;
      s.token++;
      cancelAll(s.running);
      for (const held of s.held.values()) cancelAll(held);
    },
    [],
  );
}

/** Forwards when the new slide follows the old one in the play order (wrapping), else back. */
export function direction(order: readonly string[], previous: string, current: string): 1 | -1 {
  const a = order.indexOf(previous);
  const b = order.indexOf(current);
  if (a < 0 || b < 0) return 1;
  if (b === (a + 1) % order.length) return 1;
  if (a === (b + 1) % order.length) return -1;
  return b > a ? 1 : -1;
}
