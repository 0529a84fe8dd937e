import type { PluralMessage } from './dictionary.js';
import { LANGUAGE_INFO, type Lang } from './languages.js';

/** Fills `{name}` placeholders; unknown placeholders are left visible so a gap is noticed. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** Picks the message for `count` by the language's plural rules, then fills `{count}`. */
export function formatPlural(lang: Lang, message: PluralMessage, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_INFO[lang].locale);
    pluralRules.set(lang, rules);
  }
  const template = message[rules.select(count)] ?? message.other;
  return fillTemplate(template, {
    count: new Intl.NumberFormat(LANGUAGE_INFO[lang].locale).format(count),
  });
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A long, reader-friendly date ("22 novembre 2026") in the site's time zone. */
export function formatLongDate(lang: Lang, iso: string, timeZone: string): string {
  const key = `${lang}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
