import { describe, expect, it } from 'vitest';
import { fillTemplate, formatLongDate, formatPlural } from './format.js';
import { getDictionary, LANGUAGES } from './index.js';

describe('formatting', () => {
  it('fills templates and leaves unknown placeholders visible', () => {
    expect(fillTemplate('Par {author}', { author: 'Inès' })).toBe('Par Inès');
    expect(fillTemplate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('uses each language’s plural rules', () => {
    const fr = getDictionary('fr').article.readingTime;
    expect(formatPlural('fr', fr, 1)).toBe('1 minute de lecture');
    expect(formatPlural('fr', fr, 4)).toBe('4 minutes de lecture');
    const es = getDictionary('es').article.readingTime;
    expect(formatPlural('es', es, 1)).toBe('1 minuto de lectura');
    expect(formatPlural('es', es, 6)).toBe('6 minutos de lectura');
  });

  it('writes dates in the site’s zone and the reader’s language', () => {
    const iso = '2026-11-21T23:30:00.000Z';
    expect(formatLongDate('fr', iso, 'Europe/Paris')).toBe('22 novembre 2026');
    expect(formatLongDate('en', iso, 'Europe/Paris')).toBe('22 November 2026');
    expect(formatLongDate('es', iso, 'Europe/Paris')).toBe('22 de noviembre de 2026');
  });

  it('has the same keys in every dictionary, none empty', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
        : typeof value;
    const reference = shape(getDictionary('fr'));
    for (const lang of LANGUAGES) {
      expect(shape(getDictionary(lang))).toEqual(reference);
      const strings = JSON.stringify(getDictionary(lang)).match(/""/g);
      expect(strings, `${lang} has an empty string`).toBeNull();
    }
  });
});
