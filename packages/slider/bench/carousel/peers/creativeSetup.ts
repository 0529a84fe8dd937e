/** Swiper's creative effect as the benchmark sets it up. */
import Swiper from 'swiper';
import { EffectCreative, Navigation } from 'swiper/modules';

/** Swiper's creative effect set up as a spin: neighbours turned 45° and pushed back. */
export function creativeSwiper(el: HTMLElement): Swiper {
  return new Swiper(el, {
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
    navigation: {
      nextEl: el.querySelector<HTMLElement>('.swiper-button-next'),
      prevEl: el.querySelector<HTMLElement>('.swiper-button-prev'),
    },
  });
}
