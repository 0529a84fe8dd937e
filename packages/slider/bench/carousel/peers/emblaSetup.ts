/** Embla with a scale tween as the benchmark sets it up (its motion page and its start-up page). */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';

/** How much a slide shrinks per snap of distance (0.3: a neighbour at 70 %). */
const SHRINK = 0.3;

/**
 * Embla with a scale tween, the way Embla's own examples make a carousel whose neighbours
 * shrink: on every scroll frame each slide's distance from the snap point sets its scale
 * (main-thread work per frame, which is Embla's design: it scrolls with requestAnimationFrame).
 */
export function emblaScale(root: HTMLElement): EmblaCarouselType {
  const embla = EmblaCarousel(root.querySelector<HTMLElement>('.embla__viewport') as HTMLElement, {
    loop: true,
    align: 'center',
    duration: 30,
  });
  const inner = embla.slideNodes().map((n) => n.firstElementChild as HTMLElement);
  const tween = (api: EmblaCarouselType) => {
    const engine = api.internalEngine();
    const progress = api.scrollProgress();
    const snaps = api.scrollSnapList();
    const perSnap = snaps.length > 1 ? 1 / (snaps.length - 1) : 1;
    snaps.forEach((snap, index) => {
      let distance = snap - progress;
      // The loop moves slides across the ends: measure to their displayed copy.
      for (const point of engine.slideLooper.loopPoints) {
        const target = point.target();
        if (point.index !== index || target === 0) continue;
        distance = target < 0 ? snap - (1 + progress) : snap + (1 - progress);
      }
      const scale = Math.max(0, 1 - Math.abs(distance / perSnap) * SHRINK);
      const node = inner[index];
      if (node) node.style.transform = `scale(${scale.toFixed(4)})`;
    });
  };
  embla.on('scroll', tween).on('reInit', tween).on('slideFocus', tween);
  tween(embla);
  root.querySelector('.embla__prev')?.addEventListener('click', () => embla.scrollPrev());
  root.querySelector('.embla__next')?.addEventListener('click', () => embla.scrollNext());
  return embla;
}
