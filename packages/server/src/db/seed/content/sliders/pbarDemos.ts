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
import { articleTexts, readMoreButton, scrim } from './layout.js';
import { arrowsAndBullets } from './navigation.js';

/**
 * The progress bar shapes `demo-standard` does not show (it has the horizontal bar): a vertical
 * bar counting the whole rotation with gaps between slides, a clockwise circle and an
 * anticlockwise circle (spec 3.1 `pbar`). Three slides each, arrows and bullets.
 */
export const PBAR_DEMO_ALIASES = {
  vertical: 'demo-pbar-vertical',
  cw: 'demo-pbar-cw',
  ccw: 'demo-pbar-ccw',
} as const;

type Shape = keyof typeof PBAR_DEMO_ALIASES;

const PBARS: Record<Shape, Json> = {
  // base "all": the bar fills over the whole rotation, one segment per slide.
  vertical: {
    set: true,
    t: 'vertical',
    base: 'all',
    s: 6,
    g: true,
    gs: 6,
    c: '#f2c230',
    bg: 'rgba(255,255,255,0.2)',
    gc: '#111936',
    h: 'right',
    v: 'top',
    x: 0,
    y: 0,
  },
  cw: {
    set: true,
    t: 'cw',
    base: 'slide',
    s: 4,
    r: 18,
    c: '#ffffff',
    bg: 'rgba(255,255,255,0.25)',
    h: 'right',
    v: 'top',
    x: 24,
    y: 24,
  },
  ccw: {
    set: true,
    t: 'ccw',
    base: 'all',
    s: 4,
    r: 22,
    g: true,
    gs: 8,
    c: '#f2c230',
    bg: 'rgba(17,25,54,0.5)',
    gc: 'transparent',
    h: 'left',
    v: 'bottom',
    x: 24,
    y: 24,
    rev: 'animate',
  },
};

const TITLES: Record<Shape, { fr: string; en: string; es: string }> = {
  vertical: {
    fr: 'Barre de progression verticale',
    en: 'Vertical progress bar',
    es: 'Barra de progreso vertical',
  },
  cw: {
    fr: 'Cercle de progression (horaire)',
    en: 'Progress circle (clockwise)',
    es: 'Círculo de progreso (horario)',
  },
  ccw: {
    fr: 'Cercle de progression (antihoraire)',
    en: 'Progress circle (anticlockwise)',
    es: 'Círculo de progreso (antihorario)',
  },
};

/** Articles and pictures of the three slides, and each demo's first slide id. */
const CONTENT = [
  { article: 'kingsbridge-european-night', image: SLIDER_IMAGES.stadiumDay.key },
  { article: 'merval-coach-interview', image: SLIDER_IMAGES.training.key },
  { article: 'var-debate-ligue-elite', image: SLIDER_IMAGES.pitch.key },
] as const;
const FIRST_SLIDE_ID: Record<Shape, number> = { vertical: 31, cw: 41, ccw: 51 };
const TRANSITION: Record<Shape, Json> = {
  vertical: TRANSITIONS.slideUp,
  cw: TRANSITIONS.fade,
  ccw: TRANSITIONS.slide,
};

function demoSlide(shape: Shape, index: number): [string, Json] {
  const { article, image } = CONTENT[index]!;
  return slide({
    id: FIRST_SLIDE_ID[shape] + index,
    order: index + 1,
    title: articleTitles(article),
    layers: layers(
      slideBackground(0, image, TRANSITION[shape]),
      scrim(1),
      ...articleTexts(2, article),
      readMoreButton(4, article),
    ),
  });
}

export function pbarDemo(shape: Shape): Json {
  return {
    settings: {
      version: '7.0.0',
      lang: 'fr',
      type: 'standard',
      alias: PBAR_DEMO_ALIASES[shape],
      ...tr('title', TITLES[shape]),
      size: {
        fullWidth: false,
        fullHeight: false,
        overflow: false,
        width: lv(1240, 1240, 1024, 778, 480),
        height: lv(520, 500, 460, 420, 400),
      },
      general: { fallbackURL: '', fallbackType: 'none' },
      default: { len: 6000 },
      slideshow: { auto: true, loop: -1, stopAt: -1, shuffle: false, sOH: true },
      pbar: { ...PBARS[shape], a: 'slider', vis: all(true) },
      nav: arrowsAndBullets(),
      acc: { use: true, live: 'polite' },
      browser: { useURLDeeplink: false },
      vPort: all('100px'),
    },
    slides: Object.fromEntries(CONTENT.map((_, index) => demoSlide(shape, index))),
    addOns: [],
  };
}
