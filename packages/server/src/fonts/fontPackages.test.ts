import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFontPackages, fontPackages } from './fontPackages.js';

describe('the installed @fontsource packages', () => {
  const packages = findFontPackages();

  it('are found with their family, latin subset and licence', () => {
    expect(packages.list.map((p) => p.name).sort()).toEqual(
      [
        'bebas-neue',
        'inter',
        'kumbh-sans',
        'manrope',
        'mona-sans',
        'montserrat',
        'open-sans',
        'oswald',
        'roboto',
        'source-code-pro',
        'spectral-sc',
        'zen-dots',
      ].map((id) => `@fontsource/${id}`),
    );
    for (const p of packages.list) {
      expect(p.subset).toBe('latin');
      expect(p.license).toBe('OFL-1.1');
      expect(existsSync(join(p.dir, 'LICENSE'))).toBe(true);
    }
    expect(packages.family('spectral-sc')?.family).toBe('Spectral SC');
  });

  it('give the latin WOFF2 file of a face they have', () => {
    const face = packages.face({ slug: 'montserrat', weight: '300', style: 'normal' });
    expect(face?.file).toBe('montserrat-latin-300-normal.woff2');
    const bytes = readFileSync(join(face!.dir, face!.file));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(packages.face({ slug: 'inter', weight: '400', style: 'italic' })?.file).toBe(
      'inter-latin-400-italic.woff2',
    );
  });

  it('have no face they do not ship', () => {
    // Zen Dots has one weight, Oswald no italics; reey is in no package.
    expect(packages.face({ slug: 'zen-dots', weight: '700', style: 'normal' })).toBeNull();
    expect(packages.face({ slug: 'oswald', weight: '400', style: 'italic' })).toBeNull();
    expect(packages.face({ slug: 'reey', weight: '400', style: 'normal' })).toBeNull();
    expect(packages.family('reey')).toBeUndefined();
  });

  it('find nothing where no package is installed', () => {
    expect(findFontPackages('/').list).toEqual([]);
    expect(fontPackages([]).face({ slug: 'inter', weight: '400', style: 'normal' })).toBeNull();
  });
});
