import {
  all,
  articleCategory,
  articleLinks,
  articleTitles,
  buttonLayer,
  headlineTexts,
  type Json,
  layers,
  lv,
  shapeLayer,
  slide,
  slideBackground,
  TRANSITIONS,
  textLayer,
  timeline,
  tr,
} from './build.js';
import { SLIDER_IMAGES } from './images.js';
import { ARROWS, BULLETS } from './navigation.js';

/**
 * The carousel demos (spec 3.1 `carousel`, issue 4): `demo-carousel`, a 2D carousel whose
 * neighbours shrink, turn and fade with their distance from the focused slide, endless both
 * ways and dragged by mouse or finger; `demo-carousel-3d`, the same eight stories on a 3D spin
 * (a cylinder seen through the 1200 px perspective). Each slide: a picture of the demo, its
 * story's kicker and headline, a link to the article (a button on the flat carousel; on the
 * spin, the whole card).
 */
export const DEMO_CAROUSEL_ALIASES = {
  flat: 'demo-carousel',
  spin: 'demo-carousel-3d',
} as const;

type Kind = keyof typeof DEMO_CAROUSEL_ALIASES;

const STORIES = [
  { article: 'valmont-rivemont-derby', image: SLIDER_IMAGES.crowd.key },
  { article: 'kingsbridge-european-night', image: SLIDER_IMAGES.stadiumDay.key },
  { article: 'lorveze-youth-academy', image: SLIDER_IMAGES.training.key },
  { article: 'pressing-revolution-analysis', image: SLIDER_IMAGES.pitch.key },
  { article: 'womens-cup-final-belcastel', image: SLIDER_IMAGES.trophy.key },
  { article: 'port-sainte-anne-stadium-renovation', image: SLIDER_IMAGES.skyline.key },
  { article: 'serrano-striker-transfer-saga', image: SLIDER_IMAGES.heroStadium.key },
  { article: 'merval-coach-interview', image: SLIDER_IMAGES.ball.key },
] as const;

// Far above the other demos' ids: the ids handed to imported modules come after the highest
// one, and must not meet the engine-6 fixture's own slide ids (81–83) that tests import.
const FIRST_SLIDE_ID: Record<Kind, number> = { flat: 101, spin: 111 };

/** A 16:9 slide per level: the carousel shows it with its neighbours beside it. */
const WIDTH = lv(720, 640, 560, 480, 360);
const HEIGHT = lv(405, 360, 315, 270, 203);
const INSET = lv('28px', '26px', '22px', '18px', '14px');

const TITLES: Record<Kind, { fr: string; en: string; es: string }> = {
  flat: { fr: 'Le carrousel des récits', en: 'The story carousel', es: 'El carrusel de crónicas' },
  spin: {
    fr: 'Le carrousel en 3D',
    en: 'The 3D story carousel',
    es: 'El carrusel en 3D',
  },
};

function story(kind: Kind, index: number): [string, Json] {
  const { article, image } = STORIES[index]!;
  const title = articleTitles(article);
  const background = slideBackground(0, image, TRANSITIONS.fade);
  return slide({
    id: FIRST_SLIDE_ID[kind] + index,
    order: index + 1,
    title,
    layers: layers(
      // The spin's cards are links as a whole (the background layer's href); the flat
      // carousel's slides carry a button instead.
      kind === 'spin' ? { ...background, ...tr('href', articleLinks(article)) } : background,
      // A dark band under the text: legible whatever the picture. (In px: a layer placed
      // absolutely has no box for a percentage to be of.)
      shapeLayer(1, 'Voile', 'rgba(17,25,54,0.72)', {
        x: all('0px'),
        y: all('0px'),
        v: all('bottom'),
        w: lv('720px', '640px', '560px', '480px', '360px'),
        height: lv('190px', '170px', '150px', '128px', '150px'),
        tl: timeline({ from: { o: 0 }, delay: 0, duration: 500 }),
      }),
      textLayer(2, 'Surtitre', articleCategory(article), {
        x: INSET,
        y: INSET,
        size: lv('14px', '14px', '13px', '12px', '14px'),
        weight: '700',
        colour: '#111936',
        background: '#f2c230',
        padding: lv(5, 5, 4, 4, 3),
        tag: 'p',
        tl: timeline({ from: { o: 0, x: all('-20px') }, delay: 150, duration: 500 }),
      }),
      textLayer(3, 'Titre', headlineTexts(title), {
        x: INSET,
        y: lv('84px', '78px', '70px', '60px', '60px'),
        v: all('bottom'),
        w: lv('640px', '570px', '500px', '430px', '320px'),
        size: lv('26px', '24px', '21px', '18px', '24px'),
        weight: '700',
        tag: 'h2',
        tl: timeline({ from: { o: 0, y: all('24px') }, delay: 250, duration: 700 }),
      }),
      ...(kind === 'spin' ? [] : [readButton(article)]),
    ),
  });
}

function readButton(article: string): Json {
  return buttonLayer(
    4,
    { fr: 'Lire l’article', en: 'Read the article', es: 'Leer el artículo' },
    articleLinks(article),
    {
      x: INSET,
      y: lv('24px', '22px', '18px', '14px', '8px'),
      v: all('bottom'),
      size: lv('16px', '16px', '15px', '14px', '14px'),
      padding: lv(10, 10, 9, 8, 14),
      tl: timeline({ from: { o: 0, sX: 0.9, sY: 0.9 }, delay: 450, duration: 500 }),
    },
  );
}

/** The carousel settings of each demo, in the shape the engine saves them. */
const CAROUSEL: Record<Kind, Json> = {
  // Five in view: the neighbours at 80 %, the next ones smaller still (vScale), turned up to
  // 18° towards the middle and faded to 55 %; endless both ways; the change eased over 800 ms.
  flat: {
    type: 'h',
    maxV: 5,
    space: 24,
    align: 'center',
    infinity: true,
    snap: true,
    scale: true,
    minS: 62,
    vScale: true,
    oScale: true,
    rotation: true,
    maxR: 18,
    varR: true,
    opacity: true,
    maxO: 55,
    varO: true,
    spin: 'off',
    spinA: 0,
    skewX: 0,
    skewY: 0,
    bR: 12,
    dur: 800,
    ease: 'power3.inOut',
    overshoot: false,
    justify: false,
    jMWidth: false,
    stretch: false,
    showAllLayers: 'false',
  },
  // The eight slides round a cylinder (spinA 0: a full circle), five in view; each slide's
  // text shows on its face, and the focused slide's enters again as it arrives. No fading:
  // the text on the turned faces keeps its contrast.
  spin: {
    type: 'h',
    maxV: 5,
    space: 0,
    align: 'center',
    infinity: true,
    snap: true,
    scale: false,
    minS: 100,
    rotation: false,
    maxR: 0,
    opacity: false,
    maxO: 100,
    varO: false,
    spin: '3d',
    spinA: 0,
    skewX: 0,
    skewY: 0,
    bR: 0,
    dur: 900,
    ease: 'power2.inOut',
    overshoot: false,
    justify: false,
    jMWidth: false,
    stretch: false,
    showAllLayers: 'individual',
  },
};

export function demoCarousel(kind: Kind): Json {
  return {
    settings: {
      version: '7.0.0',
      lang: 'fr',
      type: 'carousel',
      alias: DEMO_CAROUSEL_ALIASES[kind],
      ...tr('title', TITLES[kind]),
      size: { fullWidth: false, fullHeight: false, overflow: false, width: WIDTH, height: HEIGHT },
      general: { fallbackURL: '', fallbackType: 'none' },
      default: { len: 5000 },
      slideshow: { auto: true, loop: -1, stopAt: -1, shuffle: false, sOH: true },
      pbar: { set: false },
      carousel: CAROUSEL[kind],
      nav: {
        nd: 0,
        acc: { hidden: false },
        // Drag by finger and by mouse (spec 3.1 nav.s).
        s: { mobC: true, deskC: true },
        k: { use: false },
        m: { use: false, cd: 1500 },
        // Plain chevrons (the style's own) and dots: a title inside an arrow would not match
        // its accessible name, and eight titles under the dots would not fit under a slide.
        arrows: { ...ARROWS, html: '' },
        // On a phone the dots would cover the slide's button: a swipe does their job there.
        bullets: {
          ...BULLETS,
          html: '',
          show: lv(true, true, true, true, false),
          y: lv(14, 14, 12, 10, 8),
        },
        tabs: { set: false },
        thumbs: { set: false },
        scrubber: { set: false },
      },
      acc: { use: true, live: 'polite' },
      browser: { useURLDeeplink: false },
      vPort: all('100px'),
    },
    slides: Object.fromEntries(STORIES.map((_, index) => story(kind, index))),
    addOns: [],
  };
}
