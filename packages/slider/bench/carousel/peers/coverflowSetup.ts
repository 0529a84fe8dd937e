/** Swiper's coverflow effect as the benchmark sets it up (its motion page and its start-up page). */
import Swiper from 'swiper';
import { EffectCoverflow, Navigation } from 'swiper/modules';

/** Centred 600 px slides 20 px apart, endless, neighbours turned. */
export function coverflowSwiper(el: HTMLElement): Swiper {
  return new Swiper(el, {
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
    navigation: {
      nextEl: el.querySelector<HTMLElement>('.swiper-button-next'),
      prevEl: el.querySelector<HTMLElement>('.swiper-button-prev'),
    },
  });
}
