/**
 * Module data in engine-7 shape (`{settings, slides: {id: {slide, layers}}, id}`), as a server
 * sends it, for the renderer's tests, the browser test pages and the benchmark. `demoModule`
 * uses every layer kind and every navigation kind; `imageModule` is the plain image slider the
 * benchmark compares with Swiper and Embla.
 */
import { authored } from './authored.js';
export interface DemoOptions {
  alias?: string;
  slides?: number;
  /** Image URL of slide i (0-based). */
  image?: (i: number) => string;
  /** Merged over the default settings, one level deep (nav.X, pbar, slideshow…). */
  settings?: Record<string, unknown>;
  /** Slide transitions, cycled through the slides. */
  transitions?: readonly string[];
}

const TITLES = [
  'Le derby en images',
  'La remontée historique',
  'Portrait du capitaine',
  'Les jeunes pousses',
  'Le mercato décrypté',
  'Dans les tribunes',
  'Le coach se confie',
  'Analyse tactique',
  'Retour sur la saison',
  'Les chiffres clés',
];

const levels = <T>(v: T) => [v, v, v, v, v];

function frames(from: Record<string, unknown>, duration: number, delay = 0) {
  return {
    all: [
      { t: 0, d: 0, e: 'power3.inOut', ...from },
      { t: delay, d: duration, e: 'power3.out', x: levels(0), y: levels(0), o: 1, sX: 1, sY: 1 },
    ],
  };
}

const fadeOut = { content: { all: [{ t: 0, d: 300, e: 'power2.in', o: 0 }] } };

/** The layers of slide i: one of each kind (audio/video are part 2's). */
function layers(i: number, image: string, transition: string) {
  const id = (n: number) => `${i + 1}-${n}`;
  return {
    [id(0)]: {
      id: id(0),
      type: 'shape',
      subtype: 'slidebg',
      bg: { image: { src: image, size: 'cover', pos: { x: '50%', y: '50%' } } },
      tl: { in: { bg: { ms: 700, e: 'power2.inOut', temp: { p: transition } } } },
    },
    [id(1)]: {
      id: id(1),
      type: 'text',
      tag: 'h2',
      order: 10,
      content: { text: TITLES[i % TITLES.length] },
      pos: { x: levels('60px'), y: levels('70px'), h: levels('left'), v: levels('top') },
      font: {
        family: 'system-ui, sans-serif',
        size: ['54px', '48px', '40px', '34px', '30px'],
        weight: levels('800'),
      },
      color: levels('#ffffff'),
      bg: { color: { type: 'solid', orig: '#111936', string: 'rgba(17, 25, 54, 0.78)' } },
      p: { t: levels(8), r: levels(16), b: levels(8), l: levels(16) },
      tl: { in: { content: frames({ o: 0, y: levels('40px') }, 600, 100) }, out: fadeOut },
    },
    [id(2)]: {
      id: id(2),
      type: 'text',
      subtype: 'button',
      order: 11,
      content: { text: 'Lire l’article' },
      href: `/article/${i + 1}`,
      pos: { x: levels('60px'), y: levels('90px'), h: levels('left'), v: levels('bottom') },
      font: { size: levels('20px'), weight: levels('700') },
      color: levels('#111936'),
      bg: { color: { type: 'solid', orig: '#ffbf47', string: 'rgba(255, 191, 71, 1)' } },
      p: { t: levels(12), r: levels(24), b: levels(12), l: levels(24) },
      radius: { t: '24px', r: '24px', b: '24px', l: '24px' },
      tl: {
        in: {
          content: frames({ o: 0, sX: 0.8, sY: 0.8 }, 500, 300),
          clip: {
            orig: 'l',
            all: [
              { t: 0, d: 0, c: 0 },
              { t: 300, d: 500, c: 100 },
            ],
          },
        },
        out: fadeOut,
      },
    },
    [id(3)]: {
      id: id(3),
      type: 'shape',
      order: 5,
      size: { w: levels('12px'), h: levels('160px') },
      pos: { x: levels('30px'), y: levels('70px'), h: levels('left'), v: levels('top') },
      bg: { color: '#ffbf47' },
      tl: { in: { content: frames({ o: 0, rZ: -20, skX: 10 }, 500) }, out: fadeOut },
    },
    [id(4)]: {
      id: id(4),
      type: 'image',
      order: 12,
      alt: 'Écusson du club',
      content: { src: image },
      size: { w: levels('160px'), h: levels('100px') },
      pos: { x: levels('40px'), y: levels('90px'), h: levels('right'), v: levels('top') },
      tl: { in: { content: frames({ o: 0, x: levels('60px'), rY: 30 }, 600, 200) }, out: fadeOut },
    },
    [id(5)]: {
      id: id(5),
      type: 'svg',
      order: 13,
      alt: 'Ballon',
      content: {
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#fff"/><path d="M12 7l4 3-1.5 5h-5L8 10z" fill="#111936"/></svg>',
      },
      size: { w: levels('56px'), h: levels('56px') },
      pos: { x: levels('40px'), y: levels('40px'), h: levels('right'), v: levels('bottom') },
      tl: { in: { content: frames({ o: 0, rZ: 180, sX: 0.2, sY: 0.2 }, 700, 200) }, out: fadeOut },
    },
    [id(6)]: {
      id: id(6),
      type: 'container',
      subtype: 'row',
      order: 20,
      size: { w: levels('520px'), h: levels('auto') },
      pos: { x: levels('60px'), y: levels('180px'), h: levels('left'), v: levels('top') },
      tl: { in: { content: frames({ o: 0, y: levels('20px') }, 500, 250) }, out: fadeOut },
    },
    [id(7)]: { id: id(7), type: 'container', subtype: 'column', pid: id(6), order: 1 },
    [id(8)]: {
      id: id(8),
      type: 'text',
      pid: id(7),
      order: 1,
      content: { text: `Chapitre ${i + 1}<br>Tribune` },
      font: { size: levels('22px'), weight: levels('600') },
      color: levels('#ffffff'),
    },
    [id(9)]: {
      id: id(9),
      type: 'container',
      subtype: 'group',
      order: 21,
      size: { w: levels('160px'), h: levels('40px') },
      pos: { x: levels('120px'), y: levels('48px'), h: levels('right'), v: levels('bottom') },
    },
    [id(10)]: {
      id: id(10),
      type: 'text',
      pid: id(9),
      order: 1,
      content: { text: `${i + 1} / TRIBUNE` },
      font: { size: levels('16px'), weight: levels('700') },
      color: levels('#ffffff'),
      bg: { color: 'rgba(17, 25, 54, 0.8)' },
      p: { t: levels(6), r: levels(10), b: levels(6), l: levels(10) },
    },
  };
}

const DEFAULT_TRANSITIONS = ['fade', 'slide', 'slideover', 'zoom', 'curtain', 'slideremove'];

function merge(base: Record<string, unknown>, over: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object'
        ? merge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

/** Every layer kind, every navigation kind, the progress bar, deep links. */
export function demoModule(options: DemoOptions = {}): Record<string, unknown> {
  const count = options.slides ?? 5;
  const image = options.image ?? ((i: number) => `/img/slide-${i + 1}.jpg`);
  const transitions = options.transitions ?? DEFAULT_TRANSITIONS;
  const alias = options.alias ?? 'demo-standard';
  const slides: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const id = String(i + 1);
    slides[id] = {
      id,
      slide: {
        id,
        order: i + 1,
        title: TITLES[i % TITLES.length],
        description: `Résumé de la diapositive ${i + 1}`,
        params: [{ v: `Rubrique ${i + 1}`, l: 40 }],
        thumb: { src: image(i), default: { image: { src: image(i) } } },
        attr: { deepLink: `diapo-${i + 1}` },
      },
      layers: layers(i, image(i), transitions[i % transitions.length] ?? 'fade'),
    };
  }
  const settings = merge(
    {
      alias,
      title: 'Tribune à la une',
      type: 'standard',
      // A layout for every level (without it only the 1240 level's would be read).
      uSize: [true, true, true, true, true],
      size: { width: [1240, 1240, 1024, 778, 480], height: [560, 560, 500, 440, 400] },
      default: { len: 6000 },
      slideshow: { auto: true, sOH: true, loop: -1 },
      pbar: {
        set: true,
        t: 'horizontal',
        base: 'slide',
        s: 5,
        c: '#ffbf47',
        bg: 'rgba(0,0,0,0.3)',
        v: 'bottom',
      },
      browser: { useURLDeeplink: true },
      nav: {
        s: { mobC: true, deskC: true },
        k: { use: true },
        m: { use: true, cd: 1500 },
        arrows: { set: true, x: levels(10) },
        bullets: { set: true, h: levels('center'), v: levels('bottom'), y: levels(24), g: 14 },
        tabs: {
          set: true,
          io: 'o',
          h: levels('center'),
          v: levels('bottom'),
          y: levels(8),
          html: '<strong>{{title}}</strong>',
          size: { w: 200, h: 44, mw: 120 },
          m: 5,
          g: 6,
        },
        thumbs: {
          set: true,
          h: levels('right'),
          v: levels('top'),
          x: levels(60),
          y: levels(14),
          size: { w: 80, h: 45, mw: 50 },
          m: 5,
          g: 4,
        },
        scrubber: {
          set: true,
          tp: 'dots',
          h: levels('center'),
          v: levels('bottom'),
          y: levels(60),
        },
      },
    },
    options.settings,
  );
  return authored({ id: 7, settings, slides });
}

/**
 * The benchmark's module: `count` full-bleed image slides, arrows and bullets, a slide
 * transition, no layer animations: the same work Swiper and Embla are given.
 */
export function imageModule(options: {
  count?: number;
  image: (i: number) => string;
  alias?: string;
}) {
  const count = options.count ?? 10;
  const slides: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const id = String(i + 1);
    slides[id] = {
      id,
      slide: { id, order: i + 1, title: `Slide ${i + 1}` },
      layers: {
        [`${id}-bg`]: {
          id: `${id}-bg`,
          type: 'shape',
          subtype: 'slidebg',
          bg: { image: { src: options.image(i), size: 'cover' } },
          tl: { in: { bg: { ms: 300, e: 'power2.out', temp: { p: 'slide' } } } },
        },
      },
    };
  }
  return authored({
    id: 1,
    settings: {
      // A layout for every level (without it only the 1240 level's would be read).
      uSize: [true, true, true, true, true],
      alias: options.alias ?? 'bench',
      title: 'Benchmark',
      type: 'standard',
      size: { width: levels(1200), height: levels(600) },
      slideshow: { auto: false },
      nav: { arrows: { set: true }, bullets: { set: true } },
    },
    slides,
  });
}
