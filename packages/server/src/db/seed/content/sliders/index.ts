import type { Json } from './build.js';
import { DEMO_CAROUSEL_ALIASES, demoCarousel } from './demoCarousels.js';
import { demoParallax, demoScrollTimeline, EFFECT_DEMO_ALIASES } from './demoEffects.js';
import { DEMO_MEDIA_ALIAS, demoMedia } from './demoMedia.js';
import {
  DEMO_MODAL_ALIAS,
  DEMO_MODAL_TARGET_ALIAS,
  demoModal,
  demoModalTarget,
} from './demoModal.js';
import { DEMO_STANDARD_ALIAS, demoStandard } from './demoStandard.js';
import { HOME_HERO_ALIAS, homeHero } from './homeHero.js';
import { PBAR_DEMO_ALIASES, pbarDemo } from './pbarDemos.js';
import { galleryFeedDemo, photoFeedDemo, STREAM_DEMO_ALIASES } from './streamDemos.js';

export { CREST_TEAM, sliderImageRequests } from './images.js';

/**
 * The demo modules, in engine-7 shape (slider/README.md): the home page's hero, the demo
 * page's standard slider, the three other progress bar shapes and the two carousels. `crestFile` is the media
 * file of the club crest the standard slider's SVG layer shows (the seed generates it).
 */
export function demoSliderModules(crestFile: string): Json[] {
  return [
    homeHero(),
    demoStandard(crestFile),
    pbarDemo('vertical'),
    pbarDemo('cw'),
    pbarDemo('ccw'),
    demoParallax(),
    demoScrollTimeline(),
    demoMedia(),
    galleryFeedDemo(),
    photoFeedDemo(),
    demoModal(),
    demoModalTarget(),
    demoCarousel('flat'),
    demoCarousel('spin'),
  ];
}

/** Every alias the seed creates, in the order above. */
export const DEMO_SLIDER_ALIASES = [
  HOME_HERO_ALIAS,
  DEMO_STANDARD_ALIAS,
  PBAR_DEMO_ALIASES.vertical,
  PBAR_DEMO_ALIASES.cw,
  PBAR_DEMO_ALIASES.ccw,
  EFFECT_DEMO_ALIASES.parallax,
  EFFECT_DEMO_ALIASES.scrollTimeline,
  DEMO_MEDIA_ALIAS,
  STREAM_DEMO_ALIASES.gallery,
  STREAM_DEMO_ALIASES.photo,
  DEMO_MODAL_ALIAS,
  DEMO_MODAL_TARGET_ALIAS,
  DEMO_CAROUSEL_ALIASES.flat,
  DEMO_CAROUSEL_ALIASES.spin,
] as const;
