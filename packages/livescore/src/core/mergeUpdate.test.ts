import { describe, expect, it } from 'vitest';
import { normalizeMatch, type WidgetMatch } from './matchModel.js';
import { applyUpdate } from './mergeUpdate.js';
import { needsRefetch, REFETCH_STAGES } from './refetchStages.js';
import { liveMatch, rawMatch } from './test-support/fixtures.js';

function list(): WidgetMatch[] {
  return [
    normalizeMatch(liveMatch({ slug: 'a' }))!,
    normalizeMatch(rawMatch({ slug: 'b', stage: 'plan' }))!,
  ];
}

describe('live updates (spec 4.8)', () => {
  it.each([
    ['null', null],
    ['a string', 'goal'],
    ['an array', [{ slug: 'a' }]],
    ['a slug alone', { slug: 'a' }],
    ['a slug with undefined fields', { slug: 'a', stage: undefined }],
  ])('%s is an empty update, ignored', (_name, update) => {
    const matches = list();
    const result = applyUpdate(matches, update);
    expect(result.outcome).toEqual({ kind: 'empty' });
    expect(result.matches).toBe(matches);
  });

  it('an update for a match not in the list is absent, ignored', () => {
    const matches = list();
    const result = applyUpdate(matches, { slug: 'zzz', matchTime: 3 });
    expect(result.outcome).toEqual({ kind: 'absent', slug: 'zzz' });
    expect(result.matches).toBe(matches);
  });

  it('replaces the stage and sets the live flag from the live set', () => {
    const { matches, outcome } = applyUpdate(list(), { slug: 'b', stage: 'live' });
    expect(matches[1]).toMatchObject({ stage: 'live', live: true });
    expect(outcome).toMatchObject({ kind: 'applied', unknownStage: null });
    const ended = applyUpdate(matches, { slug: 'b', stage: 'finished' }).matches[1];
    expect(ended).toMatchObject({ stage: 'finished', live: false });
  });

  it('applies an unknown stage all the same, and says it was unknown', () => {
    const { matches, outcome } = applyUpdate(list(), { slug: 'a', stage: 'abandoned' });
    expect(matches[0]).toMatchObject({ stage: 'abandoned', live: false });
    expect(outcome).toMatchObject({ kind: 'applied', unknownStage: 'abandoned' });
  });

  it('replaces matchTime when present, keeps it otherwise', () => {
    const once = applyUpdate(list(), { slug: 'a', matchTime: '45+2' }).matches;
    expect(once[0]?.matchTime).toBe('45+2');
    const twice = applyUpdate(once, { slug: 'a', stage: 'halftime' }).matches;
    expect(twice[0]?.matchTime).toBe('45+2');
  });

  it('replaces the score and merges periods when the update carries a score', () => {
    const { matches } = applyUpdate(list(), {
      slug: 'a',
      home: { score: 2, periods: { '2': 1 } },
      away: { score: 1 },
    });
    expect(matches[0]?.home).toMatchObject({ score: 2, periods: { '1': 1, '2': 1 } });
    expect(matches[0]?.away).toMatchObject({ score: 1, periods: { '1': 0 } });
  });

  it('overwrites a period that the update carries again', () => {
    const { matches } = applyUpdate(list(), { slug: 'a', home: { score: 0, periods: { '1': 0 } } });
    expect(matches[0]?.home).toMatchObject({ score: 0, periods: { '1': 0 } });
  });

  it('ignores periods without a score, and scores that are not numbers', () => {
    const before = list();
    const { matches } = applyUpdate(before, {
      slug: 'a',
      home: { periods: { '2': 5 } },
      away: { score: '3', periods: { '2': 3 } },
      matchTime: 50,
    });
    expect(matches[0]?.home).toEqual(before[0]?.home);
    expect(matches[0]?.away).toEqual(before[0]?.away);
    expect(matches[0]?.matchTime).toBe(50);
  });

  it('never changes the list it was given', () => {
    const before = list();
    const copy = structuredClone(before);
    applyUpdate(before, { slug: 'a', stage: 'finished', home: { score: 9, periods: { '3': 9 } } });
    expect(before).toEqual(copy);
  });
});

describe('refetch of the full selected match (spec 4.8)', () => {
  it('is due when the current stage is in the set', () => {
    expect(needsRefetch('halftime', { stage: 'live' })).toBe(true);
    expect(needsRefetch('penalties', {})).toBe(true);
  });

  it('is due when the update brings a stage of the set, or a matchTime naming one', () => {
    expect(needsRefetch('live', { stage: 'halftime' })).toBe(true);
    expect(needsRefetch('live', { stage: 'finished' })).toBe(true);
    expect(needsRefetch('live', { matchTime: 'halftime' })).toBe(true);
  });

  it('is not due for an ordinary minute or goal', () => {
    expect(needsRefetch('live', { matchTime: 51 })).toBe(false);
    expect(needsRefetch('live', { stage: 'live' })).toBe(false);
    expect(needsRefetch('plan', { stage: 'live', matchTime: 1 })).toBe(false);
  });

  it('covers the period changes and every ending', () => {
    expect([...REFETCH_STAGES].sort()).toEqual(
      [
        'break_time',
        'cancelled',
        'extra_time_halftime',
        'finished',
        'finished_overtime',
        'finished_penalty',
        'finished_technical_defeat',
        'halftime',
        'pause',
        'penalties',
        'postponed',
      ].sort(),
    );
  });
});
