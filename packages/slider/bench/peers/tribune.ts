/**
 * The benchmark's hook on our module: the embed (loaded by its own script tag, as on any page)
 * registers the module's API; `next` resolves when the change sequence has ended.
 */
import type { BenchHook } from './hook.js';

interface Api {
  next(): void;
  state(): { phase: string } | null;
  on(type: 'ended', fn: () => void): () => void;
}
interface Registry {
  whenReady(alias: string): Promise<Api>;
}

function registry(): Promise<Registry> {
  return new Promise((resolve) => {
    const look = () => {
      const sliders = (window as unknown as { Tribune?: { sliders?: Registry } }).Tribune?.sliders;
      if (sliders) resolve(sliders);
      else setTimeout(look, 10);
    };
    look();
  });
}

/** The API once its engine runs and the first slide has entered. */
const api = registry()
  .then((r) => r.whenReady('bench'))
  .then(
    (a) =>
      new Promise<Api>((resolve) => {
        const look = () => (a.state()?.phase === 'idle' ? resolve(a) : setTimeout(look, 10));
        look();
      }),
  );

const hook: BenchHook = {
  ready: api.then(() => undefined),
  next: () =>
    api.then(
      (a) =>
        new Promise<void>((resolve) => {
          const off = a.on('ended', () => {
            off();
            resolve();
          });
          a.next();
        }),
    ),
};
(window as unknown as { bench: BenchHook }).bench = hook;
