import {
  all,
  articleCategory,
  articleExcerpts,
  articleLinks,
  articleTitles,
  buttonLayer,
  containerLayer,
  imageLayer,
  type Json,
  layers,
  lv,
  shapeLayer,
  slide,
  slideBackground,
  svgLayer,
  type Texts,
  TRANSITIONS,
  textLayer,
  timeline,
  tr,
} from './build.js';
import { SLIDER_IMAGES } from './images.js';
import { articleTexts, excerpt, LEFT, readMore, readMoreButton, scrim } from './layout.js';
import { everyNavigation } from './navigation.js';

/** The alias of the demo page's standard slider. */
export const DEMO_STANDARD_ALIAS = 'demo-standard';

/** Navigation params: `{{param1}}` the category (tabs), `{{params2}}` a short label (thumbs). */
function params(article: string, label: Texts) {
  return [
    { text: articleCategory(article), l: 30 },
    { text: label, l: 24 },
  ];
}

/** Slide 21: a gold rule, kicker, headline, excerpt and button over the crowd. Fade and pan. */
function derbySlide(): [string, Json] {
  const article = 'valmont-rivemont-derby';
  return slide({
    id: 21,
    order: 1,
    title: articleTitles(article),
    description: articleExcerpts(article),
    params: params(article, { fr: 'Le derby', en: 'The derby', es: 'El derbi' }),
    deepLink: 'derby',
    thumbKey: SLIDER_IMAGES.crowd.key,
    layers: layers(
      slideBackground(0, SLIDER_IMAGES.crowd.key, TRANSITIONS.fade, { pan: true }),
      scrim(1),
      shapeLayer(2, 'Filet doré', '#f2c230', {
        x: LEFT,
        y: lv('96px', '92px', '80px', '68px', '48px'),
        w: all('64px'),
        height: all('4px'),
        tl: timeline({ from: { o: 0, sX: 0 }, delay: 100, duration: 500 }),
      }),
      ...articleTexts(3, article),
      excerpt(5, article),
      readMoreButton(6, article),
    ),
  });
}

/**
 * Slide 22: a row of two columns, the text in the first, a picture in the second. Slide.
 * Row, column and image layers; the row stays clear of the thumbnails on the right.
 */
function academySlide(): [string, Json] {
  const article = 'lorveze-youth-academy';
  const title = articleTitles(article);
  return slide({
    id: 22,
    order: 2,
    title,
    description: articleExcerpts(article),
    params: params(article, { fr: 'Formation', en: 'Academy', es: 'Cantera' }),
    deepLink: 'academie',
    thumbKey: SLIDER_IMAGES.training.key,
    layers: layers(
      slideBackground(0, SLIDER_IMAGES.training.key, TRANSITIONS.slide),
      containerLayer(1, 'row', {
        x: LEFT,
        y: lv('96px', '92px', '84px', '76px', '56px'),
        w: lv('880px', '860px', '700px', '660px', '432px'),
        height: lv('400px', '390px', '350px', '330px', '240px'),
        gap: lv(32, 32, 24, 24, 0),
        background: 'rgba(17,25,54,0.82)',
        tl: timeline({ from: { o: 0, y: all('30px') }, delay: 150, duration: 700 }),
      }),
      containerLayer(2, 'column', {
        pid: 1,
        pos: 'relative',
        w: lv('60%', '60%', '60%', '60%', '100%'),
        height: all('100%'),
        tl: timeline({ from: { o: 0 }, delay: 300, duration: 500 }),
      }),
      containerLayer(3, 'column', {
        pid: 1,
        pos: 'relative',
        w: lv('40%', '40%', '40%', '40%', '0%'),
        height: all('100%'),
        vis: lv(true, true, true, true, false),
        tl: timeline({ from: { o: 0 }, delay: 300, duration: 500 }),
      }),
      textLayer(4, 'Titre', title, {
        pid: 2,
        pos: 'relative',
        x: all('32px'),
        y: all('32px'),
        w: all('calc(100% - 48px)'),
        size: lv('32px', '32px', '28px', '26px', '31px'),
        weight: '700',
        tag: 'h2',
        tl: timeline({ from: { o: 0, x: all('-40px') }, delay: 500, duration: 800 }),
      }),
      textLayer(5, 'Chapô', articleExcerpts(article), {
        pid: 2,
        pos: 'relative',
        x: all('32px'),
        y: all('20px'),
        w: all('calc(100% - 48px)'),
        size: lv('17px', '17px', '16px', '15px', '18px'),
        weight: '400',
        lineHeight: lv('26px', '26px', '24px', '22px', '24px'),
        tag: 'p',
        vis: lv(true, true, true, false, false),
        tl: timeline({ from: { o: 0 }, delay: 800, duration: 600 }),
      }),
      buttonLayer(6, readMore, articleLinks(article), {
        pid: 2,
        pos: 'relative',
        x: all('32px'),
        y: all('24px'),
        tl: timeline({ from: { o: 0, y: all('20px') }, delay: 1000, duration: 500 }),
      }),
      imageLayer(
        7,
        SLIDER_IMAGES.ball.key,
        {
          fr: 'Un ballon posé sur la pelouse du centre de formation',
          en: 'A ball resting on the academy pitch',
          es: 'Un balón sobre el césped de la cantera',
        },
        {
          pid: 3,
          pos: 'relative',
          w: all('100%'),
          height: all('100%'),
          tl: timeline({ from: { o: 0, sX: 1.1, sY: 1.1 }, delay: 600, duration: 900 }),
        },
      ),
    ),
  });
}

/**
 * Slide 23: a group (a rounded panel, a club crest as SVG and its caption) beside the headline,
 * between the text and the thumbnails; left out below 1024 px, where it has no room. Slide over.
 * Group, shape, SVG and text layers.
 */
function transferSlide(crestFile: string): [string, Json] {
  const article = 'serrano-striker-transfer-saga';
  const wide = lv(true, true, true, false, false);
  return slide({
    id: 23,
    order: 3,
    title: articleTitles(article),
    description: articleExcerpts(article),
    params: params(article, { fr: 'Feuilleton', en: 'Saga', es: 'Culebrón' }),
    deepLink: 'mercato',
    thumbKey: SLIDER_IMAGES.skyline.key,
    layers: layers(
      slideBackground(0, SLIDER_IMAGES.skyline.key, TRANSITIONS.slideOver),
      scrim(1, lv('680px', '660px', '580px', '100%', '100%')),
      ...articleTexts(2, article, lv('560px', '540px', '480px', '560px', '420px')),
      excerpt(4, article),
      readMoreButton(5, article),
      containerLayer(6, 'group', {
        x: lv('700px', '680px', '600px', '0px', '0px'),
        y: lv('200px', '196px', '170px', '0px', '0px'),
        w: lv('300px', '300px', '200px', '200px', '200px'),
        height: lv('170px', '170px', '150px', '150px', '150px'),
        vis: wide,
        tl: timeline({ from: { o: 0, x: all('60px') }, delay: 500, duration: 800 }),
      }),
      shapeLayer(7, 'Panneau', 'rgba(255,255,255,0.94)', {
        pid: 6,
        w: all('100%'),
        height: all('100%'),
        radius: '12px',
        vis: wide,
        tl: timeline({ from: { o: 0 }, delay: 500, duration: 400 }),
      }),
      svgLayer(
        8,
        `/media/${crestFile}`,
        {
          fr: 'Écusson de l’Olympique Valmont',
          en: 'Olympique Valmont crest',
          es: 'Escudo del Olympique Valmont',
        },
        {
          pid: 6,
          x: lv('24px', '24px', '14px', '14px', '14px'),
          y: lv('25px', '25px', '35px', '35px', '35px'),
          w: lv('120px', '120px', '80px', '80px', '80px'),
          height: lv('120px', '120px', '80px', '80px', '80px'),
          vis: wide,
          tl: timeline({ from: { o: 0, rZ: -20 }, delay: 800, duration: 700 }),
        },
      ),
      textLayer(
        9,
        'Légende',
        { fr: 'Olympique Valmont', en: 'Olympique Valmont', es: 'Olympique Valmont' },
        {
          pid: 6,
          x: lv('160px', '160px', '104px', '104px', '104px'),
          y: lv('62px', '62px', '56px', '56px', '56px'),
          w: lv('120px', '120px', '88px', '88px', '88px'),
          size: lv('17px', '17px', '14px', '14px', '18px'),
          weight: '700',
          colour: '#111936',
          vis: wide,
          tl: timeline({ from: { o: 0 }, delay: 1000, duration: 500 }),
        },
      ),
    ),
  });
}

/** One article over its picture: scrim, kicker, headline, excerpt, button. */
function articleSlide(spec: {
  id: number;
  order: number;
  article: string;
  label: Texts;
  deepLink: string;
  image: string;
  transition: Json;
  len?: number;
}): [string, Json] {
  const { article } = spec;
  return slide({
    id: spec.id,
    order: spec.order,
    title: articleTitles(article),
    description: articleExcerpts(article),
    params: params(article, spec.label),
    deepLink: spec.deepLink,
    thumbKey: spec.image,
    ...(spec.len ? { len: spec.len } : {}),
    layers: layers(
      slideBackground(0, spec.image, spec.transition),
      scrim(1),
      ...articleTexts(2, article),
      excerpt(4, article),
      readMoreButton(5, article),
    ),
  });
}

/**
 * `demo-standard`: the demo page's standard slider. Six slides with every part-1 layer type
 * (text, shape, image, SVG, button, row, column, group), every navigation kind (arrows,
 * bullets, tabs, thumbnails, scrubber, keyboard, wheel, swipe), deep links, a slideshow that
 * pauses on hover, and a horizontal progress bar (the other shapes: `pbarDemos.ts`).
 */
export function demoStandard(crestFile: string): Json {
  return {
    settings: {
      version: '7.0.0',
      lang: 'fr',
      type: 'standard',
      alias: DEMO_STANDARD_ALIAS,
      ...tr('title', {
        fr: 'L’essentiel de la semaine',
        en: 'The week in football',
        es: 'Lo esencial de la semana',
      }),
      size: {
        fullWidth: false,
        fullHeight: false,
        overflow: false,
        width: lv(1240, 1240, 1024, 778, 480),
        height: lv(620, 600, 540, 500, 480),
      },
      general: { fallbackURL: '', fallbackType: 'none' },
      default: { len: 7000 },
      slideshow: { auto: true, loop: -1, stopAt: -1, shuffle: false, sOH: true },
      pbar: {
        set: true,
        t: 'horizontal',
        base: 'slide',
        s: 5,
        r: 10,
        g: false,
        gs: 0,
        c: '#f2c230',
        bg: 'rgba(255,255,255,0.2)',
        gc: 'transparent',
        h: 'left',
        v: 'bottom',
        x: 0,
        y: 0,
        a: 'slider',
        vis: all(true),
        rev: '',
      },
      nav: everyNavigation(),
      acc: { use: true, live: 'polite' },
      browser: { useURLDeeplink: true },
      vPort: all('100px'),
    },
    slides: Object.fromEntries([
      derbySlide(),
      academySlide(),
      transferSlide(crestFile),
      // Zoom in over an aerial pitch.
      articleSlide({
        id: 24,
        order: 4,
        article: 'pressing-revolution-analysis',
        label: { fr: 'Tactique', en: 'Tactics', es: 'Táctica' },
        deepLink: 'pressing',
        image: SLIDER_IMAGES.pitch.key,
        transition: TRANSITIONS.zoom,
      }),
      // The cup final, shown for 5 s instead of the module's 7 s. Zoom out.
      articleSlide({
        id: 25,
        order: 5,
        article: 'womens-cup-final-belcastel',
        label: { fr: 'La finale', en: 'The final', es: 'La final' },
        deepLink: 'finale',
        image: SLIDER_IMAGES.trophy.key,
        transition: TRANSITIONS.zoomOut,
        len: 5000,
      }),
      // The stadium works, entering from below.
      articleSlide({
        id: 26,
        order: 6,
        article: 'port-sainte-anne-stadium-renovation',
        label: { fr: 'Le stade', en: 'The stadium', es: 'El estadio' },
        deepLink: 'stade',
        image: SLIDER_IMAGES.stadiumDay.key,
        transition: TRANSITIONS.slideUp,
      }),
    ]),
    addOns: [],
  };
}
