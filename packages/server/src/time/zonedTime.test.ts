import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, formatCalendarDate, zonedTimeToInstant } from './zonedTime.js';

describe('zoned time', () => {
  it('finds the calendar date of an instant in a zone', () => {
    // 23:30 UTC on 21 November is already the 22nd in Paris (UTC+1).
    const instant = new Date('2026-11-21T23:30:00Z');
    expect(dateInZone(instant, 'Europe/Paris')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(dateInZone(instant, 'UTC')).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('converts wall-clock time in winter and summer', () => {
    const winter = zonedTimeToInstant(
      { year: 2026, month: 11, day: 22 },
      { hour: 21, minute: 0 },
      'Europe/Paris',
    );
    expect(winter.toISOString()).toBe('2026-11-22T20:00:00.000Z');
    const summer = zonedTimeToInstant(
      { year: 2026, month: 7, day: 1 },
      { hour: 21, minute: 0 },
      'Europe/Paris',
    );
    expect(summer.toISOString()).toBe('2026-07-01T19:00:00.000Z');
  });

  it('handles the day clocks go back', () => {
    // 25 October 2026, Paris leaves summer time at 03:00 local.
    const noon = zonedTimeToInstant(
      { year: 2026, month: 10, day: 25 },
      { hour: 12, minute: 0 },
      'Europe/Paris',
    );
    expect(noon.toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('adds days across month and year ends', () => {
    expect(formatCalendarDate(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
    expect(formatCalendarDate(addDays({ year: 2028, month: 2, day: 28 }, 1))).toBe('2028-02-29');
  });
});
