import { FRONT_PAGE_VIDEO } from '../../../../pages/frontPageVideo.js';
import {
  all,
  type Json,
  type Levels,
  layers,
  lv,
  shapeLayer,
  slide,
  slideBackground,
  type Texts,
  TRANSITIONS,
  textLayer,
  timeline,
  tr,
} from './build.js';
import { HERO_ARTICLE } from './homeHero.js';
import { SLIDER_IMAGES } from './images.js';
import { articleTexts, LEFT, readMoreButton } from './layout.js';
import { arrowsAndBullets } from './navigation.js';

/** The alias of the media demo (`/{lang}/demo/slider/demo-media`). */
export const DEMO_MEDIA_ALIAS = 'demo-media';

/**
 * The site's own media, made by its build from code (nothing downloaded): the derby film and
 * its poster of the front page's video panel (packages/site/build/demo-video), and the stadium
 * sound (packages/site/build/demo-audio).
 */
const FILM = FRONT_PAGE_VIDEO.sources[0]!.src;
const FILM_POSTER = FRONT_PAGE_VIDEO.poster;
const STADIUM_SOUND = '/audio/tribune-stade.wav';

const HEADLINE = lv('38px', '36px', '32px', '28px', '31px');
const BODY = lv('18px', '18px', '17px', '16px', '18px');

/** Beside the text on wide levels, under it on narrow ones; 16:9. */
const VIDEO_W = lv(560, 540, 440, 440, 400);

function px(values: Levels<number>): Levels<string> {
  return values.map((v) => `${v}px`) as Levels<string>;
}

/** A video or audio layer (spec 3.3) with its media options (spec 3.4). */
function mediaLayer(
  id: number,
  type: 'video' | 'audio',
  alias: string,
  media: Json,
  place: {
    x: Levels<string>;
    y: Levels<string>;
    h: Levels<'left' | 'center' | 'right'>;
    v: Levels<'top' | 'middle' | 'bottom'>;
    w: Levels<string>;
    height: Levels<string>;
  },
  tl: Json,
): Json {
  return {
    id,
    alias,
    type,
    order: id,
    zIndex: 20 + id,
    size: { w: place.w, h: place.height },
    pos: { x: place.x, y: place.y, h: place.h, v: place.v, pos: 'absolute' },
    vis: all(true),
    display: all('block'),
    tl,
    media,
  };
}

/** The module's size per level (the layout grid). */
const WIDTH = lv(1240, 1240, 1024, 778, 480);
// The phone level is taller: the sound's player (its bar and the 72 px play button, drawn at
// their own size) and the bullets below it need the room.
const HEIGHT = lv(520, 500, 460, 440, 500);

/**
 * A dark panel behind the text, sized in grid pixels: a layer sized in percentages is drawn
 * 0 px wide by the part-1 renderer (its box is absolutely placed without a size).
 */
function panel(id: number, width: Levels<number>): Json {
  return shapeLayer(id, 'Voile', 'rgba(17,25,54,0.74)', {
    x: all('0px'),
    y: all('0px'),
    w: px(width),
    height: px(HEIGHT),
    tl: timeline({ from: { o: 0 }, delay: 0, duration: 600 }),
  });
}

function headline(id: number, text: Texts, y: Levels<string>, w: Levels<string>): Json {
  return textLayer(id, 'Titre', text, {
    x: LEFT,
    y,
    w,
    size: HEADLINE,
    tag: 'h2',
    tl: timeline({ from: { o: 0, y: all('40px') }, delay: 300, duration: 800, clip: true }),
  });
}

function paragraph(id: number, text: Texts, y: Levels<string>, w: Levels<string>): Json {
  return textLayer(id, 'Texte', text, {
    x: LEFT,
    y,
    w,
    size: BODY,
    weight: '400',
    lineHeight: lv('27px', '27px', '25px', '24px', '24px'),
    tag: 'p',
    tl: timeline({ from: { o: 0 }, delay: 600, duration: 700 }),
  });
}

/**
 * Slide 1: the derby film as an HTML5 video layer. It plays by itself, muted, the first time
 * the slide shows only ("1sttime"), with the player's own controls; paused, it shows its
 * poster; at its end it goes back to the start.
 */
function filmSlide(): [string, Json] {
  const video = mediaLayer(
    4,
    'video',
    'Le derby en vidéo',
    {
      type: 'html5',
      src: FILM,
      width: 960,
      height: 540,
      controls: 's',
      mute: true,
      loop: false,
      inline: true,
      autoPlay: '1sttime',
      rewind: true,
      cover: false,
      volume: 80,
      poster: { src: FILM_POSTER, showOnPause: true },
      pauseOnSwap: true,
    },
    {
      x: lv('96px', '88px', '72px', '0px', '0px'),
      y: lv('0px', '0px', '0px', '64px', '56px'),
      h: lv('right', 'right', 'right', 'center', 'center'),
      v: lv('middle', 'middle', 'middle', 'bottom', 'bottom'),
      w: px(VIDEO_W),
      height: px(VIDEO_W.map((w) => Math.round((w * 9) / 16)) as Levels<number>),
    },
    timeline({ from: { o: 0, sX: 0.92, sY: 0.92 }, delay: 200, duration: 700 }),
  );
  return slide({
    id: 61,
    order: 1,
    title: { fr: 'Le derby en vidéo', en: 'The derby on video', es: 'El derbi en vídeo' },
    layers: layers(
      slideBackground(0, SLIDER_IMAGES.pitch.key, TRANSITIONS.fade),
      panel(1, WIDTH),
      headline(
        2,
        {
          fr: 'Le but du derby en vidéo',
          en: 'The derby goal on video',
          es: 'El gol del derbi en vídeo',
        },
        lv('150px', '140px', '120px', '40px', '32px'),
        lv('460px', '460px', '400px', '640px', '420px'),
      ),
      paragraph(
        3,
        {
          fr: 'La remontée du terrain et la frappe, vues d’en haut.',
          en: 'The move up the pitch and the strike, seen from above.',
          es: 'La subida por el campo y el disparo, vistos desde arriba.',
        },
        lv('250px', '236px', '210px', '110px', '96px'),
        lv('440px', '440px', '380px', '640px', '420px'),
      ),
      video,
    ),
  });
}

/** Slide 2: the stadium sound as an audio layer, with its controls and the large play button. */
function soundSlide(): [string, Json] {
  const audio = mediaLayer(
    4,
    'audio',
    'Ambiance du stade',
    {
      type: 'audio',
      src: STADIUM_SOUND,
      controls: 'sxl',
      autoPlay: false,
      volume: 80,
      pauseOnSwap: true,
    },
    {
      x: LEFT,
      y: lv('330px', '316px', '290px', '250px', '236px'),
      h: all('left'),
      v: all('top'),
      w: lv('420px', '420px', '400px', '400px', '380px'),
      height: all('auto'),
    },
    timeline({ from: { o: 0, y: all('20px') }, delay: 800, duration: 600 }),
  );
  return slide({
    id: 62,
    order: 2,
    title: { fr: 'L’ambiance du stade', en: 'The stadium sound', es: 'El ambiente del estadio' },
    layers: layers(
      slideBackground(0, SLIDER_IMAGES.crowd.key, TRANSITIONS.slide),
      panel(1, lv(760, 740, 660, 778, 480)),
      headline(
        2,
        { fr: 'Le coup de sifflet final', en: 'The final whistle', es: 'El pitido final' },
        lv('140px', '130px', '116px', '96px', '72px'),
        lv('600px', '580px', '520px', '560px', '420px'),
      ),
      paragraph(
        3,
        {
          fr: 'Écoutez la tribune : trois coups de sifflet, puis la clameur.',
          en: 'Listen to the stands: three blasts of the whistle, then the roar.',
          es: 'Escuche la grada: tres pitidos y luego el clamor.',
        },
        lv('200px', '190px', '172px', '150px', '128px'),
        lv('560px', '540px', '500px', '560px', '420px'),
      ),
      audio,
    ),
  });
}

/** Slide 3: the film as the slide's background video, playing only while the slide shows. */
function backgroundSlide(): [string, Json] {
  const background = slideBackground(0, SLIDER_IMAGES.stadiumDay.key, TRANSITIONS.zoom);
  (background.bg as Json).video = {
    type: 'html5',
    src: FILM,
    width: 960,
    height: 540,
    autoPlay: true,
    mute: true,
    loop: true,
    cover: true,
    poster: { src: FILM_POSTER },
  };
  return slide({
    id: 63,
    order: 3,
    title: { fr: 'Vidéo en fond', en: 'Background video', es: 'Vídeo de fondo' },
    layers: layers(
      background,
      panel(1, lv(760, 740, 660, 778, 480)),
      ...articleTexts(2, HERO_ARTICLE),
      readMoreButton(4, HERO_ARTICLE),
    ),
  });
}

/**
 * `demo-media`: video and audio layers and a background video (issue 4, part 2's media), with
 * the site's own film and sound. No slideshow: the reader moves with the arrows and bullets.
 */
export function demoMedia(): Json {
  return {
    settings: {
      version: '7.0.0',
      lang: 'fr',
      type: 'standard',
      alias: DEMO_MEDIA_ALIAS,
      ...tr('title', { fr: 'Vidéo et son', en: 'Video and sound', es: 'Vídeo y sonido' }),
      size: {
        fullWidth: false,
        fullHeight: false,
        overflow: false,
        width: WIDTH,
        height: HEIGHT,
      },
      general: { fallbackURL: '', fallbackType: 'none' },
      default: { len: 9000 },
      slideshow: { auto: false, loop: 0, stopAt: -1, shuffle: false, sOH: false },
      pbar: { set: false },
      nav: arrowsAndBullets(),
      acc: { use: true, live: 'polite' },
      browser: { useURLDeeplink: true },
      vPort: all('100px'),
    },
    slides: Object.fromEntries([filmSlide(), soundSlide(), backgroundSlide()]),
    addOns: [],
  };
}
