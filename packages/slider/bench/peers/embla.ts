/**
 * The benchmark's Embla page script: the core with arrows and dots wired as Embla's own
 * examples do, and the hook the benchmark drives.
 */
import EmblaCarousel from 'embla-carousel';
import type { BenchHook } from './hook.js';

const root = document.querySelector<HTMLElement>('.embla') as HTMLElement;
const embla = EmblaCarousel(root.querySelector<HTMLElement>('.embla__viewport') as HTMLElement, {
  loop: true,
  duration: 25,
});
root.querySelector('.embla__prev')?.addEventListener('click', () => embla.scrollPrev());
root.querySelector('.embla__next')?.addEventListener('click', () => embla.scrollNext());
const dots = root.querySelector('.embla__dots') as HTMLElement;
const buttons = embla.scrollSnapList().map((_, i) => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'embla__dot';
  button.setAttribute('aria-label', `Slide ${i + 1}`);
  button.addEventListener('click', () => embla.scrollTo(i));
  dots.append(button);
  return button;
});
const select = () =>
  buttons.forEach((b, i) => {
    b.toggleAttribute('aria-current', i === embla.selectedScrollSnap());
  });
embla.on('select', select);
select();

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
