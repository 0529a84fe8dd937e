import { describe, expect, it } from 'vitest';
import { periodRange } from './periods.js';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('periodRange', () => {
  it('covers today and tomorrow from local midnight in the site zone', () => {
    // 00:30 in Paris on 23 November, still the 22nd in UTC.
    const now = new Date('2026-11-22T23:30:00Z');
    const today = periodRange('today', now, 'Europe/Paris');
    expect(iso(today.from)).toBe('2026-11-22T23:00:00.000Z');
    expect(iso(today.to)).toBe('2026-11-23T23:00:00.000Z');
    const tomorrow = periodRange('tomorrow', now, 'Europe/Paris');
    expect(iso(tomorrow.from)).toBe('2026-11-23T23:00:00.000Z');
    expect(iso(tomorrow.to)).toBe('2026-11-24T23:00:00.000Z');
  });

  it('follows another zone', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    const today = periodRange('today', now, 'America/New_York');
    expect(iso(today.from)).toBe('2026-11-22T05:00:00.000Z');
  });

  it('gives the day clocks go forward 23 hours', () => {
    const range = periodRange('tomorrow', new Date('2026-03-28T12:00:00Z'), 'Europe/Paris');
    expect(iso(range.from)).toBe('2026-03-28T23:00:00.000Z');
    expect(range.to - range.from).toBe(23 * 3600);
  });
});
