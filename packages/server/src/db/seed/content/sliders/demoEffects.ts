import {
  all,
  articleTitles,
  type Json,
  layers,
  lv,
  slide,
  slideBackground,
  TRANSITIONS,
  tr,
} from './build.js';
import { SLIDER_IMAGES } from './images.js';
import { articleTexts, excerpt, readMoreButton, scrim } from './layout.js';
import { noNavigation } from './navigation.js';

/**
 * The modifiers and the scroll-based timeline (issue 4, spec 3.1 `mod` and `sbt`), each as a
 * hero of its own: `demo-parallax` follows the mouse (or a finger) with layers at different
 * strengths and tilts in 3D; `demo-scroll-timeline` is held at the top of the window while
 * the page's scroll plays its layers in, its picture moving with the scroll. The parallax
 * hero's headline uses a web font the site serves itself (Open Sans, `/fonts/`).
 */
export const EFFECT_DEMO_ALIASES = {
  parallax: 'demo-parallax',
  scrollTimeline: 'demo-scroll-timeline',
} as const;

/** The layers' parallax strengths: px moved per 200 px of pointer offset in 3D mode. */
const STRENGTH = { kicker: 12, headline: 24, excerpt: 18, button: 36 } as const;

const SIZE = {
  fullWidth: true,
  fullHeight: false,
  overflow: false,
  width: lv(1240, 1240, 1024, 778, 480),
  height: lv(620, 600, 540, 500, 480),
};

/** What a hero has and does not have: no navigation, no slideshow. */
function heroSettings(alias: string, title: { fr: string; en: string; es: string }): Json {
  return {
    version: '7.0.0',
    lang: 'fr',
    type: 'hero',
    alias,
    ...tr('title', title),
    size: SIZE,
    general: { fallbackURL: '', fallbackType: 'none' },
    default: { len: 9000 },
    slideshow: { auto: false, loop: 0, stopAt: -1, shuffle: false, sOH: false },
    pbar: { set: false },
    nav: noNavigation(),
    acc: { use: true, live: 'off' },
    browser: { useURLDeeplink: false },
    vPort: all('100px'),
  };
}

const withMouse = (layer: Json, mouse: number): Json => ({ ...layer, mod: { mouse } });

export function demoParallax(): Json {
  const article = 'kingsbridge-european-night';
  const [kicker, headline] = articleTexts(2, article);
  return {
    settings: {
      ...heroSettings(EFFECT_DEMO_ALIASES.parallax, {
        fr: 'Parallaxe et inclinaison 3D',
        en: 'Parallax and 3D tilt',
        es: 'Paralaje e inclinación 3D',
      }),
      // Self-hosted: /fonts/open-sans-700.woff2 from Tribune's server, no font service.
      fonts: {
        "'Open+Sans'": { name: "'Open Sans'", normal: { 700: true }, subset: { latin: true } },
      },
      mod: {
        use: true,
        t: 'mouse',
        d3: true,
        d3d: 65,
        d3s: 0.8,
        d3e: 'power3.out',
        d3z: 40,
        dir: 'same',
        dOM: false,
      },
    },
    slides: Object.fromEntries([
      slide({
        id: 4301,
        order: 1,
        title: articleTitles(article),
        layers: layers(
          slideBackground(0, SLIDER_IMAGES.stadiumDay.key, TRANSITIONS.fade),
          scrim(1),
          withMouse(kicker as Json, STRENGTH.kicker),
          withMouse(
            {
              ...(headline as Json),
              font: {
                ...((headline as Json).font as Json),
                family: "'Open Sans', system-ui, sans-serif",
              },
            },
            STRENGTH.headline,
          ),
          withMouse(excerpt(4, article), STRENGTH.excerpt),
          withMouse(readMoreButton(5, article), STRENGTH.button),
        ),
      }),
    ]),
    addOns: [],
  };
}

/** The scroll timeline's length: the button, last in, ends 1500 ms in; one px of scroll per ms. */
const SCROLL_TIMELINE = 1500;

export function demoScrollTimeline(): Json {
  const article = 'port-sainte-anne-stadium-renovation';
  const [kicker, headline] = articleTexts(2, article);
  const background = slideBackground(0, SLIDER_IMAGES.skyline.key, TRANSITIONS.fade);
  return {
    settings: {
      ...heroSettings(EFFECT_DEMO_ALIASES.scrollTimeline, {
        fr: 'Chronologie au défilement',
        en: 'Scroll-driven timeline',
        es: 'Línea de tiempo con el desplazamiento',
      }),
      // Held at the top of the window while 1500 px of scrolling play the layers in.
      sbt: { use: true, f: true, a: 'top', fEnd: SCROLL_TIMELINE, s: 0, nL: true },
      // The picture moves with the page (scroll parallax), the layers with the timeline.
      mod: { use: true, t: 'scroll', dOM: false },
    },
    slides: Object.fromEntries([
      slide({
        id: 4401,
        order: 1,
        title: articleTitles(article),
        layers: layers(
          { ...background, mod: { scroll: 15 } },
          scrim(1),
          kicker as Json,
          headline as Json,
          excerpt(4, article),
          readMoreButton(5, article),
        ),
      }),
    ]),
    addOns: [],
  };
}
