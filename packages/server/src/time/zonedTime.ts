/**
 * Wall-clock time in a named time zone, without a date library: "today" and "tomorrow" for the
 * score widget and the seed's kick-off times are days of the site's zone, not of UTC.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Record<string, number> {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** The calendar date at `instant` in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): CalendarDate {
  const parts = partsIn(instant, timeZone);
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** Adds days to a calendar date (month and year roll over). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** `2026-11-22` */
export function formatCalendarDate(date: CalendarDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The instant at which the clocks of `timeZone` show `date` and `hh:mm`. */
export function zonedTimeToInstant(
  date: CalendarDate,
  time: { hour: number; minute: number },
  timeZone: string,
): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  // First guess: the zone's offset now; then correct once more in case the guess crossed a
  // daylight-saving change.
  let instant = wanted - offsetAt(new Date(wanted), timeZone);
  instant = wanted - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
