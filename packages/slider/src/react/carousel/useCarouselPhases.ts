import { useEffect, useLayoutEffect, useRef } from 'react';
import type { EngineSnapshot, SliderEngine } from '../../core/Engine.js';
import type { Level, PerLevel } from '../../core/Levels.js';
import type { Slide } from '../../core/model/ParseModule.js';
import { cancelAll, finishAll, settled } from '../animation/run.js';
import { layerAnimations } from '../animation/slideAnimations.js';
import type { TrackMotion } from './TrackMotion.js';

/**
 * The carousel's half of a slide change (spec 4.1). The track itself starts moving when the
 * change is asked for (the binding follows `beforeChange`); the phases deal with the layers,
 * as `showAllLayers` says:
 *
 * - "false" (default): only the focused slide shows its layers; on "out" they play their out
 *   timelines, on "in" the arriving slide's play their in timelines;
 * - "individual": every slide shows its layers, and the arriving slide's play their in
 *   timelines;
 * - "all": every slide shows its layers at rest, nothing replays.
 *
 * "in" ends once the track has arrived and the entrances are over; under
 * `prefers-reduced-motion` every phase ends at once.
 */
export interface CarouselPhaseOptions {
  engine: SliderEngine | null;
  snapshot: EngineSnapshot;
  motion: TrackMotion;
  /** The slide element of a slide id (its layers are inside). */
  element: (id: string) => HTMLElement | null;
  showAllLayers: 'all' | 'individual' | 'false';
  reducedMotion: boolean;
  level: Level;
  widths: PerLevel<number>;
}

export function useCarouselPhases(options: CarouselPhaseOptions): void {
  const { engine, snapshot, motion, element, showAllLayers, reducedMotion, level, widths } =
    options;
  const { phase, current, previous, target } = snapshot;
  const token = useRef(0);
  const running = useRef<{ outs: (Animation | null)[]; ins: (Animation | null)[] }>({
    outs: [],
    ins: [],
  });
  const playsOut = showAllLayers === 'false' && !reducedMotion;
  const latest = useRef(playsOut);
  latest.current = playsOut;

  // An "out" with nothing to play ends before React renders it.
  useEffect(() => {
    if (!engine) return;
    return engine.subscribe(() => {
      const now = engine.getSnapshot();
      if (now.phase === 'out' && !(latest.current && movesOut(engine.slide(now.current)))) {
        engine.completePhase();
      }
    });
  }, [engine]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a phase runs once per (phase, slide, target).
  useLayoutEffect(() => {
    if (!engine || (phase !== 'out' && phase !== 'in')) return;
    const mine = ++token.current;
    const done = () =>
      setTimeout(() => {
        if (token.current === mine) engine.completePhase();
      }, 0);
    // An entrance taken over ends at rest; an exit's end state (held by its fill) goes once the
    // slide has left, or its layers would stay out when it comes back.
    finishAll(running.current.ins);
    cancelAll(running.current.outs);
    running.current = { outs: [], ins: [] };
    const el = element(current);
    const slide = engine.slide(current);
    // The slide's grid shrinks with the slide, never grows (Levels' gridScale).
    const scale = () => (el ? Math.min(1, el.clientWidth / Math.max(1, widths[level])) : 1);
    if (phase === 'out') {
      const outs = playsOut ? layerAnimations(el, slide, 'out', level, scale) : [];
      running.current.outs = outs;
      void settled(outs).then(done);
      return;
    }
    const entering =
      previous !== null && showAllLayers !== 'all' && !reducedMotion
        ? layerAnimations(el, slide, 'in', level, scale)
        : [];
    running.current.ins = entering;
    void Promise.all([motion.settled(), settled(entering)]).then(done);
  }, [engine, phase, current, target]);

  useEffect(
    () => () => {
      token.current++;
      cancelAll([...running.current.ins, ...running.current.outs]);
    },
    [],
  );
}

/**
 * Whether a slide's layers have anything to play when it leaves. (The standard module's
 * `movesOut`, repeated: importing it from the standard module's chunk makes the bundler split
 * shared modules out of the entry, which costs every page bytes.)
 */
function movesOut(slide: Slide | undefined): boolean {
  return (
    slide?.layers.some(
      (l) => (l.tl.out?.content?.all?.length ?? 0) + (l.tl.out?.clip ? 1 : 0) > 0,
    ) ?? false
  );
}
