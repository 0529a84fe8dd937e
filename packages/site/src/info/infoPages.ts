import type { Lang } from '../i18n/languages.js';

/** The site's own pages the footer links to, on every page. */
export const INFO_PAGE_KEYS = ['contact', 'legal', 'privacy'] as const;
export type InfoPageKey = (typeof INFO_PAGE_KEYS)[number];

/** Each page's address in each language, under `/{lang}/info/`. */
export const INFO_PAGE_SLUGS: Readonly<Record<InfoPageKey, Readonly<Record<Lang, string>>>> = {
  contact: { fr: 'contact', en: 'contact', es: 'contacto' },
  legal: { fr: 'mentions-legales', en: 'legal-notice', es: 'aviso-legal' },
  privacy: { fr: 'confidentialite', en: 'privacy', es: 'privacidad' },
};

export function infoPagePath(key: InfoPageKey, lang: Lang): string {
  return `/${lang}/info/${INFO_PAGE_SLUGS[key][lang]}`;
}

/** The page a slug names in a language, or undefined. */
export function infoPageKeyOf(lang: Lang, slug: string): InfoPageKey | undefined {
  return INFO_PAGE_KEYS.find((key) => INFO_PAGE_SLUGS[key][lang] === slug);
}
