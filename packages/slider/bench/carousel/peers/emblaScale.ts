/** Embla with a scale tween on the benchmark's carousel (see `emblaScale`). */
import type { BenchHook } from '../../peers/hook.js';
import { emblaScale } from './emblaSetup.js';

const embla = emblaScale(document.querySelector<HTMLElement>('.embla') as HTMLElement);

const hook: BenchHook = {
  ready: Promise.resolve(),
  next: () =>
    new Promise((resolve) => {
      embla.on('settle', function done() {
        embla.off('settle', done);
        resolve();
      });
      embla.scrollNext();
    }),
};
(window as unknown as { bench: BenchHook }).bench = hook;
