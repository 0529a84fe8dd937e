import { type RefObject, useEffect, useRef, useState } from 'react';
import type { CarouselSettings } from '../../core/model/ModuleSchema.js';
import { type CarouselGeometry, carouselGeometry } from './geometry.js';

/**
 * The carousel measured: the frame (the stage fills it) and a plain slide (an empty probe laid
 * out with the slides' own CSS, so measuring never disagrees with the server's layout), again
 * on every resize. Justified carousels also read each slide picture's proportions as it loads.
 */
export function useCarouselGeometry(
  c: CarouselSettings,
  count: number,
  stage: RefObject<HTMLElement | null>,
  probe: RefObject<HTMLElement | null>,
): CarouselGeometry | null {
  const [geometry, setGeometry] = useState<CarouselGeometry | null>(null);
  const [aspects, setAspects] = useState<ReadonlyMap<number, number>>(() => new Map());
  // What the current geometry was computed from: a resize that changes nothing renders nothing.
  const measured = useRef('');

  useEffect(() => {
    const el = stage.current;
    const pr = probe.current;
    if (!el || !pr) return;
    // New settings, slides or proportions: measured again even at the same size.
    measured.current = '';
    const measure = () => {
      const frame = el.getBoundingClientRect();
      const slide = pr.getBoundingClientRect();
      const along = c.type === 'h' ? slide.width : slide.height;
      if (frame.width <= 0 || frame.height <= 0 || along <= 0) return;
      const key = [frame.width, frame.height, slide.width, slide.height].join();
      if (key === measured.current) return;
      measured.current = key;
      setGeometry(
        carouselGeometry(
          c,
          count,
          { width: frame.width, height: frame.height },
          { along, across: c.type === 'h' ? slide.height : slide.width },
          (i) => aspects.get(i),
        ),
      );
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [c, count, stage, probe, aspects]);

  // Justified slides: a picture's proportions, once it has loaded (load does not bubble).
  useEffect(() => {
    const el = stage.current;
    if (!c.justify || !el) return;
    const read = (img: HTMLImageElement) => {
      const index = Number(img.closest<HTMLElement>('[data-index]')?.dataset.index);
      if (!img.classList.contains('sr7-bg-img') || !Number.isInteger(index)) return;
      if (!img.naturalWidth || !img.naturalHeight) return;
      const aspect = img.naturalWidth / img.naturalHeight;
      setAspects((prev) => {
        if (prev.get(index) === aspect) return prev;
        return new Map(prev).set(index, aspect);
      });
    };
    for (const img of el.querySelectorAll<HTMLImageElement>('img.sr7-bg-img')) {
      if (img.complete) read(img);
    }
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement) read(event.target);
    };
    el.addEventListener('load', onLoad, true);
    return () => el.removeEventListener('load', onLoad, true);
  }, [c.justify, stage]);

  return geometry;
}
