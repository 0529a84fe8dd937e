/**
 * Carousel modules in engine-7 shape for the carousel's browser tests and the benchmark:
 * `count` picture slides, each with a headline and a link button, arrows and bullets, the
 * carousel settings merged over a plain 2D carousel (600 × 400 px slides, three visible).
 */
import { authored } from './authored.js';
export interface CarouselModuleOptions {
  alias?: string;
  count?: number;
  /** Image URL of slide i (0-based). */
  image?: (i: number) => string;
  /** Merged over the default `carousel` settings. */
  carousel?: Record<string, unknown>;
  /** Merged over the other settings (one level deep). */
  settings?: Record<string, unknown>;
  /** Headline and button layers (default true). */
  layers?: boolean;
  /** Arrows and bullets (default true). */
  nav?: boolean;
}

const levels = <T>(v: T) => [v, v, v, v, v];

function slideLayers(i: number, image: string, withLayers: boolean): Record<string, unknown> {
  const id = (n: number) => `${i + 1}-${n}`;
  const out: Record<string, unknown> = {
    [id(0)]: {
      id: id(0),
      type: 'shape',
      subtype: 'slidebg',
      bg: { color: '#111936', image: { src: image, size: 'cover', pos: { x: '50%', y: '50%' } } },
    },
  };
  if (!withLayers) return out;
  out[id(1)] = {
    id: id(1),
    type: 'text',
    tag: 'h2',
    order: 10,
    content: { text: `Diapositive ${i + 1}` },
    pos: { x: levels('30px'), y: levels('30px'), h: levels('left'), v: levels('top') },
    font: { size: levels('32px'), weight: levels('800') },
    color: levels('#ffffff'),
    bg: { color: { type: 'solid', orig: '#111936', string: 'rgba(17, 25, 54, 0.8)' } },
    p: { t: levels(6), r: levels(12), b: levels(6), l: levels(12) },
    tl: {
      in: {
        content: {
          all: [
            { t: 0, d: 0, o: 0, y: levels('30px') },
            { t: 100, d: 500, e: 'power3.out', o: 1, y: levels(0) },
          ],
        },
      },
      out: { content: { all: [{ t: 0, d: 250, e: 'power2.in', o: 0 }] } },
    },
  };
  out[id(2)] = {
    id: id(2),
    type: 'text',
    subtype: 'button',
    order: 11,
    content: { text: 'Lire l’article' },
    href: `/article/${i + 1}`,
    pos: { x: levels('30px'), y: levels('30px'), h: levels('left'), v: levels('bottom') },
    font: { size: levels('18px'), weight: levels('700') },
    color: levels('#111936'),
    bg: { color: { type: 'solid', orig: '#ffbf47', string: 'rgba(255, 191, 71, 1)' } },
    p: { t: levels(10), r: levels(20), b: levels(10), l: levels(20) },
  };
  return out;
}

export function carouselModule(options: CarouselModuleOptions = {}): Record<string, unknown> {
  const count = options.count ?? 8;
  const image = options.image ?? ((i: number) => `/img/slide-${(i % 5) + 1}-600x400.jpg`);
  const slides: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const id = String(i + 1);
    slides[id] = {
      id,
      slide: { id, order: i + 1, title: `Diapositive ${i + 1}` },
      layers: slideLayers(i, image(i), options.layers ?? true),
    };
  }
  const nav =
    options.nav === false
      ? { arrows: { set: false }, bullets: { set: false } }
      : {
          arrows: { set: true, x: levels(16) },
          bullets: { set: true, h: levels('center'), v: levels('bottom'), y: levels(12), g: 12 },
        };
  return authored({
    id: 11,
    settings: {
      // A layout for every level (without it only the 1240 level's would be read).
      uSize: [true, true, true, true, true],
      alias: options.alias ?? 'demo-carousel-test',
      title: 'Carrousel de test',
      type: 'carousel',
      size: { width: levels(600), height: levels(400) },
      default: { len: 6000 },
      slideshow: { auto: false },
      nav: { s: { mobC: true, deskC: true }, k: { use: false }, ...nav },
      ...options.settings,
      carousel: {
        type: 'h',
        maxV: 3,
        space: 20,
        align: 'center',
        infinity: false,
        snap: true,
        showAllLayers: 'false',
        ...options.carousel,
      },
    },
    slides,
  });
}
