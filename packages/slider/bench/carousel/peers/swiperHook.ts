import type Swiper from 'swiper';
import type { BenchHook } from '../../peers/hook.js';

/** The benchmark's hook on a Swiper: `next` resolves when the transition has ended. */
export function swiperHook(swiper: Swiper): void {
  const hook: BenchHook = {
    ready: Promise.resolve(),
    next: () =>
      new Promise((resolve) => {
        swiper.once('slideChangeTransitionEnd', () => resolve());
        swiper.slideNext();
      }),
  };
  (window as unknown as { bench: BenchHook }).bench = hook;
}
