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
  type Levels,
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
import { everyNavigation } from './navigation.js';

/** The alias of the demo page's standard slider. */
export const DEMO_STANDARD_ALIAS = 'demo-standard';

/** Left edge of the text column, per level (the grid is 1240/1240/1024/778/480 px wide). */
const LEFT = lv('80px', '72px', '56px', '40px', '24px');
const KICKER = lv('15px', '15px', '14px', '13px', '12px');
const HEADLINE = lv('48px', '44px', '38px', '32px', '24px');
const BODY = lv('19px', '18px', '17px', '16px', '15px');

/** The kicker, headline and link of one article, entering one after the other. */
function articleTexts(
  first: number,
  article: string,
  y: { kicker: Levels<string>; title: Levels<string> },
) {
  return [
    textLayer(first, 'Surtitre', articleCategory(article), {
      x: LEFT,
      y: y.kicker,
      size: KICKER,
      weight: '600',
      colour: '#f2c230',
      tag: 'p',
      tl: timeline({ from: { o: 0, x: all('-30px') }, delay: 200, duration: 600 }),
    }),
    textLayer(first + 1, 'Titre', articleTitles(article), {
      x: LEFT,
      y: y.title,
      w: lv('720px', '680px', '600px', '560px', '432px'),
      size: HEADLINE,
      weight: '800',
      tag: 'h2',
      tl: timeline({ from: { o: 0, y: all('40px') }, delay: 400, duration: 900, clip: true }),
    }),
  ];
}

const readMore: Texts = { fr: 'Lire l’article', en: 'Read the article', es: 'Leer el artículo' };

/** Navigation params: `{{param1}}` the category (tabs), `{{params2}}` a short label (thumbs). */
function params(article: string, label: Texts) {
  return [
    { text: articleCategory(article), l: 30 },
    { text: label, l: 24 },
  ];
}

/**
 * Slide 21: a headline over the crowd, an accent shape, the excerpt and a button. Fade.
 * Text, shape and button layers.
 */
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
      shapeLayer(1, 'Filet doré', '#f2c230', {
        x: LEFT,
        y: lv('128px', '124px', '112px', '100px', '88px'),
        w: all('64px'),
        height: all('4px'),
        tl: timeline({ from: { o: 0, sX: 0 }, delay: 100, duration: 500 }),
      }),
      ...articleTexts(2, article, {
        kicker: lv('144px', '140px', '126px', '112px', '100px'),
        title: lv('180px', '176px', '160px', '144px', '128px'),
      }),
      textLayer(4, 'Chapô', articleExcerpts(article), {
        x: LEFT,
        y: lv('350px', '336px', '300px', '270px', '250px'),
        w: lv('600px', '580px', '520px', '480px', '432px'),
        size: BODY,
        weight: '400',
        lineHeight: lv('28px', '27px', '25px', '24px', '22px'),
        tag: 'p',
        vis: lv(true, true, true, true, false),
        tl: timeline({ from: { o: 0 }, delay: 700, duration: 700 }),
      }),
      buttonLayer(5, readMore, articleLinks(article), {
        x: LEFT,
        y: lv('480px', '460px', '420px', '390px', '330px'),
        tl: timeline({ from: { o: 0, sX: 0.9, sY: 0.9 }, delay: 1000, duration: 500 }),
      }),
    ),
  });
}

/**
 * Slide 22: a row of two columns, the text in the first, a picture in the second. Slide.
 * Row, column and image layers.
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
        y: lv('120px', '112px', '100px', '88px', '80px'),
        w: lv('1000px', '980px', '840px', '640px', '432px'),
        height: lv('360px', '340px', '320px', '300px', '320px'),
        gap: lv(40, 40, 32, 24, 16),
        background: 'rgba(17,25,54,0.78)',
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
        tl: timeline({ from: { o: 0 }, delay: 300, duration: 500 }),
      }),
      textLayer(4, 'Titre', title, {
        pid: 2,
        pos: 'relative',
        x: all('32px'),
        y: all('32px'),
        w: all('100%'),
        size: lv('36px', '34px', '30px', '26px', '22px'),
        weight: '800',
        tag: 'h2',
        tl: timeline({ from: { o: 0, x: all('-40px') }, delay: 500, duration: 800 }),
      }),
      textLayer(5, 'Chapô', articleExcerpts(article), {
        pid: 2,
        pos: 'relative',
        x: all('32px'),
        y: all('48px'),
        w: all('100%'),
        size: BODY,
        weight: '400',
        lineHeight: lv('28px', '27px', '25px', '24px', '22px'),
        tag: 'p',
        vis: lv(true, true, true, false, false),
        tl: timeline({ from: { o: 0 }, delay: 800, duration: 600 }),
      }),
      buttonLayer(6, readMore, articleLinks(article), {
        pid: 2,
        pos: 'relative',
        x: all('32px'),
        y: all('64px'),
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
          x: all('0px'),
          y: all('0px'),
          w: all('100%'),
          height: all('100%'),
          tl: timeline({ from: { o: 0, sX: 1.1, sY: 1.1 }, delay: 600, duration: 900 }),
        },
      ),
    ),
  });
}

/**
 * Slide 23: a group (a rounded panel, a club crest as SVG and its caption) beside the headline.
 * Slide over. Group, shape, SVG and text layers.
 */
function transferSlide(crestFile: string): [string, Json] {
  const article = 'serrano-striker-transfer-saga';
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
      ...articleTexts(1, article, {
        kicker: lv('150px', '144px', '130px', '300px', '280px'),
        title: lv('186px', '180px', '164px', '336px', '308px'),
      }),
      containerLayer(3, 'group', {
        x: lv('840px', '820px', '680px', '40px', '24px'),
        y: lv('150px', '144px', '130px', '88px', '80px'),
        w: lv('300px', '300px', '280px', '300px', '260px'),
        height: lv('180px', '180px', '170px', '180px', '170px'),
        tl: timeline({ from: { o: 0, x: all('60px') }, delay: 500, duration: 800 }),
      }),
      shapeLayer(4, 'Panneau', 'rgba(255,255,255,0.92)', {
        pid: 3,
        x: all('0px'),
        y: all('0px'),
        w: all('100%'),
        height: all('100%'),
        radius: '12px',
        tl: timeline({ from: { o: 0 }, delay: 500, duration: 400 }),
      }),
      svgLayer(
        5,
        `/media/${crestFile}`,
        { fr: 'Écusson', en: 'Crest', es: 'Escudo' },
        {
          pid: 3,
          x: all('24px'),
          y: all('30px'),
          w: all('120px'),
          height: all('120px'),
          tl: timeline({ from: { o: 0, rZ: -20 }, delay: 800, duration: 700 }),
        },
      ),
      textLayer(
        6,
        'Légende',
        { fr: 'Olympique Valmont', en: 'Olympique Valmont', es: 'Olympique Valmont' },
        {
          pid: 3,
          x: all('160px'),
          y: all('72px'),
          w: all('120px'),
          size: all('17px'),
          weight: '700',
          colour: '#111936',
          tl: timeline({ from: { o: 0 }, delay: 1000, duration: 500 }),
        },
      ),
    ),
  });
}

/** Slide 24: the headline revealed by a clip over an aerial pitch, and a button. Zoom in. */
function pressingSlide(): [string, Json] {
  const article = 'pressing-revolution-analysis';
  return slide({
    id: 24,
    order: 4,
    title: articleTitles(article),
    description: articleExcerpts(article),
    params: params(article, { fr: 'Tactique', en: 'Tactics', es: 'Táctica' }),
    deepLink: 'pressing',
    thumbKey: SLIDER_IMAGES.pitch.key,
    layers: layers(
      slideBackground(0, SLIDER_IMAGES.pitch.key, TRANSITIONS.zoom),
      shapeLayer(1, 'Voile', 'rgba(17,25,54,0.6)', {
        x: all('0px'),
        y: all('0px'),
        w: lv('760px', '720px', '640px', '100%', '100%'),
        height: all('100%'),
        tl: timeline({ from: { o: 0, x: all('-100px') }, delay: 0, duration: 700 }),
      }),
      ...articleTexts(2, article, {
        kicker: lv('170px', '164px', '150px', '136px', '120px'),
        title: lv('206px', '200px', '184px', '168px', '148px'),
      }),
      buttonLayer(4, readMore, articleLinks(article), {
        x: LEFT,
        y: lv('440px', '420px', '390px', '360px', '330px'),
        tl: timeline({ from: { o: 0, x: all('-20px') }, delay: 1100, duration: 500 }),
      }),
    ),
  });
}

/** Slide 25: the cup final, shown for 5 s instead of the module's length. Zoom out. */
function finalSlide(): [string, Json] {
  const article = 'womens-cup-final-belcastel';
  return slide({
    id: 25,
    order: 5,
    title: articleTitles(article),
    description: articleExcerpts(article),
    params: params(article, { fr: 'La finale', en: 'The final', es: 'La final' }),
    deepLink: 'finale',
    thumbKey: SLIDER_IMAGES.trophy.key,
    len: 5000,
    layers: layers(
      slideBackground(0, SLIDER_IMAGES.trophy.key, TRANSITIONS.zoomOut),
      // A dark band at the bottom keeps the headline readable over the spotlights.
      shapeLayer(1, 'Bandeau', 'rgba(17,25,54,0.78)', {
        x: all('0px'),
        y: all('0px'),
        v: all('bottom'),
        w: all('100%'),
        height: lv('250px', '240px', '220px', '210px', '220px'),
        tl: timeline({ from: { o: 0, y: all('60px') }, delay: 0, duration: 600 }),
      }),
      ...articleTexts(2, article, {
        kicker: lv('386px', '376px', '334px', '304px', '276px'),
        title: lv('420px', '410px', '366px', '334px', '302px'),
      }),
      buttonLayer(4, readMore, articleLinks(article), {
        x: LEFT,
        y: lv('540px', '526px', '470px', '436px', '420px'),
        tl: timeline({ from: { o: 0 }, delay: 900, duration: 500 }),
      }),
    ),
  });
}

/** Slide 26: the stadium works, entering from below. Slide up. */
function stadiumSlide(): [string, Json] {
  const article = 'port-sainte-anne-stadium-renovation';
  return slide({
    id: 26,
    order: 6,
    title: articleTitles(article),
    description: articleExcerpts(article),
    params: params(article, { fr: 'Le stade', en: 'The stadium', es: 'El estadio' }),
    deepLink: 'stade',
    thumbKey: SLIDER_IMAGES.stadiumDay.key,
    layers: layers(
      slideBackground(0, SLIDER_IMAGES.stadiumDay.key, TRANSITIONS.slideUp),
      ...articleTexts(1, article, {
        kicker: lv('150px', '144px', '130px', '116px', '100px'),
        title: lv('186px', '180px', '164px', '148px', '128px'),
      }),
      buttonLayer(3, readMore, articleLinks(article), {
        x: LEFT,
        y: lv('420px', '400px', '370px', '340px', '310px'),
        tl: timeline({ from: { o: 0, y: all('20px') }, delay: 900, duration: 500 }),
      }),
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
      pressingSlide(),
      finalSlide(),
      stadiumSlide(),
    ]),
    addOns: [],
  };
}
