import type { EngineSnapshot, SliderEngine } from '../../core/Engine.js';
import type { Level } from '../../core/Levels.js';
import type { Slide } from '../../core/model/ParseModule.js';
import type { SliderLabels } from '../labels.js';

/** What every navigation element is given. */
export interface NavContext {
  engine: SliderEngine;
  snapshot: EngineSnapshot;
  labels: SliderLabels;
  level: Level;
  /** Pointer or keyboard focus inside the module (for hide-on-leave). */
  inside: boolean;
  slides: ReadonlyMap<string, Slide>;
}

/** Slides in navigation order with their 1-based number. */
export function navSlides(ctx: NavContext): { slide: Slide; n: number; current: boolean }[] {
  const out: { slide: Slide; n: number; current: boolean }[] = [];
  ctx.snapshot.navigation.forEach((id, i) => {
    const slide = ctx.slides.get(id);
    if (slide) out.push({ slide, n: i + 1, current: id === ctx.snapshot.current });
  });
  return out;
}
