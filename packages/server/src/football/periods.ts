import type { Period } from '@tribune/livescore';
import { addDays, dateInZone, zonedTimeToInstant } from '../time/zonedTime.js';

/** Unix seconds, start inclusive, end exclusive. */
export interface DayRange {
  from: number;
  to: number;
}

/**
 * The calendar day a period of the widget covers (spec 4.7), in the site's time zone: `today`
 * and `tomorrow` run from local midnight to the next local midnight (23 or 25 hours on the days
 * clocks change). `live` is not a day: it selects by stage, and has no range.
 */
export function periodRange(
  period: Exclude<Period, 'live'>,
  now: Date,
  timeZone: string,
): DayRange {
  const day = addDays(dateInZone(now, timeZone), period === 'today' ? 0 : 1);
  const midnight = { hour: 0, minute: 0 };
  const from = zonedTimeToInstant(day, midnight, timeZone).getTime() / 1000;
  const to = zonedTimeToInstant(addDays(day, 1), midnight, timeZone).getTime() / 1000;
  return { from, to };
}
