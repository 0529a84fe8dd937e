/**
 * Swiper's coverflow effect on the benchmark's carousel: centred 600 px slides 20 px apart,
 * endless, neighbours turned and pushed back, mouse and touch drags (Swiper's defaults).
 */
import Swiper from 'swiper';
import { EffectCoverflow, Navigation } from 'swiper/modules';
import { swiperHook } from './swiperHook.js';

const swiper = new Swiper('.swiper', {
  modules: [EffectCoverflow, Navigation],
  effect: 'coverflow',
  speed: 800,
  loop: true,
  centeredSlides: true,
  slidesPerView: 'auto',
  spaceBetween: 20,
  coverflowEffect: {
    rotate: 20,
    stretch: 0,
    depth: 200,
    modifier: 1,
    scale: 0.85,
    slideShadows: false,
  },
  navigation: { nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev' },
});
swiperHook(swiper);
