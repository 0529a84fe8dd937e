import { describe, expect, it } from 'vitest';
import { DICTIONARIES, LANGUAGES, resolveLanguage, translationFor } from './index.js';

/** Every string of a dictionary with its path, e.g. `stages.halftime`. */
function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    entries(child, path ? `${path}.${key}` : key),
  );
}

const english = new Map(entries(DICTIONARIES.en));

/**
 * Where a language really says it as English does ("Live" is German and Dutch football
 * vocabulary). Anything else equal to English is an untranslated gap.
 */
const SAME_AS_ENGLISH: Partial<Record<string, string[]>> = {
  de: ['stages.live'],
  nl: ['stages.live'],
};

describe('dictionaries', () => {
  it('exist for the 21 languages of the spec, English first', () => {
    expect(LANGUAGES).toEqual([
      'en',
      'fr',
      'pt',
      'de',
      'id',
      'it',
      'ko',
      'pl',
      'ru',
      'es',
      'th',
      'tr',
      'uk',
      'vi',
      'nl',
      'ro',
      'ka',
      'hy',
      'az',
      'el',
      'uz',
    ]);
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s leaves no English behind', (lang) => {
    const allowed = SAME_AS_ENGLISH[lang] ?? [];
    const untranslated = entries(DICTIONARIES[lang])
      .filter(([path, text]) => text === english.get(path) && !allowed.includes(path))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s has every key, no empty text, and the same placeholders as English',
    (lang) => {
      const own = entries(DICTIONARIES[lang]);
      expect(own.map(([path]) => path)).toEqual([...english.keys()]);
      for (const [path, text] of own) {
        expect(text.trim(), `${lang} ${path}`).not.toBe('');
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(text), `${lang} ${path}`).toEqual(placeholders(english.get(path)!));
      }
    },
  );

  it('keeps the spec’s English messages word for word', () => {
    expect(DICTIONARIES.en.notices).toMatchObject({
      noMatches:
        'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.',
      closestMatch:
        'At the moment there are no Live matches, the closest match is {date} {time} {home} - {away}.',
      detailsLater: 'Information will be available later',
    });
  });

  it('has the connection notices of its own (the spec gives no words for them)', () => {
    expect(DICTIONARIES.en.notices.connectionTimeout).toMatch(/Trying again/);
    expect(DICTIONARIES.fr.notices.offline).toMatch(/hors ligne/);
  });
});

describe('language choice (spec 5)', () => {
  it('accepts the 21 languages, in any case or with a region', () => {
    expect(resolveLanguage('fr')).toBe('fr');
    expect(resolveLanguage('PT-br')).toBe('pt');
    expect(resolveLanguage('uz_Latn')).toBe('uz');
  });

  it('falls back to English for anything else', () => {
    expect(resolveLanguage('ja')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
    expect(translationFor('xx').dictionary).toBe(DICTIONARIES.en);
  });
});
