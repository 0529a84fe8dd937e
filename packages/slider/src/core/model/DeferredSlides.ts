import { sideCount, visibleCount } from '../carousel/VisibleCount.js';
import { featuresOf } from '../Features.js';
import { SlideOrder } from '../SlideOrder.js';
import { needsStream } from '../stream/SourceTypes.js';
import type { Slide, SliderModule } from './ParseModule.js';

/** Below this many slides every layer rides in the payload: there is too little to gain. */
export const DEFER_FROM_SLIDES = 50;

/**
 * Slides a carousel's stage may draw before the page has had a moment to read the deferred
 * layers, on each side of the first slide, beyond the ones it draws at rest (`side + 1`,
 * `visibleIndices`): the next two steps' worth, so that an arrow pressed at once draws
 * layers the payload already carried.
 */
const MARGIN = 2;

/**
 * The slides (indices into `module.slides`) whose layers a carousel's payload can send as text
 * to be read later (`CompactModuleData.deferred`): every slide but those the stage draws when
 * it starts and the next steps' worth around them, in the navigation order as the engine makes
 * it without a deep link. Kept with their layers: slides hidden from navigation (they are shown
 * only by the slideshow, when it gets there), and slides whose layers call for a lazily loaded
 * part of the engine (the page's feature check reads their layers before anything else).
 * None for small modules, shuffled ones (the first slide is only known in the browser),
 * streams the browser still has to draw, and anything that is not a carousel.
 */
export function deferredSlides(module: SliderModule): number[] {
  const { settings, slides } = module;
  // A stream still to be drawn in the browser copies its template slides (structuredClone,
  // which a deferred slide's stand-in list would not survive).
  if (settings.type !== 'carousel' || settings.slideshow.shuffle || needsStream(module)) return [];
  if (slides.length < DEFER_FROM_SLIDES) return [];
  const order = SlideOrder(slides);
  const navigation = order.navigation();
  const first = order.play()[0];
  const at = navigation.indexOf(first ?? '');
  if (at < 0) return [];
  const c = settings.carousel;
  const visible = visibleCount({
    maxV: c.maxV,
    slideCount: navigation.length,
    justify: c.justify,
    spin: c.spin,
  });
  const reach = Math.ceil(sideCount(visible)) + 1 + MARGIN;
  const near = new Set<string>();
  for (let d = -reach; d <= reach; d++) {
    const i = at + d;
    if (c.infinity) near.add(navigation[mod(i, navigation.length)] as string);
    else if (i >= 0 && i < navigation.length) near.add(navigation[i] as string);
  }
  const inNavigation = new Set(navigation);
  const out: number[] = [];
  slides.forEach((slide, i) => {
    if (inNavigation.has(slide.id) && !near.has(slide.id) && !callsForPart(module, slide))
      out.push(i);
  });
  return out;
}

/** Whether a slide's layers make the feature check answer more than the rest of it does. */
function callsForPart(module: SliderModule, slide: Slide): boolean {
  const alone = featuresOf({ ...module, slides: [slide], statics: [] });
  return (
    alone.size !== featuresOf({ ...module, slides: [{ ...slide, layers: [] }], statics: [] }).size
  );
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}
