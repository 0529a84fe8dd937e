import { recentResults } from './recentResults.js';

/**
 * The derived date and time of spec 3.6: `dd/mm/yyyy` and `HH:MM` (24-hour), in the reader's
 * time zone unless one is given. Intl does the time-zone arithmetic and supplies the parts;
 * the Gregorian calendar and Latin digits are asked for explicitly so that the spec's format
 * holds in every language (Thai would otherwise count years in the Buddhist era).
 */
export interface Kickoff {
  /** dd/mm/yyyy */
  date: string;
  /** HH:MM */
  time: string;
  /** ISO 8601 instant, for `<time dateTime>`. */
  iso: string;
  /** The same instant written out in the language (e.g. "samedi 14 mars 2026 à 20:45"). */
  long: string;
}

const numericFormats = new Map<string, Intl.DateTimeFormat>();
const longFormats = new Map<string, Intl.DateTimeFormat>();

/** The kick-off's words; the same match asks for them at every update, so they are kept. */
export function formatKickoff(unixSeconds: number, locale: string, timeZone?: string): Kickoff {
  return kickoffs(`${unixSeconds}|${locale}|${timeZone ?? ''}`, () =>
    computeKickoff(unixSeconds, locale, timeZone),
  );
}

const kickoffs = recentResults<Kickoff>(256);

function computeKickoff(unixSeconds: number, locale: string, timeZone?: string): Kickoff {
  const instant = new Date(unixSeconds * 1000);
  const parts: Record<string, string> = {};
  for (const part of numericFormat(locale, timeZone).formatToParts(instant)) {
    parts[part.type] = part.value;
  }
  return {
    date: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    iso: instant.toISOString(),
    long: longFormat(locale, timeZone).format(instant),
  };
}

function numericFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = numericFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
      timeZone,
    });
    numericFormats.set(key, format);
  }
  return format;
}

function longFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = longFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
    longFormats.set(key, format);
  }
  return format;
}
