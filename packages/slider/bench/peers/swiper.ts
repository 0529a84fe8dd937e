/**
 * The benchmark's Swiper page script: core with the modules that match what our module does
 * (arrows, bullets, keyboard, the a11y labels), and the hook the benchmark drives.
 */
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { BenchHook } from './hook.js';

const swiper = new Swiper('.swiper', {
  modules: [Navigation, Pagination, Keyboard, A11y],
  speed: 300,
  loop: true,
  keyboard: { enabled: true },
  navigation: { nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev' },
  pagination: { el: '.swiper-pagination', clickable: true },
});

const hook: BenchHook = {
  ready: Promise.resolve(),
  next: () =>
    new Promise((resolve) => {
      swiper.once('slideChangeTransitionEnd', () => resolve());
      swiper.slideNext();
    }),
};
(window as unknown as { bench: BenchHook }).bench = hook;
