import type { SliderModule } from '../model/ParseModule.js';
import { MEDIA_SCRIPTS, type MediaService, YOUTUBE_PLAYER_HOST } from './MediaScripts.js';

/**
 * What a page's Content-Security-Policy must allow, beyond a strict one (`script-src 'self'`,
 * `connect-src 'self'`, `frame-src 'self'`), for the two video services' players to work:
 * exactly what our player code and the services' API scripts bring into the page.
 *
 * - YouTube: the IFrame API (`MEDIA_SCRIPTS.youtube`) inserts the player code it names,
 *   `https://www.youtube.com/s/player/{build}/www-widgetapi.vflset/www-widgetapi.js`; the
 *   player is a frame from `YOUTUBE_PLAYER_HOST` (the `host` we give it). The video plays
 *   inside that frame, under YouTube's own policy: the page itself loads nothing more.
 * - Vimeo: `player.js` (`MEDIA_SCRIPTS.vimeo`) asks Vimeo's oEmbed endpoint
 *   (`https://vimeo.com/api/oembed.json`, an XMLHttpRequest) for the player, then puts its
 *   frame from `https://player.vimeo.com` in the page.
 *
 * Scripts are allowed by path, not by origin: www.youtube.com also answers JSONP requests,
 * which would let a `<script>` injected into the page run code of the attacker's choosing
 * under an origin-wide allowance. Frames are allowed by origin: a player may move itself to
 * another page of its service (a consent page, another video), and a frame cannot touch the
 * page. Posters are the module's own pictures: neither service's thumbnails are shown.
 */
export type MediaPolicyDirective = 'script-src' | 'connect-src' | 'frame-src';
export type MediaPolicySources = Partial<Record<MediaPolicyDirective, readonly string[]>>;

export const MEDIA_POLICY: Readonly<Record<MediaService, MediaPolicySources>> = {
  youtube: {
    'script-src': [MEDIA_SCRIPTS.youtube, 'https://www.youtube.com/s/player/'],
    'frame-src': [YOUTUBE_PLAYER_HOST],
  },
  vimeo: {
    'script-src': [MEDIA_SCRIPTS.vimeo],
    'connect-src': ['https://vimeo.com/api/oembed.json'],
    'frame-src': ['https://player.vimeo.com'],
  },
};

/**
 * The services whose players the module may make: the `type` of every video or audio layer's
 * `media` and of every background video (`bg.video`), in its slides and static slides. A
 * media of no known type makes no player (the browser leaves it out), so it needs nothing.
 */
export function mediaServicesOf(module: SliderModule): Set<MediaService> {
  const out = new Set<MediaService>();
  for (const slides of [module.slides, module.statics]) {
    for (const slide of slides) {
      for (const layer of slide.layers) {
        const media = layer.type === 'video' || layer.type === 'audio' ? layer.media : undefined;
        for (const raw of [media, layer.bg?.video]) {
          const type = (raw as { type?: unknown } | null | undefined)?.type;
          if (type === 'youtube' || type === 'vimeo') out.add(type);
        }
      }
    }
  }
  return out;
}

/** The sources the given services need, merged per directive, each once, in a stable order. */
export function mediaPolicySources(services: Iterable<MediaService>): MediaPolicySources {
  const merged: Partial<Record<MediaPolicyDirective, string[]>> = {};
  for (const service of [...new Set(services)].sort()) {
    for (const [directive, sources] of Object.entries(MEDIA_POLICY[service])) {
      const list = merged[directive as MediaPolicyDirective] ?? [];
      for (const source of sources) if (!list.includes(source)) list.push(source);
      merged[directive as MediaPolicyDirective] = list;
    }
  }
  return merged;
}
