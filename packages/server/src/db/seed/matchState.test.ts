import { describe, expect, it } from 'vitest';
import { matchStateAt } from './matchState.js';
import { defaultAbbr } from './seedFootball.js';

const kickOff = new Date('2026-11-22T20:00:00Z');
const at = (minutes: number) => new Date(kickOff.getTime() + minutes * 60_000);

describe('matchStateAt', () => {
  it('is scheduled with no score before kick-off', () => {
    expect(matchStateAt('a-b', kickOff, at(-5))).toMatchObject({
      stage: 'plan',
      homeScore: null,
      awayScore: null,
    });
  });

  it('is live with the minute during play, half time at the break, finished after', () => {
    expect(matchStateAt('a-b', kickOff, at(10))).toMatchObject({ stage: 'live', matchTime: '11' });
    expect(matchStateAt('a-b', kickOff, at(50))).toMatchObject({ stage: 'halftime' });
    expect(matchStateAt('a-b', kickOff, at(80))).toMatchObject({ stage: 'live', matchTime: '66' });
    expect(matchStateAt('a-b', kickOff, at(106))).toMatchObject({
      stage: 'live',
      matchTime: '90+2',
    });
    expect(matchStateAt('a-b', kickOff, at(200)).stage).toBe('finished');
  });

  it('never lowers a score as the match goes on, and totals its periods', () => {
    let previous = 0;
    for (let minute = 0; minute < 130; minute += 1) {
      const state = matchStateAt('valmont-rivemont', kickOff, at(minute));
      const total = (state.homeScore ?? 0) + (state.awayScore ?? 0);
      expect(total).toBeGreaterThanOrEqual(previous);
      previous = total;
      const sum = Object.values(state.homePeriods).reduce((a, b) => a + b, 0);
      expect(sum).toBe(state.homeScore ?? 0);
    }
  });

  it('gives the same numbers on every run', () => {
    expect(matchStateAt('x-y', kickOff, at(300))).toEqual(matchStateAt('x-y', kickOff, at(300)));
  });
});

describe('defaultAbbr', () => {
  it('is the first three letters of the name in upper case (spec 3.6)', () => {
    expect(defaultAbbr('Westhaven FC')).toBe('WES');
    expect(defaultAbbr('Millbrook Athletic')).toBe('MIL');
    expect(defaultAbbr('Atlético Serrano')).toBe('ATL');
  });
});
