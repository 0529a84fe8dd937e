import type { ChangeRequest } from '../core/ChangeRequest.js';
import type { EngineEvents, EngineSnapshot, SliderEngine } from '../core/Engine.js';

/**
 * The imperative API of one mounted module, the same object from a React `ref` and from
 * `window.Tribune.sliders.get(alias)`. Listeners may be added before the engine runs (or
 * while it is remade): they are kept here and bridged to whichever engine is current.
 * A hero has no engine: its navigation calls do nothing.
 */
export interface SliderApi {
  readonly alias: string;
  /** The module's database id ("" when it has none). */
  readonly id: string;
  next(): void;
  prev(): void;
  /** "+1", "-1", a 0-based index into the navigation order, or "#key" (slide id or deep link). */
  goTo(request: ChangeRequest): void;
  /** Stops the slideshow, as the rotation control does. */
  pause(): void;
  resume(): void;
  on<K extends keyof EngineEvents>(type: K, fn: (detail: EngineEvents[K]) => void): () => void;
  off<K extends keyof EngineEvents>(type: K, fn: (detail: EngineEvents[K]) => void): void;
  /** The engine's state now (slide ids, phase, slideshow state), or null for a hero. */
  state(): EngineSnapshot | null;
}

type AnyListener = (detail: never) => void;

export interface SliderApiHandle {
  api: SliderApi;
  attach(engine: SliderEngine | null): void;
}

export function createSliderApi(alias: string, id: string): SliderApiHandle {
  let engine: SliderEngine | null = null;
  const listeners = new Map<keyof EngineEvents, Set<AnyListener>>();
  const bridges = new Map<keyof EngineEvents, () => void>();

  function bridge(type: keyof EngineEvents): void {
    if (!engine || bridges.has(type)) return;
    bridges.set(
      type,
      engine.on(type, (detail) => {
        for (const fn of [...(listeners.get(type) ?? [])]) (fn as (d: unknown) => void)(detail);
      }),
    );
  }

  const api: SliderApi = {
    alias,
    id,
    next: () => void engine?.next(),
    prev: () => void engine?.prev(),
    goTo: (request) => void engine?.goTo(request, 'api'),
    pause: () => engine?.pause('user'),
    resume: () => engine?.resume('user'),
    on(type, fn) {
      const set = listeners.get(type) ?? new Set();
      set.add(fn as AnyListener);
      listeners.set(type, set);
      bridge(type);
      return () => api.off(type, fn);
    },
    off(type, fn) {
      listeners.get(type)?.delete(fn as AnyListener);
    },
    state: () => engine?.getSnapshot() ?? null,
  };

  return {
    api,
    attach(next) {
      for (const unbridge of bridges.values()) unbridge();
      bridges.clear();
      engine = next;
      for (const type of listeners.keys()) bridge(type);
    },
  };
}
