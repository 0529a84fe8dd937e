import type { PluralMessage } from './dictionary.js';
import { LANGUAGE_INFO, type Lang } from './languages.js';

/** Fills `{name}` placeholders; unknown placeholders are left visible so a gap is noticed. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

// Intl objects cost far more to build than to use (tenths of a millisecond each, several per
// page), so each language keeps its own for the life of the process.
const pluralRules = new Map<Lang, Intl.PluralRules>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** A number as the language writes it ("1 234" in French). */
export function formatNumber(lang: Lang, value: number): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_INFO[lang].locale);
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

/** Picks the message for `count` by the language's plural rules, then fills `{count}`. */
export function formatPlural(lang: Lang, message: PluralMessage, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_INFO[lang].locale);
    pluralRules.set(lang, rules);
  }
  const template = message[rules.select(count)] ?? message.other;
  return fillTemplate(template, {
    count: formatNumber(lang, count),
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

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A time of day as the language writes it ("20:45", "8:45 PM") in the site's time zone. */
export function formatTime(lang: Lang, epochMs: number, timeZone: string): string {
  const key = `${lang}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return format.format(epochMs);
}
