import { useEffect, useState, useSyncExternalStore } from 'react';
import { type EngineOptions, type EngineSnapshot, SliderEngine } from '../../core/Engine.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { SlideOrder } from '../../core/SlideOrder.js';

/**
 * One engine per mounted module, joined to React with `useSyncExternalStore`. The engine is
 * made in an effect (it starts timers and reads the page's hash), so the server render and
 * the hydrating render both show the static first state; the live state follows at once.
 * `ready` holds the engine back until what it needs at birth is known (part 2's plugins);
 * `attach` is handed each engine as it is made (and null when it goes), before anything else
 * runs, so the module's API hears the first slide's events.
 */
export function useEngine(
  module: SliderModule,
  options: () => EngineOptions,
  ready: boolean,
  attach: (engine: SliderEngine | null) => void,
): { engine: SliderEngine | null; snapshot: EngineSnapshot } {
  const [engine, setEngine] = useState<SliderEngine | null>(null);
  const [initial] = useState(() => staticSnapshot(module));
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are read once per engine.
  useEffect(() => {
    if (!ready) return;
    const made = SliderEngine(module, options());
    attach(made);
    setEngine(made);
    return () => {
      made.destroy();
      attach(null);
      setEngine(null);
    };
  }, [module, ready]);
  const snapshot = useSyncExternalStore(
    engine?.subscribe ?? noSubscribe,
    engine?.getSnapshot ?? (() => initial),
    () => initial,
  );
  return { engine, snapshot };
}

function noSubscribe(): () => void {
  return () => {};
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
