import { describe, expect, it } from 'vitest';
import { safeLink } from './galleryModel.js';

describe('safeLink', () => {
  it('keeps site paths and http(s) URLs', () => {
    expect(safeLink('/media/clip.mp4?t=1#a')).toBe('/media/clip.mp4?t=1#a');
    expect(safeLink(' https://video.example/x.mp4 ')).toBe('https://video.example/x.mp4');
  });

  it('refuses whatever a browser would take to another site or to script', () => {
    // Issue 26, item 10: a backslash is a slash to a browser, and tabs are dropped.
    for (const src of [
      '/\\evil.example/x.mp4',
      '/\t/evil.example/x.mp4',
      '//evil.example/x.mp4',
      'javascript:alert(1)',
      'clip.mp4',
      null,
    ]) {
      expect(safeLink(src), String(src)).toBe('#');
    }
  });
});
