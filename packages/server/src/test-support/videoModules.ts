import { demoMedia } from '../db/seed/content/sliders/demoMedia.js';

/**
 * Seeded modules turned into ones that play YouTube or Vimeo videos, for the tests of what a
 * page showing them needs (its Content-Security-Policy, the players in the browser).
 */
export type Json = Record<string, unknown>;

type SeedSlide = { slide: Json; layers: Record<string, Json> };

/** The module's slides, as the seed builds them: `{key: {slide, layers}}`. */
function slides(data: Json): SeedSlide[] {
  return Object.values(data.slides as Record<string, SeedSlide>);
}

export function renamed(data: Json, alias: string): Json {
  (data.settings as Json).alias = alias;
  return data;
}

/** `data` with its first slide's background playing `video` (a slide background video). */
export function withBackgroundVideo(data: Json, video: Json): Json {
  const background = Object.values(slides(data)[0]?.layers ?? {}).find(
    (layer) => layer.subtype === 'slidebg',
  );
  if (!background) throw new Error('no slide background');
  (background.bg as Json).video = video;
  return data;
}

/**
 * `demo-media` under `alias`, its first slide's film layer (layer 4: muted, plays the first
 * time the slide shows) played by a service instead: `media` over the film's options.
 */
export function mediaDemoPlaying(alias: string, media: Json): Json {
  const data = renamed(demoMedia(), alias);
  const film = slides(data)[0]?.layers['4'];
  if (!film) throw new Error('demo-media has no film layer');
  film.media = { ...(film.media as Json), ...media };
  return data;
}
