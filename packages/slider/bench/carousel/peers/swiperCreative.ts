/** Swiper's creative effect set up as a spin on the benchmark's carousel (see `creativeSwiper`). */
import { creativeSwiper } from './creativeSetup.js';
import { swiperHook } from './swiperHook.js';

swiperHook(creativeSwiper(document.querySelector<HTMLElement>('.swiper') as HTMLElement));
