import { describe, expect, it } from 'vitest';
import { matchPublication, updatePublication } from './publications.js';

describe('publications', () => {
  it('publish an update as the feed sent it, without its events', () => {
    expect(
      updatePublication({
        slug: 'a-b',
        matchTime: 23,
        home: { score: 1, periods: { 1: 1 } },
        events: [{ type: 'goal', side: 'home', minute: 23 }],
      }),
    ).toEqual({ slug: 'a-b', matchTime: 23, home: { score: 1, periods: { 1: 1 } } });
  });

  it('publish a whole match as an update of its stage, minute and scores', () => {
    const team = { img: '', name: 'A', periods: {}, score: null };
    expect(
      matchPublication({
        date: 1,
        stage: 'plan',
        slug: 'a-b',
        matchTime: null,
        home: team,
        away: { ...team, score: 2, periods: { 1: 2 } },
        league: { slug: 'l', name: 'L', country: '', img: '' },
      }),
    ).toEqual({
      slug: 'a-b',
      stage: 'plan',
      home: { periods: {} },
      away: { score: 2, periods: { 1: 2 } },
    });
  });
});
