import { describe, expect, it } from 'vitest';
import { webSocketUrl } from './connectionUrl.js';
import { LANGUAGES } from './i18n/index.js';
import { formatKickoff } from './kickoff.js';
import { KICKOFF } from './test-support/fixtures.js';

describe('kick-off date and time (spec 3.6)', () => {
  it('is dd/mm/yyyy and HH:MM in the given time zone', () => {
    expect(formatKickoff(KICKOFF, 'en', 'Europe/Paris')).toMatchObject({
      date: '14/03/2026',
      time: '20:45',
      iso: '2026-03-14T19:45:00.000Z',
    });
    expect(formatKickoff(KICKOFF, 'en', 'America/New_York')).toMatchObject({
      date: '14/03/2026',
      time: '15:45',
    });
    expect(formatKickoff(KICKOFF, 'en', 'Asia/Tokyo')).toMatchObject({
      date: '15/03/2026',
      time: '04:45',
    });
  });

  it('keeps the format in every language, Thai included (Gregorian years, Latin digits)', () => {
    for (const lang of LANGUAGES) {
      expect(formatKickoff(KICKOFF, lang, 'Europe/Paris'), lang).toMatchObject({
        date: '14/03/2026',
        time: '20:45',
      });
    }
  });

  it('writes the instant out in the language for the long form', () => {
    expect(formatKickoff(KICKOFF, 'fr', 'Europe/Paris').long).toContain('mars 2026');
    expect(formatKickoff(KICKOFF, 'de', 'Europe/Paris').long).toContain('März 2026');
  });

  it('pads midnight as 00, not 24', () => {
    expect(formatKickoff(Date.UTC(2026, 0, 1, 23, 5) / 1000, 'en', 'UTC')).toMatchObject({
      date: '01/01/2026',
      time: '23:05',
    });
    expect(formatKickoff(Date.UTC(2026, 0, 2, 0, 0) / 1000, 'ko', 'UTC').time).toBe('00:00');
  });
});

describe('connection URL (spec 7.3)', () => {
  it('is {host}/ws over ws or wss', () => {
    expect(webSocketUrl('https://example.org/fr/article/x')).toBe('wss://example.org/ws');
    expect(webSocketUrl('http://localhost:3000/assets/livescore.js')).toBe(
      'ws://localhost:3000/ws',
    );
    expect(webSocketUrl('wss://rt.example.org/socket')).toBe('wss://rt.example.org/socket');
  });
});
