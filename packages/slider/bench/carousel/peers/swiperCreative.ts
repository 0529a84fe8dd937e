/**
 * Swiper's creative effect set up as a spin: the neighbours turned 45° and pushed back, as our
 * 3D spin places them, on the same slides.
 */
import Swiper from 'swiper';
import { EffectCreative, Navigation } from 'swiper/modules';
import { swiperHook } from './swiperHook.js';

const swiper = new Swiper('.swiper', {
  modules: [EffectCreative, Navigation],
  effect: 'creative',
  speed: 900,
  loop: true,
  centeredSlides: true,
  slidesPerView: 'auto',
  creativeEffect: {
    limitProgress: 2,
    perspective: true,
    prev: { translate: ['-85%', 0, -210], rotate: [0, -45, 0] },
    next: { translate: ['85%', 0, -210], rotate: [0, 45, 0] },
  },
  navigation: { nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev' },
});
swiperHook(swiper);
