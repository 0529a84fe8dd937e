import { describe, expect, it } from 'vitest';
import { languageForPath, negotiateLanguage } from './messagePages.js';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['de-DE,de;q=0.9,en-GB;q=0.7', 'en'],
    ['en;q=0.2, fr;q=0.8', 'fr'],
    ['ja, zh;q=0.5', 'fr'],
    ['en;q=0, es', 'es'],
    ['*', 'fr'],
    ['garbage;;;q=abc', 'fr'],
  ])('picks the best language for %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});

describe('languageForPath', () => {
  it('prefers the language in the path', () => {
    expect(languageForPath('/es/article/nope', 'en')).toBe('es');
    expect(languageForPath('/de/whatever', 'en-US')).toBe('en');
    expect(languageForPath('/nope', undefined)).toBe('fr');
  });
});
