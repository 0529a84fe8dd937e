/** Swiper's coverflow effect on the benchmark's carousel (see `coverflowSwiper`). */
import { coverflowSwiper } from './coverflowSetup.js';
import { swiperHook } from './swiperHook.js';

swiperHook(coverflowSwiper(document.querySelector<HTMLElement>('.swiper') as HTMLElement));
