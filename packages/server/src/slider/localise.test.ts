import { describe, expect, it } from 'vitest';
import { localise, localisedIssues, primaryLanguage } from './localise.js';

const saved = {
  settings: { title: 'À la une', 'title@en': 'Top story', 'title@es': 'En portada' },
  slides: {
    s1: {
      slide: {
        title: 'Le derby',
        'title@en': 'The derby',
        params: [{ v: 'Derby', 'v@es': 'Derbi', l: 20 }],
      },
      layers: [{ content: { text: 'Lire', 'text@en': 'Read' }, href: '/fr/a', 'href@en': '/en/a' }],
    },
  },
};

describe('localise', () => {
  it('folds the language’s siblings in and removes every sibling', () => {
    const { value, languages } = localise(saved, 'en');
    expect(value).toEqual({
      settings: { title: 'Top story' },
      slides: {
        s1: {
          slide: { title: 'The derby', params: [{ v: 'Derby', l: 20 }] },
          layers: [{ content: { text: 'Read' }, href: '/en/a' }],
        },
      },
    });
    expect([...languages].sort()).toEqual(['en', 'es']);
  });

  it('keeps the saved text where the language has no sibling', () => {
    const { value } = localise(saved, 'es') as { value: typeof saved };
    expect(value.settings.title).toBe('En portada');
    expect(value.slides.s1.slide.params[0]).toEqual({ v: 'Derbi', l: 20 });
    expect(value.slides.s1.layers[0]!.content.text).toBe('Lire');
  });

  it('gives the saved texts without a language, or for one nothing is translated into', () => {
    for (const lang of [undefined, 'fr', 'de']) {
      const { value } = localise(saved, lang) as { value: typeof saved };
      expect(value.settings).toEqual({ title: 'À la une' });
      expect(value.slides.s1.layers[0]!.href).toBe('/fr/a');
    }
  });

  it('only takes text from a sibling and leaves the input untouched', () => {
    const input = { a: 'x', 'a@en': { nested: true }, b: 1 };
    expect(localise(input, 'en').value).toEqual({ a: 'x', b: 1 });
    expect(input).toEqual({ a: 'x', 'a@en': { nested: true }, b: 1 });
  });

  it('drops __proto__ keys instead of copying them', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": {"__proto__": 1, "b": 2}}');
    const { value } = localise(input, undefined);
    expect(value).toEqual({ a: { b: 2 } });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('passes values that are not objects through', () => {
    expect(localise('text', 'en').value).toBe('text');
    expect(localise([1, null, { x: 'y', 'x@en': 'z' }], 'en').value).toEqual([1, null, { x: 'z' }]);
  });
});

describe('localisedIssues', () => {
  const langs = ['fr', 'en', 'es'] as const;

  it('finds nothing wrong with proper translations', () => {
    expect(localisedIssues(saved, langs)).toEqual([]);
  });

  it('names each bad sibling by its path', () => {
    const data = {
      settings: { title: 'T', 'title@de': 'Titel' },
      slides: [{ layers: { l1: { content: { 'text@en': 'Hi' }, 'alt@es': 3, alt: 'x' } } }],
    };
    expect(localisedIssues(data, langs)).toEqual([
      {
        path: 'settings.title@de',
        message: '"de" is not a language of the site (one of fr, en, es)',
      },
      {
        path: 'slides.0.layers.l1.content.text@en',
        message: 'a translation needs the field "text" beside it, in the module\'s own language',
      },
      { path: 'slides.0.layers.l1.alt@es', message: 'expected text (a translation of the field)' },
    ]);
  });
});

describe('primaryLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['en-GB', 'en'],
    ['es_ES', 'es'],
    ['EN', 'en'],
  ])('%s → %s', (tag, lang) => {
    expect(primaryLanguage(tag)).toBe(lang);
  });
});
