/**
 * Module data with media, in engine-7 shape, for the media browser tests: `media` is the
 * origin serving the clip, the tone and the service stand-ins (see mediaServer.ts).
 */
import { authored } from '../authored.js';
export const levels = <T>(v: T) => [v, v, v, v, v];

export type Json = Record<string, unknown>;

export function box(w: number, h: number, x: number, y: number, extra: Json = {}): Json {
  return {
    size: { w: levels(`${w}px`), h: levels(`${h}px`) },
    pos: { x: levels(`${x}px`), y: levels(`${y}px`), h: levels('left'), v: levels('top') },
    ...extra,
  };
}

export function text(id: string, content: string, y: number): Json {
  return {
    id,
    type: 'text',
    order: 1,
    content: { text: content },
    pos: { x: levels('40px'), y: levels(`${y}px`), h: levels('left'), v: levels('top') },
    font: { size: levels('28px'), weight: levels('700') },
    color: levels('#ffffff'),
    bg: { color: 'rgba(17, 25, 54, 0.85)' },
    p: { t: levels(6), r: levels(12), b: levels(6), l: levels(12) },
  };
}

export function background(id: string, image: string, video?: Json): Json {
  return {
    id,
    type: 'shape',
    subtype: 'slidebg',
    bg: { image: { src: image, size: 'cover' }, ...(video ? { video } : {}) },
    tl: { in: { bg: { ms: 300, temp: { p: 'fade' } } } },
  };
}

export function slide(id: string, order: number, title: string, layers: Json[]): Json {
  return {
    id,
    slide: { id, order, title },
    layers: Object.fromEntries(layers.map((l) => [l.id, l])),
  };
}

export function module(alias: string, slides: Json[]): Json {
  return authored({
    id: 70,
    settings: {
      // A layout for every level (without it only the 1240 level's would be read).
      uSize: [true, true, true, true, true],
      alias,
      title: 'Médias',
      type: 'standard',
      size: { width: levels(1240), height: levels(560) },
      default: { len: 9000 },
      slideshow: { auto: false },
      nav: { arrows: { set: true, x: levels(10) } },
    },
    slides: Object.fromEntries(slides.map((s) => [(s.slide as Json).id, s])),
  });
}

/**
 * Slide 1: an HTML5 video that autoplays with sound (large control, poster on pause) and an
 * audio looping from 1 s to 2 s that plays on when the slide goes. Slide 2: an HTML5
 * background video and an audio that stops at 1.5 s and rewinds to 0.5 s. Slide 3: a YouTube
 * and a Vimeo layer that autoplay with sound, and a YouTube background with a poster.
 */
export function mediaModule(media: string): Json {
  return module('media-test', [
    slide('m1', 1, 'Vidéo et son', [
      background('m1-bg', '/img/slide-1.jpg'),
      text('m1-title', 'Le but en vidéo', 20),
      {
        id: 'm1-video',
        type: 'video',
        alias: 'Le but en vidéo',
        order: 2,
        ...box(640, 360, 40, 90),
        media: {
          type: 'html5',
          src: `${media}/media/clip.webm`,
          controls: 'xl',
          autoPlay: true,
          mute: false,
          poster: { src: '/img/slide-2.jpg', showOnPause: true },
          width: 320,
          height: 180,
        },
      },
      {
        id: 'm1-audio',
        type: 'audio',
        alias: 'Ambiance du stade',
        order: 3,
        ...box(360, 54, 720, 90),
        media: {
          src: `${media}/media/tone.wav`,
          controls: 's',
          autoPlay: true,
          start: 1,
          end: 2,
          loop: true,
          pauseOnSwap: false,
          volume: 50,
        },
      },
    ]),
    slide('m2', 2, 'Vidéo de fond', [
      background('m2-bg', '/img/slide-2.jpg', { type: 'html5', src: `${media}/media/clip.webm` }),
      text('m2-title', 'Vidéo en fond', 20),
      {
        id: 'm2-audio',
        type: 'audio',
        alias: 'Extrait',
        order: 2,
        ...box(360, 54, 40, 90),
        media: {
          src: `${media}/media/tone.wav`,
          controls: 's',
          autoPlay: true,
          mute: true,
          start: 0.5,
          end: 1.5,
          rewind: true,
        },
      },
    ]),
    slide('m3', 3, 'Services vidéo', [
      background('m3-bg', '/img/slide-3.jpg', {
        type: 'youtube',
        src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        poster: { src: '/img/slide-4.jpg' },
      }),
      text('m3-title', 'YouTube et Vimeo', 20),
      {
        id: 'm3-youtube',
        type: 'video',
        alias: 'Vidéo YouTube',
        order: 2,
        ...box(480, 270, 40, 90),
        media: {
          type: 'youtube',
          src: 'https://youtu.be/dQw4w9WgXcQ',
          controls: 's',
          autoPlay: true,
        },
      },
      {
        id: 'm3-vimeo',
        type: 'video',
        alias: 'Vidéo Vimeo',
        order: 3,
        ...box(480, 270, 560, 90),
        media: {
          type: 'vimeo',
          src: '76979871',
          autoPlay: true,
          cover: true,
          args: 'title=0&portrait=0&dnt=1&quality=540p',
        },
      },
    ]),
  ]);
}

/** One slide with a YouTube layer (whose API script will not load) beside a title. */
export function youtubeOnlyModule(): Json {
  return module('media-youtube-only', [
    slide('y1', 1, 'YouTube', [
      background('y1-bg', '/img/slide-1.jpg'),
      text('y1-title', 'Vidéo indisponible', 20),
      {
        id: 'y1-video',
        type: 'video',
        order: 2,
        ...box(480, 270, 40, 90),
        media: { type: 'youtube', src: 'dQw4w9WgXcQ', autoPlay: true },
      },
    ]),
    slide('y2', 2, 'Suite', [background('y2-bg', '/img/slide-2.jpg')]),
  ]);
}

/** One slide with a video of a type the engine does not know beside a title. */
export function invalidTypeModule(media: string): Json {
  return module('media-invalid', [
    slide('i1', 1, 'Type inconnu', [
      background('i1-bg', '/img/slide-1.jpg'),
      text('i1-title', 'Le reste de la diapositive', 20),
      {
        id: 'i1-video',
        type: 'video',
        order: 2,
        ...box(480, 270, 40, 90),
        media: { type: 'flash', src: `${media}/media/clip.webm` },
      },
    ]),
    slide('i2', 2, 'Suite', [background('i2-bg', '/img/slide-2.jpg')]),
  ]);
}

/**
 * Media as real engine-7 data saves them (options in the layer's `content`, a YouTube id with
 * the editor's `args`), for a page where nothing outside loads (the fidelity environment):
 * a YouTube video without a poster, a Vimeo video with one, and an HTML5 file that is not there.
 */
export function unreachableMediaModule(media: string): Json {
  return module('media-unreachable', [
    slide('u1', 1, 'Médias injoignables', [
      background('u1-bg', '/img/slide-1.jpg'),
      text('u1-title', 'Sans réseau', 20),
      {
        id: 'u1-youtube',
        type: 'video',
        alias: 'Le match en vidéo',
        order: 2,
        ...box(480, 270, 40, 90),
        content: {
          src: '9Ys5qVUYcz8',
          type: 'youtube',
          autoPlay: 'false',
          poster: { lib_size: 'full' },
          args: 'hd=1&wmode=opaque&showinfo=0&rel=0;',
          mute: false,
        },
      },
      {
        id: 'u1-vimeo',
        type: 'video',
        order: 3,
        ...box(320, 180, 560, 90),
        content: { src: '76979871', type: 'vimeo', poster: { src: '/img/slide-2.jpg' } },
      },
      {
        id: 'u1-file',
        type: 'video',
        order: 4,
        ...box(320, 180, 560, 300),
        content: { src: `${media}/media/missing.mp4`, autoPlay: true, mute: true },
      },
    ]),
    slide('u2', 2, 'Suite', [background('u2-bg', '/img/slide-2.jpg')]),
  ]);
}
