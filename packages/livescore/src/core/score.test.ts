import { describe, expect, it } from 'vitest';
import { deriveAbbr } from './abbr.js';
import { leader, scoreText } from './score.js';
import { widgetMatch } from './test-support/fixtures.js';

describe('score display (spec 4.5)', () => {
  it("shows '-' in the plan stage, whatever the feed sent", () => {
    expect(scoreText('plan', 0)).toBe('-');
    expect(scoreText('plan', 2)).toBe('-');
  });

  it("shows '-' for a missing score", () => {
    expect(scoreText('live', null)).toBe('-');
    expect(scoreText('finished', undefined)).toBe('-');
    expect(scoreText('live', Number.NaN)).toBe('-');
  });

  it('shows the goals otherwise, 0 included', () => {
    expect(scoreText('live', 0)).toBe('0');
    expect(scoreText('finished', 3)).toBe('3');
  });

  it('highlights the leading side only', () => {
    const team = (score: number | null) => ({ img: '', abbr: 'A', name: 'A', periods: {}, score });
    expect(leader(widgetMatch({ stage: 'live', home: team(2), away: team(1) }))).toBe('home');
    expect(leader(widgetMatch({ stage: 'finished', home: team(0), away: team(1) }))).toBe('away');
    expect(leader(widgetMatch({ stage: 'live', home: team(1), away: team(1) }))).toBeNull();
    expect(leader(widgetMatch({ stage: 'live', home: team(1), away: team(null) }))).toBeNull();
    expect(leader(widgetMatch({ stage: 'plan', home: team(1), away: team(0) }))).toBeNull();
  });
});

describe('abbr (spec 3.6)', () => {
  it('keeps a given abbr', () => {
    expect(deriveAbbr('Montclair', 'MFC')).toBe('MFC');
  });

  it('takes the first 3 letters of the name in upper case when missing', () => {
    expect(deriveAbbr('Montclair')).toBe('MON');
    expect(deriveAbbr('Lorvèze', '')).toBe('LOR');
    expect(deriveAbbr('A.S. Monaco')).toBe('ASM');
    expect(deriveAbbr('étoile')).toBe('ÉTO');
    expect(deriveAbbr('Ов')).toBe('ОВ');
    expect(deriveAbbr('1860')).toBe('186');
  });
});
