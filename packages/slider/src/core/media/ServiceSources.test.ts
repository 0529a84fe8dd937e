import { describe, expect, it } from 'vitest';
import { readMediaOptions } from './MediaOptions.js';
import {
  vimeoArgs,
  vimeoEmbedUrl,
  vimeoVideo,
  watchUrl,
  youtubeArgs,
  youtubeEmbedUrl,
  youtubeId,
} from './ServiceSources.js';

describe('youtubeId', () => {
  it('takes the id from a bare id and every usual URL form', () => {
    for (const src of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=3',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(youtubeId(src), src).toBe('dQw4w9WgXcQ');
    }
  });

  it('answers null for what is not a video', () => {
    expect(youtubeId('')).toBeNull();
    expect(youtubeId('https://example.com/video.mp4')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
  });
});

describe('vimeoVideo', () => {
  it('takes a numeric id, or the id (and an unlisted video’s hash) from a vimeo.com URL', () => {
    expect(vimeoVideo('76979871')).toEqual({ id: 76979871 });
    expect(vimeoVideo('https://vimeo.com/76979871')).toEqual({ id: 76979871 });
    expect(vimeoVideo('https://player.vimeo.com/video/1')).toEqual({ id: 1 });
    expect(vimeoVideo('https://vimeo.com/channels/staffpicks/76979871/')).toEqual({
      id: 76979871,
    });
    expect(vimeoVideo('https://vimeo.com/showcase/11/video/76979871')).toEqual({ id: 76979871 });
    expect(vimeoVideo('https://vimeo.com/76979871/0a1b2c3d4e')).toEqual({
      id: 76979871,
      hash: '0a1b2c3d4e',
    });
    expect(vimeoVideo('https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&title=0')).toEqual({
      id: 76979871,
      hash: '0a1b2c3d4e',
    });
  });

  it('answers null for what is not a Vimeo video', () => {
    expect(vimeoVideo('https://evil.example/vimeo.com/1')).toBeNull();
    expect(vimeoVideo('https://vimeo.com/about')).toBeNull();
    expect(vimeoVideo('')).toBeNull();
  });
});

describe('the players’ frame addresses', () => {
  it('YouTube: privacy-enhanced host, the options, the args, and what the API needs last', () => {
    const options = readMediaOptions(
      { type: 'youtube', src: 'dQw4w9WgXcQ', args: 'hd=1&wmode=opaque&showinfo=0&rel=0;' },
      'video',
    );
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', options, 'https://site.example')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&controls=0&disablekb=1&playsinline=1&mute=0&rel=0&hd=1&wmode=opaque&showinfo=0&enablejsapi=1&origin=https%3A%2F%2Fsite.example',
    );
  });

  it('Vimeo: never autoplaying by itself, the options and the args read', () => {
    const options = readMediaOptions(
      { type: 'vimeo', src: '1', mute: true, controls: 's', inline: false },
      'video',
    );
    expect(vimeoEmbedUrl({ id: 1, hash: 'ab12' }, options, { dnt: true, quality: '720p' })).toBe(
      'https://player.vimeo.com/video/1?h=ab12&autoplay=0&loop=0&muted=1&controls=1&playsinline=0&dnt=1&quality=720p',
    );
  });

  it('the video’s page on its service, for a reader whose player failed', () => {
    expect(watchUrl({ type: 'youtube', src: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(watchUrl({ type: 'vimeo', src: 'https://vimeo.com/1/ab12' })).toBe(
      'https://vimeo.com/1/ab12',
    );
    expect(watchUrl({ type: 'html5', src: '/v.mp4' })).toBeNull();
    expect(watchUrl({ type: 'youtube', src: 'nope' })).toBeNull();
  });
});

describe('vimeoArgs (spec 3.4)', () => {
  it('reads title, portrait, dnt, pip, transparent, transcript and quality', () => {
    expect(
      vimeoArgs('title=0&portrait=0&dnt=1&pip=true&transparent=false&transcript=1&quality=720p'),
    ).toEqual({
      options: {
        title: false,
        portrait: false,
        dnt: true,
        pip: true,
        transparent: false,
        transcript: true,
        quality: '720p',
      },
      ignored: [],
    });
  });

  it('accepts each quality of the spec and names what it cannot read', () => {
    for (const q of ['144p', '240p', '360p', '540p', '720p', '1080p', '2k', '4k']) {
      expect(vimeoArgs(`quality=${q}`).options.quality).toBe(q);
    }
    const { options, ignored } = vimeoArgs('?quality=8k&title=maybe&byline=0');
    expect(options).toEqual({});
    expect(ignored).toEqual([
      'title=maybe',
      'quality=8k (one of 144p, 240p, 360p, 540p, 720p, 1080p, 2k, 4k)',
    ]);
  });
});

describe('youtubeArgs', () => {
  it('turns a query string into player variables', () => {
    expect(youtubeArgs('rel=0&hl=fr&cc_load_policy=1')).toEqual({
      rel: 0,
      hl: 'fr',
      cc_load_policy: 1,
    });
  });

  it('reads saved engine data that ends them with ";"', () => {
    expect(youtubeArgs('hd=1&showinfo=0&rel=0;')).toEqual({ hd: 1, showinfo: 0, rel: 0 });
  });
});
