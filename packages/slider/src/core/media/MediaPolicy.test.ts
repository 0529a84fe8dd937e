import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { MEDIA_POLICY, mediaPolicySources, mediaServicesOf } from './MediaPolicy.js';
import { MEDIA_SCRIPTS, YOUTUBE_PLAYER_HOST } from './MediaScripts.js';

type Json = Record<string, unknown>;

function moduleWith(layers: Json, statics: Json = {}) {
  return parseModuleStrict({
    settings: { alias: 'media-policy' },
    slides: {
      a: { id: 'a', slide: { id: 'a', order: 1 }, layers },
      ...(Object.keys(statics).length > 0
        ? { s: { id: 's', slide: { id: 's', order: 2, global: true }, layers: statics } }
        : {}),
    },
  });
}

describe('mediaServicesOf', () => {
  it('finds YouTube and Vimeo in video and audio layers and background videos', () => {
    expect([
      ...mediaServicesOf(moduleWith({ v: { type: 'video', media: { type: 'youtube' } } })),
    ]).toEqual(['youtube']);
    const background = moduleWith({
      bg: { type: 'shape', subtype: 'slidebg', bg: { video: { type: 'vimeo', src: '76979871' } } },
    });
    expect([...mediaServicesOf(background)]).toEqual(['vimeo']);
    const audio = moduleWith({ a: { type: 'audio', media: { type: 'youtube', src: 'x' } } });
    expect([...mediaServicesOf(audio)]).toEqual(['youtube']);
  });

  it('looks in static slides too', () => {
    const module = moduleWith(
      { t: { type: 'text', content: { text: 'Titre' } } },
      { v: { type: 'video', media: { type: 'vimeo', src: '1' } } },
    );
    expect(module.statics).toHaveLength(1);
    expect([...mediaServicesOf(module)]).toEqual(['vimeo']);
  });

  it('needs nothing for HTML5 media, unknown types, or media on a layer that plays none', () => {
    const module = moduleWith({
      h: { type: 'video', media: { type: 'html5', src: '/film.webm' } },
      s: { type: 'audio', media: { src: '/son.wav' } },
      f: { type: 'video', media: { type: 'flash', src: '/old.swf' } },
      // Only video and audio layers play their `media`.
      t: { type: 'text', content: { text: 'x' }, media: { type: 'youtube' } },
    });
    expect([...mediaServicesOf(module)]).toEqual([]);
  });
});

describe('MEDIA_POLICY', () => {
  it('allows the API scripts the players load and the frames they make', () => {
    expect(MEDIA_POLICY.youtube['script-src']).toContain(MEDIA_SCRIPTS.youtube);
    expect(MEDIA_POLICY.youtube['frame-src']).toEqual([YOUTUBE_PLAYER_HOST]);
    expect(MEDIA_POLICY.vimeo['script-src']).toEqual([MEDIA_SCRIPTS.vimeo]);
  });

  it('names paths for scripts and origins for frames, never a wildcard or a scheme', () => {
    for (const sources of Object.values(MEDIA_POLICY)) {
      for (const [directive, list] of Object.entries(sources)) {
        for (const source of list) {
          const url = new URL(source);
          expect(url.protocol).toBe('https:');
          expect(source).not.toContain('*');
          if (directive === 'frame-src') expect(source).toBe(url.origin);
          else expect(url.pathname).not.toBe('/');
        }
      }
    }
  });
});

describe('mediaPolicySources', () => {
  it('merges the services’ sources per directive, each once, whatever the order', () => {
    const both = {
      'script-src': [
        'https://player.vimeo.com/api/player.js',
        'https://www.youtube.com/iframe_api',
        'https://www.youtube.com/s/player/',
      ],
      'connect-src': ['https://vimeo.com/api/oembed.json'],
      'frame-src': ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'],
    };
    expect(mediaPolicySources(['youtube', 'vimeo'])).toEqual(both);
    expect(mediaPolicySources(['vimeo', 'youtube', 'vimeo'])).toEqual(both);
    expect(mediaPolicySources([])).toEqual({});
  });
});
