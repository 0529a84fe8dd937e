/**
 * The widget's languages: the union of spec section 5's two readings, English first as the
 * default and fallback.
 */
export const LANGUAGES = [
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
] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * `data-lang` as a site writes it ("fr", "FR", "pt-BR", "uz_Latn") to a supported language;
 * anything else falls back to English.
 */
export function resolveLanguage(lang: unknown): Language {
  if (typeof lang !== 'string') return DEFAULT_LANGUAGE;
  const primary = lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
