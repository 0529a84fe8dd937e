import { startTransition, useEffect, useState } from 'react';
import { type EngineOptions, type EngineSnapshot, SliderEngine } from '../../core/Engine.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { SlideOrder } from '../../core/SlideOrder.js';

/**
 * One engine per mounted module; React renders its snapshots. The engine is made in an effect
 * (it starts timers and reads the page's hash), so the server render and the hydrating render
 * both show the static first state; the live state follows at once. `ready` holds the engine
 * back until what it needs at birth is known (part 2's plugins); `attach` is handed each engine
 * as it is made (and null when it goes), before anything else runs, so the module's API hears
 * the first slide's events.
 *
 * Each snapshot renders as a transition, not synchronously (`useSyncExternalStore` would): a
 * slide change re-renders the module, and as one task with the caller's own work (a click, a
 * timer, the page's `next()`) it ran past a frame at 4x CPU slowdown, so the first change of a
 * page dropped a frame in 9 of 10 loads. React now renders it in slices between frames, and
 * the phase's animations start when it commits (0 of 10). The later start costs nothing else:
 * the engine moves on from a phase only when the renderer calls `completePhase`.
 */
export function useEngine(
  module: SliderModule,
  options: () => EngineOptions,
  ready: boolean,
  attach: (engine: SliderEngine | null) => void,
): { engine: SliderEngine | null; snapshot: EngineSnapshot } {
  const [engine, setEngine] = useState<SliderEngine | null>(null);
  const [initial] = useState(() => staticSnapshot(module));
  const [snapshot, setSnapshot] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are read once per engine.
  useEffect(() => {
    if (!ready) return;
    const made = SliderEngine(module, options());
    attach(made);
    const update = () => setSnapshot(made.getSnapshot());
    // Subscribed at birth, so no update is missed; the engine and its first snapshot render
    // together, in one render.
    const off = made.subscribe(() => startTransition(update));
    setEngine(made);
    update();
    return () => {
      off();
      made.destroy();
      attach(null);
      setEngine(null);
      // Without an engine the module shows its static first state again, as it did before.
      setSnapshot(initial);
    };
  }, [module, ready]);
  return { engine, snapshot };
}

/** What the server renders: the first slide of the play order at rest. */
export function staticSnapshot(module: SliderModule): EngineSnapshot {
  const order = SlideOrder(module.slides, { hero: module.settings.type === 'hero', shuffle: null });
  const play = order.play();
  const current = play[0] ?? module.slides[0]?.id ?? '';
  return {
    phase: 'idle',
    previous: null,
    current,
    next: order.step(current, 1, 'play'),
    target: null,
    deferred: null,
    queued: null,
    play,
    navigation: order.navigation(),
    slideshow: module.settings.slideshow.auto && play.length > 1 ? 'running' : 'stopped',
    pauseReasons: [],
    loopsLeft: module.settings.slideshow.loop,
    announcement: '',
    inViewport: true,
  };
}
