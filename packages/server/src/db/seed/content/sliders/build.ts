import { SEED_ARTICLES } from '../articles/index.js';
import { SEED_CATEGORIES } from '../categories.js';
import type { SeedArticle, SeedLang } from '../types.js';

/**
 * Small builders for the demo modules. What they produce is engine-7 data exactly as the engine
 * saves it (see the real modules in /work/shared/fixtures/slider): rows, columns and groups are
 * `container` layers with a subtype, buttons are `text` layers with subtype `button`, values
 * that vary by responsive level are 5-element arrays (1600, 1240, 1024, 778, 480 px), colours
 * are the engine's `{type, orig, string}` objects. Texts are French with `@en` / `@es`
 * translations beside them (slider/localise.ts).
 */

export type Json = Record<string, unknown>;
export type Levels<T> = [T, T, T, T, T];

/** One value per responsive level, largest first. */
export const lv = <T>(l0: T, l1: T, l2: T, l3: T, l4: T): Levels<T> => [l0, l1, l2, l3, l4];
/** The same value at every level. */
export const all = <T>(value: T): Levels<T> => [value, value, value, value, value];

/** A text in French, English and Spanish: `{field, field@en, field@es}`. */
export interface Texts {
  fr: string;
  en: string;
  es: string;
}

export function tr(field: string, text: Texts): Json {
  return { [field]: text.fr, [`${field}@en`]: text.en, [`${field}@es`]: text.es };
}

/** The engine's colour object. */
export function colour(css: string): Json {
  return { type: 'solid', orig: css, string: css };
}

function seedArticle(key: string): SeedArticle {
  const article = SEED_ARTICLES.find((a) => a.key === key);
  if (!article) throw new Error(`Slider demo: no article ${key}`);
  return article;
}

/** One text per language, taken from the demo content. */
function texts(pick: (lang: SeedLang) => string): Texts {
  return { fr: pick('fr'), en: pick('en'), es: pick('es') };
}

/** A demo article's URL in each language (the module links to real pages of the site). */
export function articleLinks(key: string): Texts {
  const article = seedArticle(key);
  return texts((lang) => `/${lang}/article/${article.translations[lang].slug}`);
}

export function articleTitles(key: string): Texts {
  const article = seedArticle(key);
  return texts((lang) => article.translations[lang].title);
}

/** The same texts as drawn on a layer: scores held together on one line. */
export function headlineTexts(text: Texts): Texts {
  return texts((lang) => keepScoresTogether(text[lang]));
}

/**
 * A score ("3–2") never broken over two lines: word joiners (U+2060, invisible) on each side
 * of its dash, which a line may otherwise break after (the Spanish hero read "(3–" / "2)" on
 * a phone).
 */
export function keepScoresTogether(text: string): string {
  return text.replace(/(\d)\s*([–-])\s*(\d)/g, '$1\u2060$2\u2060$3');
}

export function articleExcerpts(key: string): Texts {
  const article = seedArticle(key);
  return texts((lang) => article.translations[lang].excerpt);
}

/** The name of the article's first category: the kicker above a headline. */
export function articleCategory(key: string): Texts {
  const [first] = seedArticle(key).categoryKeys;
  const category = SEED_CATEGORIES.find((c) => c.key === first);
  if (!category) throw new Error(`Slider demo: article ${key} has no category`);
  return texts((lang) => category.names[lang].name);
}

// --- Timelines ------------------------------------------------------------------------------

/** One keyframe: starts at `t` ms, runs `d` ms. */
export function frame(t: number, d: number, values: Json = {}, e = 'power3.inOut'): Json {
  return { t, d, f: d, e, ...values };
}

/** The resting state, for the last in-frame. */
const rest = { x: all(0), y: all(0), o: 1, sX: 1, sY: 1, rZ: 0, skX: 0 };

/**
 * A layer timeline: the entrance from `from` to the resting position (starting at `delay`,
 * lasting `duration`), and the exit to `to`. `clip` adds the clip reveal track.
 */
export function timeline(options: {
  from: Json;
  delay?: number;
  duration?: number;
  ease?: string;
  to?: Json;
  outDuration?: number;
  clip?: boolean;
}): Json {
  const delay = options.delay ?? 300;
  const duration = options.duration ?? 900;
  const inTrack: Json = {
    content: {
      pers: '600px',
      orig: { x: '50%', y: '50%', z: '0' },
      all: [
        frame(0, 0, { ...rest, ...options.from }),
        frame(delay, duration, rest, options.ease ?? 'power3.out'),
      ],
    },
  };
  if (options.clip) {
    inTrack.clip = {
      orig: 'l',
      type: 'r',
      all: [frame(0, 0, { c: '0%' }), frame(delay, duration, { c: 100 }, 'power2.inOut')],
    };
  }
  return {
    in: inTrack,
    out: {
      content: {
        pers: '600px',
        orig: { x: '50%', y: '50%', z: '0' },
        all: [
          frame(
            0,
            options.outDuration ?? 400,
            { x: all('inherit'), y: all('inherit'), o: 0, ...(options.to ?? {}) },
            'power2.in',
          ),
        ],
      },
    },
  };
}

/** Slide transitions, on the slide background layer (`tl.in.bg`), in the engine's shape. */
export const TRANSITIONS = {
  fade: {
    ms: 800,
    rnd: false,
    temp: { t: 'Fondu', p: 'fade', m: 'basic', g: 'fade' },
    in: { o: 0 },
    out: { a: false },
  },
  slide: {
    ms: 900,
    rnd: false,
    temp: { t: 'Glisser vers la gauche', p: 'slide', m: 'basic', g: 'slide' },
    in: { x: '100%' },
    out: { a: true, x: '-100%' },
  },
  slideUp: {
    ms: 900,
    rnd: false,
    temp: { t: 'Glisser vers le haut', p: 'slide', m: 'basic', g: 'slide' },
    in: { y: '100%' },
    out: { a: true, y: '-100%' },
  },
  slideOver: {
    ms: 900,
    rnd: false,
    temp: { t: 'Recouvrir depuis la droite', p: 'slideover', m: 'basic', g: 'slideover' },
    in: { x: '100%' },
    out: { a: false },
  },
  zoom: {
    ms: 1000,
    rnd: false,
    temp: { t: 'Zoom avant', p: 'zoom', m: 'basic', g: 'zoom' },
    in: { o: 0, sX: 1.2, sY: 1.2 },
    out: { a: false },
  },
  zoomOut: {
    ms: 1000,
    rnd: false,
    temp: { t: 'Zoom arrière', p: 'zoomout', m: 'basic', g: 'zoom' },
    in: { o: 0, sX: 0.8, sY: 0.8 },
    out: { a: true, o: 0 },
  },
} as const;

// --- Layers ---------------------------------------------------------------------------------

interface Place {
  x?: Levels<string | number>;
  y?: Levels<string | number>;
  h?: Levels<'left' | 'center' | 'right'>;
  v?: Levels<'top' | 'middle' | 'bottom'>;
  w?: Levels<string>;
  height?: Levels<string>;
  pos?: 'absolute' | 'relative';
  /** Shown at each level (default: everywhere). */
  vis?: Levels<boolean>;
}

function placed(place: Place): Json {
  return {
    vis: place.vis ?? all(true),
    size: { w: place.w ?? all('auto'), h: place.height ?? all('auto') },
    pos: {
      x: place.x ?? all('0px'),
      y: place.y ?? all('0px'),
      h: place.h ?? all('left'),
      v: place.v ?? all('top'),
      pos: place.pos ?? 'absolute',
    },
  };
}

/**
 * What every layer has: identity, type, place, stacking (`zBase` + id, so later layers sit
 * above earlier ones of the same kind), display, timeline and parent.
 */
function baseLayer(
  id: number,
  alias: string,
  type: string,
  options: Place & { tl: Json; pid?: number },
  stacking: { zBase: number; display: string; zIndex?: number },
  content?: Json,
): Json {
  const layer: Json = {
    id,
    alias,
    type,
    ...(content === undefined ? {} : { content }),
    ...placed(options),
    order: id,
    zIndex: stacking.zIndex ?? stacking.zBase + id,
    display: all(stacking.display),
    tl: options.tl,
  };
  if (options.pid !== undefined) layer.pid = String(options.pid);
  return layer;
}

/** The slide background: a library picture by key, and the slide transition. */
export function slideBackground(
  id: number,
  imageKey: string,
  transition: Json,
  options: { pan?: boolean; color?: string } = {},
): Json {
  const tlIn: Json = { bg: transition };
  if (options.pan) {
    // A slow zoom on the picture while the slide shows (the engine's "pan" track).
    tlIn.pan = {
      pers: 600,
      orig: { x: '50%', y: '50%', z: '0' },
      all: [
        frame(0, 0, { x: 0, y: 0, sX: '100%', rZ: 0 }, 'none'),
        frame(0, 7000, { x: 0, y: 0, sX: '110%', rZ: 0 }, 'none'),
      ],
    };
  }
  return {
    id,
    alias: 'Slide BG Layer',
    type: 'shape',
    subtype: 'slidebg',
    rTo: 'slide',
    order: 0,
    zIndex: 0,
    size: { cMode: 'cover' },
    pos: { h: all('center'), v: all('center'), pos: 'absolute' },
    display: all('block'),
    bg: {
      color: colour(options.color ?? '#111936'),
      image: {
        key: imageKey,
        src: '',
        size: 'cover',
        repeat: 'no-repeat',
        pos: { x: '50%', y: '50%' },
      },
    },
    tl: { in: tlIn },
  };
}

/** The site's type (packages/site `--font-display`, `--font-body`): no web font to download. */
export const DISPLAY_FONT =
  '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif';
export const BODY_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export interface TextOptions extends Place {
  size: Levels<string>;
  weight?: string;
  colour?: string;
  lineHeight?: Levels<string>;
  family?: string;
  tag?: string;
  tl: Json;
  pid?: number;
  zIndex?: number;
  background?: string;
  padding?: Levels<number>;
}

export function textLayer(id: number, alias: string, text: Texts, options: TextOptions): Json {
  const layer: Json = {
    ...baseLayer(
      id,
      alias,
      'text',
      options,
      { zBase: 10, display: 'block', zIndex: options.zIndex },
      tr('text', text),
    ),
    vA: 'top',
    font: {
      family: options.family ?? (options.tag === 'h2' ? DISPLAY_FONT : BODY_FONT),
      size: options.size,
      weight: all(options.weight ?? '700'),
      ls: all('0px'),
    },
    lh:
      options.lineHeight ?? options.size.map((s) => `${Math.round(Number.parseFloat(s) * 1.15)}px`),
    color: all(options.colour ?? '#ffffff'),
    tag: options.tag ?? 'div',
  };
  if (options.background) layer.bg = { color: colour(options.background) };
  if (options.padding) {
    const p = options.padding;
    layer.p = { t: p, b: p, l: p.map((n) => n * 2), r: p.map((n) => n * 2) };
  }
  return layer;
}

/** A button (engine 7 saves it as a text layer with subtype "button") linking to `href`. */
export function buttonLayer(
  id: number,
  label: Texts,
  href: Texts,
  options: Omit<TextOptions, 'size'> & { size?: Levels<string> },
): Json {
  return {
    ...textLayer(id, 'Bouton', label, {
      ...options,
      size: options.size ?? lv('18px', '18px', '17px', '16px', '18px'),
      weight: '600',
      // White on the site's green: 4.6:1, readable whatever picture is behind.
      colour: options.colour ?? '#ffffff',
      background: options.background ?? '#1b883f',
      padding: options.padding ?? lv(14, 14, 12, 11, 18),
    }),
    subtype: 'button',
    // As wide as its label, not as its column.
    display: all('inline-block'),
    ...tr('href', href),
    target: '_self',
    tag: 'a',
    cursor: 'pointer',
    radius: { t: '4px', r: '4px', b: '4px', l: '4px' },
  };
}

export function shapeLayer(
  id: number,
  alias: string,
  css: string,
  options: Place & { tl: Json; pid?: number; radius?: string },
): Json {
  const layer: Json = {
    ...baseLayer(id, alias, 'shape', options, { zBase: 5, display: 'block' }),
    bg: { color: colour(css) },
  };
  if (options.radius)
    layer.radius = { t: options.radius, r: options.radius, b: options.radius, l: options.radius };
  return layer;
}

/** A picture of the library as an image layer, with its alt text in each language. */
export function imageLayer(
  id: number,
  imageKey: string,
  alt: Texts,
  options: Place & { tl: Json; pid?: number },
): Json {
  return baseLayer(
    id,
    'Image',
    'image',
    options,
    { zBase: 10, display: 'block' },
    {
      key: imageKey,
      src: '',
      size: 'cover',
      ...tr('alt', alt),
    },
  );
}

/** An SVG file (here a club crest the seed generated), tinted per level. */
export function svgLayer(
  id: number,
  src: string,
  title: Texts,
  options: Place & { tl: Json; pid?: number },
): Json {
  return baseLayer(
    id,
    'SVG',
    'svg',
    options,
    { zBase: 10, display: 'block' },
    {
      src,
      all: false,
      ...tr('title', title),
    },
  );
}

/** A row, column or group (engine 7: `container` + subtype); children name it in `pid`. */
export function containerLayer(
  id: number,
  kind: 'row' | 'column' | 'group',
  options: Place & { tl: Json; pid?: number; background?: string; gap?: Levels<number> },
): Json {
  const alias = { row: 'Rangée', column: 'Colonne', group: 'Groupe' }[kind];
  const layer: Json = {
    ...baseLayer(id, alias, 'container', options, {
      zBase: 8,
      display: kind === 'row' ? 'flex' : 'block',
    }),
    subtype: kind,
  };
  if (options.background) layer.bg = { color: colour(options.background) };
  if (options.gap) layer.gap = options.gap;
  return layer;
}

/** Layers keyed by id, as engine 7 saves them. */
export function layers(...list: Json[]): Json {
  return Object.fromEntries(list.map((layer) => [String(layer.id), layer]));
}

export interface SlideSpec {
  id: number;
  order: number;
  title: Texts;
  description?: Texts;
  /** Navigation params (`{{param1}}`…), each with its length limit. */
  params?: { text: Texts; l: number }[];
  deepLink?: string;
  thumbKey?: string;
  len?: number | 'default';
  global?: boolean;
  layers: Json;
}

/** One `{id, slide, layers}` entry. */
export function slide(spec: SlideSpec): [string, Json] {
  const data: Json = {
    id: spec.id,
    order: spec.order,
    version: '7.0.0',
    ...tr('title', spec.title),
    ...(spec.description ? tr('description', spec.description) : { description: '' }),
    params: (spec.params ?? []).map((p) => ({ ...tr('v', p.text), l: p.l })),
    thumb: {
      src: '',
      admin: '',
      ...(spec.thumbKey ? { key: spec.thumbKey } : {}),
      dimension: 'slider',
      default: { color: 'transparent' },
    },
    attr: { id: '', deepLink: spec.deepLink ?? '', class: '' },
    acc: { label: 'auto', hidden: false },
    slideshow: { len: spec.len ?? 'default', stop: false, hal: 0, hfn: false },
    actions: [],
  };
  if (spec.global) {
    data.global = true;
    data.pos = 'front';
  }
  return [String(spec.id), { id: spec.id, slide: data, layers: spec.layers }];
}
