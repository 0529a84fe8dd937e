import { describe, expect, it } from 'vitest';
import { resolveLanguage, WIDGET_LANGUAGES } from './languages.js';

describe('resolveLanguage', () => {
  it('knows the 21 languages of the widget', () => {
    expect(WIDGET_LANGUAGES).toHaveLength(21);
    for (const lang of WIDGET_LANGUAGES) expect(resolveLanguage(lang)).toBe(lang);
  });

  it('reduces a regional tag to its language and falls back to English', () => {
    expect(resolveLanguage('pt-BR')).toBe('pt');
    expect(resolveLanguage('KA')).toBe('ka');
    expect(resolveLanguage('zh-Hant')).toBe('en');
    expect(resolveLanguage('ja')).toBe('en');
  });
});
