import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { readFixture } from '../test-support/fixtures.js';
import {
  familyName,
  familySlug,
  fontFileUrl,
  hasWebFonts,
  moduleFontFaces,
} from './ModuleFonts.js';

describe('module web fonts, self-hosted', () => {
  it('reads the family names the editor saves', () => {
    expect(familyName("'Open+Sans'")).toBe('Open Sans');
    expect(familyName(' "Playfair  Display" ')).toBe('Playfair Display');
    expect(familySlug("'Open Sans'")).toBe('open-sans');
  });

  it('names one woff2 file per face under the site font path', () => {
    expect(fontFileUrl('/fonts', 'Open Sans', '700', 'normal')).toBe('/fonts/open-sans-700.woff2');
    expect(fontFileUrl('https://cdn.example/f/', 'Inter', '400', 'italic')).toBe(
      'https://cdn.example/f/inter-400-italic.woff2',
    );
  });

  it('lists the faces of a real module, none from a font service', () => {
    const m = parseModuleStrict(readFixture('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json'));
    const fonts = (m.settings as { fonts?: unknown }).fonts;
    expect(hasWebFonts(fonts)).toBe(true);
    const faces = moduleFontFaces(fonts);
    expect(faces.map((f) => f.url)).toEqual([
      '/fonts/open-sans-400.woff2',
      '/fonts/open-sans-500.woff2',
      '/fonts/open-sans-600.woff2',
      '/fonts/open-sans-700.woff2',
      '/fonts/open-sans-800.woff2',
    ]);
    expect(faces.every((f) => f.family === 'Open Sans' && f.style === 'normal')).toBe(true);
  });

  it('italic faces, weights switched off, duplicates, unnamed and odd entries, icon-font switches', () => {
    expect(
      moduleFontFaces(
        {
          Inter: { name: 'Inter', normal: { 400: true, 700: false }, italic: { 400: true } },
          inter: { name: 'Inter', normal: { 400: true } },
          Lora: {},
          odd: { name: 'Odd', normal: { bold: true, 950: true } },
          FontAwesome: true,
          RevIcon: true,
          Materialicons: 'true',
          '': { name: '' },
        },
        '/f',
      ).map((f) => f.url),
    ).toEqual(['/f/inter-400.woff2', '/f/inter-400-italic.woff2', '/f/lora-400.woff2']);
    expect(moduleFontFaces(undefined)).toEqual([]);
    expect(moduleFontFaces([])).toEqual([]);
    expect(hasWebFonts({})).toBe(false);
  });
});
