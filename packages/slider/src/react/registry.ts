import type { SliderApi } from './api.js';

/**
 * `window.Tribune.sliders`: every mounted module's API by alias and by id, for scripts on the
 * host page (the embed and the React component both register here).
 *
 *     const hero = window.Tribune.sliders.get('home-hero');
 *     (await window.Tribune.sliders.whenReady('demo-standard')).next();
 */
export interface SliderRegistry {
  get(aliasOrId: string): SliderApi | undefined;
  list(): SliderApi[];
  /** Resolves with the module's API once it is mounted. */
  whenReady(aliasOrId: string): Promise<SliderApi>;
}

interface TribuneGlobal {
  sliders?: SliderRegistry & { register(api: SliderApi): () => void };
  [key: string]: unknown;
}

function create(): SliderRegistry & { register(api: SliderApi): () => void } {
  const byKey = new Map<string, SliderApi>();
  const waiting = new Map<string, ((api: SliderApi) => void)[]>();
  return {
    get: (key) => byKey.get(key),
    list: () => [...new Set(byKey.values())],
    whenReady(key) {
      const known = byKey.get(key);
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => waiting.set(key, [...(waiting.get(key) ?? []), resolve]));
    },
    register(api) {
      const keys = [api.alias, api.id].filter((k) => k !== '');
      for (const key of keys) {
        byKey.set(key, api);
        for (const resolve of waiting.get(key) ?? []) resolve(api);
        waiting.delete(key);
      }
      return () => {
        for (const key of keys) if (byKey.get(key) === api) byKey.delete(key);
      };
    },
  };
}

/** The page's registry, made on first use. */
export function sliderRegistry(): SliderRegistry & { register(api: SliderApi): () => void } {
  const g = globalThis as unknown as { Tribune?: TribuneGlobal };
  g.Tribune ??= {};
  g.Tribune.sliders ??= create();
  return g.Tribune.sliders;
}
