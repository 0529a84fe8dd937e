import type { SliderEngine } from '../../core/Engine.js';
import type { Level } from '../../core/Levels.js';
import type { Slide } from '../../core/model/ParseModule.js';
import type { SliderLabels } from '../labels.js';

/**
 * What every navigation element is given. Only what navigation shows is in it (not the whole
 * engine snapshot), so it keeps its identity through a change's phases and the memoised
 * elements re-render when the slide or the visibility changes, not on every phase.
 */
export interface NavContext {
  engine: SliderEngine;
  /** The slide on screen. */
  current: string;
  /** Navigation order: slide ids. */
  navigation: readonly string[];
  labels: SliderLabels;
  level: Level;
  /** Pointer or keyboard focus inside the module (for hide-on-leave). */
  inside: boolean;
  slides: ReadonlyMap<string, Slide>;
}

/** Slides in navigation order with their 1-based number. */
export function navSlides(ctx: NavContext): { slide: Slide; n: number; current: boolean }[] {
  const out: { slide: Slide; n: number; current: boolean }[] = [];
  ctx.navigation.forEach((id, i) => {
    const slide = ctx.slides.get(id);
    if (slide) out.push({ slide, n: i + 1, current: id === ctx.current });
  });
  return out;
}
