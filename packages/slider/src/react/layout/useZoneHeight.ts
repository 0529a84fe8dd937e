import { type RefObject, useLayoutEffect } from 'react';
import type { SliderModule } from '../../core/model/ParseModule.js';

/**
 * A module is at least as tall as its slide's zones (the rows stacked at its top, middle and
 * bottom), as in the original runtime: the current slide's zones added up, or a static
 * slide's if they need more. Their height depends on the text in them, so it is measured once
 * drawn (`zoneHeight.ts`, loaded only by modules that have zones) and handed to the module's
 * CSS as `--sr7-zones` on the frame (`moduleBox.ts`).
 */
export function useZoneHeight(
  frame: RefObject<HTMLElement | null>,
  module: SliderModule,
  current: string | null,
): void {
  const hasZones = [...module.slides, ...module.statics].some((slide) =>
    slide.layers.some((layer) => layer.subtype === 'zone'),
  );
  useLayoutEffect(() => {
    const root = frame.current;
    if (!hasZones || !root || typeof ResizeObserver !== 'function') return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./zoneHeight.js').then((m) => {
      if (live) stop = m.observeZones(root, current);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [frame, hasZones, current]);
}
