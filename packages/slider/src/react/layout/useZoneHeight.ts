import { type RefObject, useLayoutEffect } from 'react';
import type { SliderModule } from '../../core/model/ParseModule.js';

/**
 * A module is at least as tall as its slide's zones (the rows stacked at its top, middle and
 * bottom), as in the original runtime: the current slide's zones added up, or a static
 * slide's if they need more. Their height is measured once drawn (it depends on the text in
 * them) and handed to the module's CSS as `--sr7-zones` on the frame (`moduleBox.ts`); a
 * ResizeObserver keeps it right when the zones' content changes size (fonts, pictures, the
 * window). Modules without zones do nothing.
 */
export function useZoneHeight(
  frame: RefObject<HTMLElement | null>,
  module: SliderModule,
  current: string | null,
): void {
  const hasZones = usesZones(module);
  useLayoutEffect(() => {
    const root = frame.current;
    if (!hasZones || !root || typeof ResizeObserver !== 'function') return;
    const zonesOf = (slide: Element) =>
      [...slide.querySelectorAll<HTMLElement>('[data-sr7-zone]')].filter(
        (zone) => zone.closest('[data-slide-id]') === slide,
      );
    const measure = () => {
      let height = 0;
      for (const slide of root.querySelectorAll('[data-slide-id]')) {
        const id = (slide as HTMLElement).dataset.slideId;
        const isStatic = slide.hasAttribute('data-static-slide');
        if (!isStatic && id !== current) continue;
        const sum = zonesOf(slide).reduce((total, zone) => total + zone.offsetHeight, 0);
        height = Math.max(height, sum);
      }
      const value = height > 0 ? `${height}px` : '';
      if (root.style.getPropertyValue('--sr7-zones') !== value) {
        root.style.setProperty('--sr7-zones', value);
      }
    };
    const observer = new ResizeObserver(measure);
    for (const zone of root.querySelectorAll('[data-sr7-zone]')) observer.observe(zone);
    measure();
    return () => observer.disconnect();
  }, [frame, hasZones, current]);
}

function usesZones(module: SliderModule): boolean {
  return [...module.slides, ...module.statics].some((slide) =>
    slide.layers.some((layer) => layer.subtype === 'zone'),
  );
}
