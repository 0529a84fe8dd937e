import { fontFileUrl } from '@tribune/slider';
import { describe, expect, it } from 'vitest';
import { faceFileName, parseFaceFile } from './fontFaceFile.js';

describe('face file names under /fonts/', () => {
  it('reads the names the slider asks for, and writes them back', () => {
    for (const [family, weight, style] of [
      ['Open Sans', '700', 'normal'],
      ['Source Code Pro', '300', 'normal'],
      ['Mona Sans', '400', 'italic'],
      ['Zen Dots', '400', 'normal'],
      ['montserrat-arabic-re', '900', 'normal'],
    ] as const) {
      const name = fontFileUrl('/fonts', family, weight, style).slice('/fonts/'.length);
      const face = parseFaceFile(name);
      expect(face).toMatchObject({ weight, style });
      expect(faceFileName(face!)).toBe(name);
    }
    expect(parseFaceFile('source-code-pro-300.woff2')).toEqual({
      slug: 'source-code-pro',
      weight: '300',
      style: 'normal',
    });
  });

  it('refuses anything else', () => {
    for (const name of [
      'LICENSE-OPEN-SANS.txt',
      'montserrat-300.woff',
      'Montserrat-300.woff2',
      'montserrat-350.woff2',
      'montserrat-1000.woff2',
      'montserrat-300-bold.woff2',
      '-300.woff2',
      '..-300.woff2',
      'a/../b-300.woff2',
      'montserrat--300.woff2',
      'montserrat-300.woff2.gz',
    ]) {
      expect(parseFaceFile(name), name).toBeNull();
    }
  });
});
