import { describe, expect, it } from 'vitest';
import { latinFace, parseFontFaces } from './fontCss.js';

const GOOGLE = `/* cyrillic-ext */
@font-face {
  font-family: 'Montserrat';
  font-style: italic;
  font-weight: 400;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/montserrat/v31/cyr-ext-i.woff2) format('woff2');
  unicode-range: U+0460-052F, U+1C80-1C8A, U+20B4, U+2DE0-2DFF, U+A640-A69F, U+FE2E-FE2F;
}
/* latin-ext */
@font-face {
  font-family: 'Montserrat';
  font-style: italic;
  font-weight: 400;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/montserrat/v31/ext-i.woff2) format('woff2');
  unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF;
}
/* latin */
@font-face {
  font-family: 'Montserrat';
  font-style: italic;
  font-weight: 400;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/montserrat/v31/latin-i.woff2) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC;
}
/* latin */
@font-face {
  font-family: 'Montserrat';
  font-style: normal;
  font-weight: 300;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/montserrat/v31/latin.woff2) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC;
}
/* latin */
@font-face {
  font-family: 'Montserrat';
  font-style: normal;
  font-weight: 700;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/montserrat/v31/latin.woff2) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC;
}`;

describe('the @font-face rules of a web-font stylesheet', () => {
  it('reads what Google Fonts CSS2 writes: family, style, weight, WOFF2, range, subset', () => {
    const faces = parseFontFaces(GOOGLE, 'https://fonts.googleapis.com/css2?family=Montserrat');
    expect(faces).toHaveLength(5);
    expect(faces[2]).toEqual({
      family: 'Montserrat',
      style: 'italic',
      weight: '400',
      woff2: 'https://fonts.gstatic.com/s/montserrat/v31/latin-i.woff2',
      unicodeRange: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC',
      subset: 'latin',
    });
  });

  it('picks the latin file of a face', () => {
    const faces = parseFontFaces(GOOGLE, 'https://fonts.googleapis.com/css2');
    expect(latinFace(faces, '400', 'italic')?.woff2).toMatch(/latin-i\.woff2$/);
    expect(latinFace(faces, '700', 'normal')?.woff2).toMatch(/\/latin\.woff2$/);
    expect(latinFace(faces, '400', 'normal')).toBeUndefined();
    expect(latinFace(faces, '300', 'italic')).toBeUndefined();
  });

  it('without subset comments: the range that holds the basic Latin letters, or no range', () => {
    const css = `
      @font-face { font-family: "Own"; src: url('fonts/own-ext.woff2') format("woff2"); unicode-range: U+0100-024F; font-weight: bold }
      @font-face { font-family: "Own"; src: url('fonts/own.woff2') format("woff2"); unicode-range: U+00??; font-weight: bold }
      @font-face { font-family: Own; src: local(Own), url(own-regular.woff2); }
      @font-face { font-family: Own; font-style: oblique; src: url(own-i.ttf) format('truetype'); }
      @font-face { font-family: Var; font-weight: 100 900; src: url(var.woff2) format('woff2'), url(var.woff) format('woff'); }`;
    const faces = parseFontFaces(css, 'https://cdn.example/css/site.css');
    expect(latinFace(faces, '700', 'normal')?.woff2).toBe(
      'https://cdn.example/css/fonts/own.woff2',
    );
    expect(latinFace(faces, '400', 'normal')?.woff2).toBe(
      'https://cdn.example/css/own-regular.woff2',
    );
    // A TrueType-only face is no WOFF2 face; a variable font's range holds every weight.
    expect(faces[3]?.style).toBe('italic');
    expect(latinFace(faces, '400', 'italic')).toBeUndefined();
    expect(latinFace(faces.slice(4), '300', 'normal')?.woff2).toBe(
      'https://cdn.example/css/var.woff2',
    );
  });

  it('reads nothing from what is not a stylesheet', () => {
    expect(parseFontFaces('<!doctype html><title>Error 400</title>', 'https://x.example/')).toEqual(
      [],
    );
    expect(
      parseFontFaces('@font-face { src: url(http://[bad/x.woff2) }', 'https://x.example/')[0]
        ?.woff2,
    ).toBeNull();
  });
});
