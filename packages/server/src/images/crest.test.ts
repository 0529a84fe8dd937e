import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crestSvg, deriveAbbreviation } from './crest.js';
import { xmlProblems } from './test-support/xml.js';

describe('crestSvg', () => {
  it('is well-formed XML that librsvg can render, with the abbreviation as text', async () => {
    for (const slug of ['psg', 'om', 'lens', 'lyon', 'nice']) {
      const svg = crestSvg({
        slug,
        name: `Club ${slug}`,
        abbr: 'ABC',
        colors: ['#f6c90e', '#14171f'],
      });
      expect(xmlProblems(svg)).toEqual([]);
      expect(svg).toMatch(/<text[^>]*>ABC<\/text>/);
      expect(svg.length).toBeLessThan(2048);
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      expect((await sharp(png).metadata()).width).toBe(120);
    }
  });

  it('derives the abbreviation from the name when none is given', () => {
    expect(deriveAbbreviation('Olympique de Marseille')).toBe('ODM');
    expect(deriveAbbreviation('Lens')).toBe('LEN');
    expect(deriveAbbreviation('Évian Thonon')).toBe('EVI');
    expect(
      crestSvg({ slug: 'rcl', name: 'Racing Club de Lens', colors: ['#d62828', '#f6c90e'] }),
    ).toContain('>RCD<');
  });

  it('picks a readable plate for light and dark primaries', () => {
    const dark = crestSvg({ slug: 'a', name: 'A', abbr: 'AAA', colors: ['#0b2a6f', '#ffffff'] });
    const light = crestSvg({ slug: 'a', name: 'A', abbr: 'AAA', colors: ['#f6c90e', '#000000'] });
    expect(dark).toMatch(/fill="#111827">AAA</);
    expect(light).toMatch(/fill="#ffffff">AAA</);
  });

  it('rejects colours and abbreviations that would break the markup', () => {
    expect(() =>
      crestSvg({ slug: 'x', name: 'X', abbr: 'A<B', colors: ['#000', '#fff'] }),
    ).toThrow();
    expect(() =>
      crestSvg({ slug: 'x', name: 'X', abbr: 'ABC', colors: ['red" onload="x', '#fff'] }),
    ).toThrow();
  });
});
