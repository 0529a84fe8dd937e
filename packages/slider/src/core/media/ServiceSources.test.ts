import { describe, expect, it } from 'vitest';
import { vimeoArgs, vimeoVideo, youtubeArgs, youtubeId } from './ServiceSources.js';

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
  it('takes a numeric id or a vimeo.com URL', () => {
    expect(vimeoVideo('76979871')).toEqual({ id: 76979871 });
    expect(vimeoVideo('https://vimeo.com/76979871')).toEqual({ url: 'https://vimeo.com/76979871' });
    expect(vimeoVideo('https://player.vimeo.com/video/1')).toEqual({
      url: 'https://player.vimeo.com/video/1',
    });
    expect(vimeoVideo('https://evil.example/vimeo.com/1')).toBeNull();
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
});
