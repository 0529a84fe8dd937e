import { isLiveStage } from '@tribune/livescore';
import { describe, expect, it } from 'vitest';
import { type MatchState, mergeUpdate } from './mergeUpdate.js';

const started: MatchState = {
  stage: 'live',
  matchTime: 44,
  home: { score: 1, periods: { 1: 1 } },
  away: { score: 0, periods: { 1: 0 } },
};

describe('mergeUpdate (spec 4.8)', () => {
  it('changes nothing for an empty update', () => {
    const outcome = mergeUpdate(started, { slug: 'a-b' });
    expect(outcome.state).toEqual(started);
    expect(outcome.changed).toBe(false);
  });

  it('replaces matchTime when present, keeps it otherwise', () => {
    expect(mergeUpdate(started, { slug: 'a-b', matchTime: '45+2' }).state.matchTime).toBe('45+2');
    expect(mergeUpdate(started, { slug: 'a-b', stage: 'halftime' }).state.matchTime).toBe(44);
  });

  it('replaces the score and merges periods when the update carries a score', () => {
    const outcome = mergeUpdate(started, {
      slug: 'a-b',
      matchTime: 47,
      home: { score: 2, periods: { 2: 1 } },
    });
    expect(outcome.state.home).toEqual({ score: 2, periods: { 1: 1, 2: 1 } });
    expect(outcome.state.away).toEqual(started.away);
    expect(outcome.changed).toBe(true);
  });

  it('replaces the score even without periods', () => {
    expect(mergeUpdate(started, { slug: 'a-b', away: { score: 1 } }).state.away).toEqual({
      score: 1,
      periods: { 1: 0 },
    });
  });

  it('ignores periods that come without a score, and says so', () => {
    const outcome = mergeUpdate(started, { slug: 'a-b', home: { periods: { 2: 3 } } });
    expect(outcome.state.home).toEqual(started.home);
    expect(outcome.ignoredPeriods).toEqual(['home']);
    expect(outcome.changed).toBe(false);
  });

  it('applies an unknown stage and reports it', () => {
    const outcome = mergeUpdate(started, { slug: 'a-b', stage: 'var_review' });
    expect(outcome.state.stage).toBe('var_review');
    expect(outcome.unknownStage).toBe('var_review');
    expect(isLiveStage(outcome.state.stage)).toBe(false);
    expect(mergeUpdate(started, { slug: 'a-b', stage: 'halftime' }).unknownStage).toBeUndefined();
  });

  it('reports no change when the same values come again', () => {
    const outcome = mergeUpdate(started, {
      slug: 'a-b',
      stage: 'live',
      matchTime: 44,
      home: { score: 1, periods: { 1: 1 } },
    });
    expect(outcome.changed).toBe(false);
  });

  it('does not touch the state it was given', () => {
    const before = structuredClone(started);
    mergeUpdate(started, { slug: 'a-b', home: { score: 5, periods: { 2: 4 } } });
    expect(started).toEqual(before);
  });
});
