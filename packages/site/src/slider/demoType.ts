import type { SliderDemoStrings } from './sliderDemoStrings.js';

/** A module type's name for readers: spec 2.1's three kinds, any unknown type a standard one. */
export function demoTypeName(type: string, strings: SliderDemoStrings): string {
  if (type === 'hero') return strings.types.hero;
  if (type === 'carousel') return strings.types.carousel;
  return strings.types.standard;
}
