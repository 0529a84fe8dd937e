import type { Match, Period } from '@tribune/livescore';
import { describe, expect, it } from 'vitest';
import { loadLiveScore } from './liveScore.js';

function match(slug: string, stage: string, date = 1000): Match {
  const team = { img: '', abbr: 'ABC', name: slug, periods: {}, score: null };
  return {
    date,
    stage,
    slug,
    matchTime: null,
    home: team,
    away: team,
    league: { slug: 'l', name: 'L', country: 'F', img: '' },
  };
}

const lists = (table: Partial<Record<Period, Match[]>>) => ({
  getMatches: async (period: Period) => table[period] ?? [],
});

describe('loadLiveScore', () => {
  it('starts the widget on live matches and lists the day’s programme in kick-off order', async () => {
    const live = match('now', 'live', 2000);
    const today = [match('later', 'plan', 3000), live, match('done', 'finished', 1000)];
    const model = await loadLiveScore(lists({ live: [live], today }), 'fr');
    expect(model.initial.map((m) => m.slug)).toEqual(['now']);
    expect(model.programme.map((m) => m.slug)).toEqual(['done', 'now', 'later']);
    expect(model.programmeDay).toBe('today');
  });

  it('looks past a day of finished matches to tomorrow’s, as the widget does', async () => {
    const today = [match('done', 'finished')];
    const tomorrow = [match('next', 'plan')];
    const model = await loadLiveScore(lists({ today, tomorrow }), 'fr');
    expect(model.initial.map((m) => m.slug)).toEqual(['next']);
    expect(model.programmeDay).toBe('tomorrow');
    expect((await loadLiveScore(lists({ today }), 'fr')).initial).toEqual(today);
    expect((await loadLiveScore(lists({}), 'fr')).initial).toEqual([]);
  });
});
