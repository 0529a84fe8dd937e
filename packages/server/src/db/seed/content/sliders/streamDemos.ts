import {
  all,
  buttonLayer,
  colour,
  type Json,
  type Levels,
  layers,
  lv,
  shapeLayer,
  slide,
  type Texts,
  TRANSITIONS,
  textLayer,
  timeline,
} from './build.js';
import { arrowsAndBullets } from './navigation.js';

/**
 * The stream demos (issue 4 item 6, spec 3.1 `source`, 3.5): modules whose slides are made from
 * a stream's items. Their saved slides are templates: `{{title}}`, `{{caption}}`, `{{link}}`, …
 * are filled from each item, and each item's picture becomes the slide background.
 *
 * - `demo-gallery-feed`: the pictures of the seeded "derby day" gallery (source type
 *   `gallery`), drawn with two templates in turn (a fade, then a slide);
 * - `demo-photo-feed`: Racing Montclair's posts on the social photo feed the server itself
 *   serves for the demo (source type `photo-feed`, account `racingmontclair`).
 */
export const STREAM_DEMO_ALIASES = {
  gallery: 'demo-gallery-feed',
  photo: 'demo-photo-feed',
} as const;

/** The same placeholder in every language: the item's own text fills it. */
const meta = (text: string): Texts => ({ fr: text, en: text, es: text });

/** Clear of the left arrow (24/20/16/12 px in, 44 px wide). */
const LEFT = lv('96px', '88px', '80px', '72px', '24px');

const WIDTH = lv(1240, 1240, 1024, 778, 480);
const HEIGHT = lv(600, 580, 540, 500, 460);
const SIZE = { fullWidth: false, fullHeight: false, overflow: false, width: WIDTH, height: HEIGHT };

/**
 * The grid's own size in px at each level: a shape sized "100%" has no box to be a share of
 * (its layer is placed, not sized), so panels are given the grid's size.
 */
const px = (values: readonly number[]) => values.map((v) => `${v}px`) as Levels<string>;

/** The slide background of a template: the item's picture takes its place. */
function streamBackground(transition: Json): Json {
  return {
    id: 0,
    alias: 'Image du flux',
    type: 'shape',
    subtype: 'slidebg',
    rTo: 'slide',
    order: 0,
    zIndex: 0,
    size: { cMode: 'cover' },
    pos: { h: all('center'), v: all('center'), pos: 'absolute' },
    display: all('block'),
    bg: {
      color: colour('#111936'),
      image: { src: '', size: 'cover', repeat: 'no-repeat', pos: { x: '50%', y: '50%' } },
    },
    tl: { in: { bg: transition } },
  };
}

/**
 * Arrows and bullets in the engine's own look (slider.css): no template, no style. The demos'
 * shared arrow and bullet templates print the neighbouring slides' titles inside the controls,
 * which for a stream are long captions (and which axe reports as a visible text missing from
 * the control's name).
 */
function plainArrowsAndBullets(): Json {
  const nav = arrowsAndBullets();
  const plain = (element: unknown) => ({
    ...(element as Json),
    key: '',
    html: '',
    css: '',
    cst: {},
    def: {},
  });
  return { ...nav, arrows: plain(nav.arrows), bullets: plain(nav.bullets) };
}

function settings(alias: string, title: Texts, source: Json): Json {
  return {
    version: '7.0.0',
    lang: 'fr',
    type: 'standard',
    alias,
    title: title.fr,
    'title@en': title.en,
    'title@es': title.es,
    source,
    size: SIZE,
    general: { fallbackURL: '', fallbackType: 'none' },
    default: { len: 6000 },
    slideshow: { auto: true, loop: -1, stopAt: -1, shuffle: false, sOH: true },
    pbar: { set: false },
    nav: plainArrowsAndBullets(),
    acc: { use: true, live: 'polite' },
    browser: { useURLDeeplink: false },
    vPort: all('100px'),
  };
}

/** A gallery picture: a panel on the left with the gallery's name, the title and the caption. */
function galleryTemplate(id: number, order: number, transition: Json): [string, Json] {
  return slide({
    id,
    order,
    title: meta('{{title}}'),
    description: meta('{{caption}}'),
    layers: layers(
      streamBackground(transition),
      shapeLayer(1, 'Voile', 'rgba(17,25,54,0.78)', {
        w: lv('560px', '540px', '480px', '778px', '480px'),
        height: px(HEIGHT),
        tl: timeline({ from: { o: 0, x: all('-80px') }, delay: 0, duration: 600 }),
      }),
      textLayer(2, 'Galerie', meta('{{gallery}}'), {
        x: LEFT,
        y: lv('120px', '112px', '100px', '88px', '64px'),
        w: lv('420px', '410px', '370px', '600px', '420px'),
        size: lv('15px', '15px', '14px', '13px', '18px'),
        weight: '600',
        colour: '#f2c230',
        tag: 'p',
        tl: timeline({ from: { o: 0, x: all('-30px') }, delay: 200, duration: 600 }),
      }),
      textLayer(3, 'Titre', meta('{{title}}'), {
        x: LEFT,
        y: lv('152px', '144px', '130px', '116px', '96px'),
        w: lv('420px', '410px', '370px', '600px', '420px'),
        size: lv('40px', '38px', '34px', '30px', '31px'),
        weight: '700',
        tag: 'h2',
        tl: timeline({ from: { o: 0, y: all('40px') }, delay: 350, duration: 800, clip: true }),
      }),
      textLayer(4, 'Légende', meta('{{caption}}'), {
        x: LEFT,
        y: lv('270px', '260px', '236px', '208px', '208px'),
        w: lv('420px', '410px', '370px', '600px', '420px'),
        size: lv('18px', '18px', '17px', '16px', '18px'),
        weight: '400',
        lineHeight: lv('27px', '27px', '25px', '24px', '24px'),
        tag: 'p',
        tl: timeline({ from: { o: 0 }, delay: 600, duration: 700 }),
      }),
      buttonLayer(
        5,
        { fr: 'Voir la galerie', en: 'See the gallery', es: 'Ver la galería' },
        meta('{{link}}'),
        {
          x: LEFT,
          y: lv('96px', '92px', '84px', '76px', '64px'),
          v: all('bottom'),
          tl: timeline({ from: { o: 0, sX: 0.9, sY: 0.9 }, delay: 900, duration: 500 }),
        },
      ),
    ),
  });
}

export function galleryFeedDemo(): Json {
  return {
    settings: settings(
      STREAM_DEMO_ALIASES.gallery,
      { fr: 'Le derby en images', en: 'The derby in pictures', es: 'El derbi en imágenes' },
      { type: 'gallery', sourceids: 'derby-day', count: 8 },
    ),
    slides: Object.fromEntries([
      galleryTemplate(81, 1, TRANSITIONS.fade),
      galleryTemplate(82, 2, TRANSITIONS.slide),
    ]),
    addOns: [],
  };
}

/** A social post: the account, the caption and the counts in a band along the bottom. */
function postTemplate(id: number): [string, Json] {
  // On small screens the bullets take the bottom row: the band's lines sit above them.
  const BAND = lv('190px', '184px', '176px', '220px', '300px');
  return slide({
    id,
    order: 1,
    title: meta('{{title}}'),
    description: meta('{{caption}}'),
    layers: layers(
      streamBackground(TRANSITIONS.fade),
      shapeLayer(1, 'Bandeau', 'rgba(17,25,54,0.82)', {
        y: all('0px'),
        v: all('bottom'),
        w: px(WIDTH),
        height: BAND,
        tl: timeline({ from: { o: 0, y: all('60px') }, delay: 0, duration: 600 }),
      }),
      textLayer(2, 'Compte', meta('@{{author}}'), {
        x: LEFT,
        y: lv('148px', '144px', '138px', '180px', '184px'),
        v: all('bottom'),
        size: lv('16px', '16px', '15px', '14px', '18px'),
        weight: '700',
        colour: '#f2c230',
        tag: 'p',
        tl: timeline({ from: { o: 0, x: all('-30px') }, delay: 200, duration: 600 }),
      }),
      textLayer(3, 'Légende', meta('{{caption}}'), {
        x: LEFT,
        y: lv('62px', '60px', '56px', '84px', '76px'),
        v: all('bottom'),
        w: lv('820px', '800px', '640px', '640px', '432px'),
        size: lv('18px', '18px', '17px', '16px', '18px'),
        weight: '400',
        lineHeight: lv('26px', '26px', '24px', '22px', '24px'),
        tag: 'p',
        tl: timeline({ from: { o: 0 }, delay: 400, duration: 700 }),
      }),
      textLayer(
        4,
        'Réactions',
        {
          fr: '{{likes}} j’aime · {{comments}} commentaires · {{date}}',
          en: '{{likes}} likes · {{comments}} comments · {{date}}',
          es: '{{likes}} me gusta · {{comments}} comentarios · {{date}}',
        },
        {
          x: LEFT,
          y: lv('30px', '28px', '26px', '48px', '44px'),
          v: all('bottom'),
          size: lv('14px', '14px', '13px', '13px', '18px'),
          weight: '400',
          colour: '#d7dbe8',
          tag: 'p',
          tl: timeline({ from: { o: 0 }, delay: 600, duration: 600 }),
        },
      ),
      buttonLayer(
        5,
        { fr: 'Voir la publication', en: 'See the post', es: 'Ver la publicación' },
        meta('{{link}}'),
        {
          x: LEFT,
          y: lv('140px', '136px', '130px', '150px', '222px'),
          // On a phone, a row of its own above the account: no name can run into it.
          h: lv('right', 'right', 'right', 'right', 'left'),
          v: all('bottom'),
          tl: timeline({ from: { o: 0, sX: 0.9, sY: 0.9 }, delay: 800, duration: 500 }),
        },
      ),
    ),
  });
}

export function photoFeedDemo(): Json {
  return {
    settings: settings(
      STREAM_DEMO_ALIASES.photo,
      {
        fr: 'Le stage du Racing Montclair, vu de son compte',
        en: 'Racing Montclair’s camp, from the club’s account',
        es: 'El stage del Racing Montclair, desde su cuenta',
      },
      { type: 'photo-feed', sourceids: 'racingmontclair', count: 6 },
    ),
    slides: Object.fromEntries([postTemplate(91)]),
    addOns: [],
  };
}
