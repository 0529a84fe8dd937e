/** The languages the interface speaks. French is the site's own language and the default. */
export const LANGUAGES = ['fr', 'en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'fr';

export const LANGUAGE_INFO: Record<Lang, { name: string; locale: string }> = {
  fr: { name: 'Français', locale: 'fr-FR' },
  en: { name: 'English', locale: 'en-GB' },
  es: { name: 'Español', locale: 'es-ES' },
};

export function isLang(value: string): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value);
}
