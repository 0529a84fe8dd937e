import { background, box, type Json, levels, module, slide, text } from './mediaModule.js';

/**
 * Module data for the media actions, slideshow and hero browser tests (engine-7 shape):
 * `media` is the origin serving the clip and the service stand-ins (see mediaServer.ts).
 */

/** A button layer (a text layer with subtype button, as engine 7 saves it). */
function button(id: string, label: string, x: number, y: number): Json {
  return {
    id,
    type: 'text',
    subtype: 'button',
    order: 5,
    content: { text: label },
    ...box(220, 48, x, y),
    font: { size: levels('18px'), weight: levels('700') },
    color: levels('#111936'),
    bg: { color: 'rgba(255, 191, 71, 1)' },
    p: { t: levels(10), r: levels(16), b: levels(10), l: levels(16) },
  };
}

const on = (a: string, src: string, target?: string[]): Json => ({
  a,
  evt: 'click',
  src: [src],
  ...(target ? { target } : {}),
});

function withActions(entry: Json, actions: Json[], extra: Json = {}): Json {
  return { ...entry, slide: { ...(entry.slide as Json), actions, ...extra } };
}

/**
 * Slide 1: an HTML5 video that waits for a play, and buttons that start, stop and toggle it
 * and toggle its sound. Slide 2: a YouTube background (which never plays by itself) and
 * buttons that start and stop it. A static slide: a button that mutes every media.
 */
export function mediaActionsModule(media: string): Json {
  const clip = `${media}/media/clip.webm`;
  const first = withActions(
    slide('a1', 1, 'Commandes', [
      background('a1-bg', '/img/slide-1.jpg'),
      text('a1-title', 'Le but, à la demande', 20),
      {
        id: 'a1-video',
        type: 'video',
        alias: 'Le but en vidéo',
        order: 2,
        ...box(560, 315, 40, 90),
        media: { type: 'html5', src: clip, autoPlay: false, width: 320, height: 180 },
      },
      button('a1-play', 'Lire la vidéo', 640, 90),
      button('a1-stop', 'Arrêter la vidéo', 640, 150),
      button('a1-toggle', 'Lecture ou pause', 640, 210),
      button('a1-mute', 'Son de la vidéo', 640, 270),
    ]),
    [
      on('startVideo', 'a1-play', ['a1-video']),
      on('stopVideo', 'a1-stop', ['a1-video']),
      on('toggleVideo', 'a1-toggle', ['a1-video']),
      on('toggleMuteVideo', 'a1-mute', ['a1-video']),
    ],
  );
  const second = withActions(
    slide('a2', 2, 'Fond YouTube', [
      background('a2-bg', '/img/slide-3.jpg', {
        type: 'youtube',
        src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        poster: { src: '/img/slide-4.jpg' },
      }),
      text('a2-title', 'Le fond à la demande', 20),
      button('a2-play', 'Lancer le fond', 40, 90),
      button('a2-stop', 'Arrêter le fond', 40, 150),
    ]),
    [on('startVideo', 'a2-play', ['a2-bg']), on('stopVideo', 'a2-stop', ['a2-bg'])],
  );
  const statics = withActions(
    slide('ag', 3, 'Commandes communes', [button('ag-mute', 'Tout le son', 960, 440)]),
    [on('toggleGlobalMuteVideo', 'ag-mute')],
    { global: true },
  );
  return module('media-actions', [first, second, statics]);
}

/**
 * A slideshow (3 s a slide) whose first slide has a 6 s video playing by itself: spec 4.2
 * names what pauses a slideshow, and a playing video is not among them.
 */
export function mediaSlideshowModule(media: string): Json {
  const data = module('media-slideshow', [
    slide('s1', 1, 'Vidéo', [
      background('s1-bg', '/img/slide-1.jpg'),
      {
        id: 's1-video',
        type: 'video',
        alias: 'Vidéo du diaporama',
        order: 2,
        ...box(560, 315, 40, 90),
        media: { type: 'html5', src: `${media}/media/clip.webm`, autoPlay: true, mute: true },
      },
    ]),
    slide('s2', 2, 'Suite', [
      background('s2-bg', '/img/slide-2.jpg'),
      text('s2-title', 'La suite', 20),
    ]),
  ]);
  const settings = data.settings as Json;
  return {
    ...data,
    settings: { ...settings, default: { len: 3000 }, slideshow: { auto: true } },
  };
}

/**
 * A hero (no engine, no slide change): an HTML5 background video, and a video layer that
 * autoplays with sound (so muted by the browser's policy), has the large control and shows
 * its poster when paused.
 */
export function mediaHeroModule(media: string): Json {
  const clip = `${media}/media/clip.webm`;
  const data = module('media-hero', [
    slide('h1', 1, 'Hero', [
      background('h1-bg', '/img/slide-1.jpg', { type: 'html5', src: clip }),
      text('h1-title', 'Le match en direct', 20),
      {
        id: 'h1-video',
        type: 'video',
        alias: 'Le résumé',
        order: 2,
        ...box(560, 315, 40, 90),
        media: {
          type: 'html5',
          src: clip,
          controls: 'xl',
          autoPlay: true,
          poster: { src: '/img/slide-2.jpg', showOnPause: true },
        },
      },
    ]),
  ]);
  return { ...data, settings: { ...(data.settings as Json), type: 'hero' } };
}

/** A hero whose background is a YouTube video: it never plays by itself; its poster shows. */
export function youtubeHeroModule(): Json {
  const data = module('media-hero-youtube', [
    slide('y1', 1, 'Hero YouTube', [
      background('y1-bg', '/img/slide-3.jpg', {
        type: 'youtube',
        src: 'aqz-KE-bpKQ',
        poster: { src: '/img/slide-4.jpg' },
      }),
      text('y1-title', 'Fond YouTube', 20),
    ]),
  ]);
  return { ...data, settings: { ...(data.settings as Json), type: 'hero' } };
}
