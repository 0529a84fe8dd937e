/**
 * The widget's languages (spec 5, the union of its two readings) and how a requested language
 * is resolved: an exact match, else its primary subtag (`pt-BR` → `pt`), else English.
 */
export const WIDGET_LANGUAGES = [
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

export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

export const FALLBACK_LANGUAGE: WidgetLanguage = 'en';

const supported: ReadonlySet<string> = new Set(WIDGET_LANGUAGES);

export function resolveLanguage(requested: string): WidgetLanguage {
  const lower = requested.trim().toLowerCase().replace(/_/g, '-');
  if (supported.has(lower)) return lower as WidgetLanguage;
  const primary = lower.split('-', 1)[0] ?? '';
  return supported.has(primary) ? (primary as WidgetLanguage) : FALLBACK_LANGUAGE;
}
