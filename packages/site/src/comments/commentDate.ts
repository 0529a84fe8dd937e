import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A comment's date and time ("22 novembre 2026 à 14:05") in the site's time zone. */
export function formatCommentDate(lang: Lang, iso: string, timeZone: string): string {
  const key = `${lang}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
