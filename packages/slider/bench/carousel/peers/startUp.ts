/**
 * The 1000-slide start-up page's peers: nothing runs at load; the benchmark calls
 * `benchStart[library](slot)` once the slides' markup is in the page, and times from there.
 */
import { coverflowSwiper } from './coverflowSetup.js';
import { emblaScale } from './emblaSetup.js';

const starts: Record<string, (slot: HTMLElement) => unknown> = {
  'swiper-coverflow': (slot) =>
    coverflowSwiper(slot.querySelector<HTMLElement>('.swiper') as HTMLElement),
  'embla-scale': (slot) => emblaScale(slot.querySelector<HTMLElement>('.embla') as HTMLElement),
};
(window as unknown as { benchStart: typeof starts }).benchStart = starts;
