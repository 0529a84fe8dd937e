import { describe, expect, it } from 'vitest';
import {
  blankIfMarkup,
  inlineContent,
  safeMediaUrl,
  sameOriginUrl,
  videoSource,
} from './contentRules.js';

const NOTICE = 'HTML is disallowed.';
const BASE = 'https://tribune.test/fr/gallery/x';

describe('spec 5: media content containing "<"', () => {
  it('replaces inline content with the notice', () => {
    expect(inlineContent('Plain words & more', NOTICE)).toBe('Plain words & more');
    expect(inlineContent('a <b>bold</b> move', NOTICE)).toBe(NOTICE);
    expect(inlineContent('<', NOTICE)).toBe(NOTICE);
    expect(inlineContent('1 > 0', NOTICE)).toBe('1 > 0');
  });

  it('blanks iframe and ajax content', () => {
    expect(blankIfMarkup('/page.html')).toBe('/page.html');
    expect(blankIfMarkup('/page.html?<script>')).toBe('');
    expect(blankIfMarkup('text with < inside')).toBe('');
  });
});

describe('URLs the lightbox will load', () => {
  it('accepts http(s) and site paths, resolved against the page', () => {
    expect(safeMediaUrl('/test.html', BASE)).toBe('https://tribune.test/test.html');
    expect(safeMediaUrl('https://example.org/v.mp4', BASE)).toBe('https://example.org/v.mp4');
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    'data:text/html,hello',
    'vbscript:x',
    '/x?<y>',
    '',
  ])('refuses %j', (url) => {
    expect(safeMediaUrl(url, BASE)).toBe('');
  });

  it('fetches ajax content from the page’s own origin only', () => {
    expect(sameOriginUrl('/note.txt', BASE)).toBe('https://tribune.test/note.txt');
    expect(sameOriginUrl('https://elsewhere.test/note.txt', BASE)).toBe('');
  });
});

describe('videoSource', () => {
  it('plays files as HTML5 video', () => {
    expect(videoSource('https://tribune.test/clip.webm')).toEqual({
      kind: 'file',
      src: 'https://tribune.test/clip.webm',
    });
  });

  it('embeds YouTube (privacy-enhanced) and Vimeo', () => {
    const youtube = {
      kind: 'embed',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    };
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(youtube);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(youtube);
    expect(videoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(youtube);
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('refuses what it cannot play', () => {
    expect(videoSource('')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=<x>')).toBeNull();
    expect(videoSource('https://vimeo.com/about')).toBeNull();
  });
});
