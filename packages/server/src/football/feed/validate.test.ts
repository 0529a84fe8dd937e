import { describe, expect, it } from 'vitest';
import type { FeedError } from './errors.js';
import { parseFeedMatches, parseFeedUpdates } from './validate.js';

function validMatch(overrides: Record<string, unknown> = {}) {
  return {
    date: 1_795_000_000,
    stage: 'plan',
    slug: 'psg-om-2026-11-22',
    matchTime: null,
    home: { img: 'https://cdn.example/psg.png', name: 'Paris', periods: {}, score: null },
    away: { img: '/media/om.svg', abbr: 'OM', name: 'Marseille', periods: {}, score: null },
    league: { slug: 'ligue-1', name: 'Ligue 1', country: 'France', img: '' },
    ...overrides,
  };
}

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const feedError = error as FeedError;
    return { status: feedError.statusCode, message: feedError.message, issues: feedError.issues };
  }
  throw new Error('expected a validation error');
}

describe('feed match validation', () => {
  it('accepts a match of spec 3.6, trimming text', () => {
    const [match] = parseFeedMatches([
      validMatch({ home: { img: '', name: '  Paris ', score: 2, periods: { 1: 2 } } }),
    ]);
    expect(match?.home).toEqual({ img: '', name: 'Paris', score: 2, periods: { 1: 2 } });
  });

  it('names the field of a score that is not a number', () => {
    const body = [
      validMatch(),
      validMatch(),
      validMatch({ home: { ...validMatch().home, score: '2' } }),
    ];
    const error = issuesOf(() => parseFeedMatches(body));
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: '[2].home.score', message: 'expected a number' }]);
    expect(error.message).toBe('The feed body is invalid: [2].home.score: expected a number');
  });

  it('rejects unknown fields one by one', () => {
    const error = issuesOf(() =>
      parseFeedMatches([validMatch({ colour: 'red', home: { ...validMatch().home, x: 1 } })]),
    );
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: '[0].colour', message: 'unknown field' },
        { path: '[0].home.x', message: 'unknown field' },
      ]),
    );
  });

  it('says which fields are missing', () => {
    const { slug: _, ...withoutSlug } = validMatch();
    const error = issuesOf(() => parseFeedMatches([withoutSlug]));
    expect(error.issues).toEqual([{ path: '[0].slug', message: 'is required' }]);
  });

  it.each([
    [
      { date: 1_795_000_000_000 },
      '[0].date',
      'expected unix seconds (not milliseconds) before 2100',
    ],
    [{ date: 1.5 }, '[0].date', 'expected whole unix seconds'],
    [{ matchTime: true }, '[0].matchTime', 'expected a number or a string'],
    [{ stage: 'in play' }, '[0].stage', 'expected 1–40 letters, digits, "_" or "-"'],
    [{ slug: '' }, '[0].slug', expect.stringContaining('expected 1–200 letters')],
    [
      { league: { ...validMatch().league, img: 'javascript:alert(1)' } },
      '[0].league.img',
      'expected an http(s) URL, a path starting with "/", or "" to keep the stored image',
    ],
    [
      { league: { ...validMatch().league, countryCode: 'XX' } },
      '[0].league.countryCode',
      'expected an ISO 3166-1 alpha-2 code (FR) or a UN M.49 area (150)',
    ],
    [{ home: { ...validMatch().home, name: ' ' } }, '[0].home.name', 'must not be empty'],
    [{ home: { ...validMatch().home, score: -1 } }, '[0].home.score', 'must be 0 or more'],
    [
      { home: { ...validMatch().home, periods: { 1: 'one' } } },
      '[0].home.periods["1"]',
      'expected a number',
    ],
    [
      { events: [{ type: 'goal', side: 'middle' }] },
      '[0].events[0].side',
      'expected one of "home", "away"',
    ],
  ])('%o → %s: %s', (overrides, path, message) => {
    const error = issuesOf(() => parseFeedMatches([validMatch(overrides)]));
    expect(error.issues).toEqual([{ path, message }]);
  });

  it('refuses a body that is not a batch, an empty one and an oversized one', () => {
    expect(issuesOf(() => parseFeedMatches({})).issues).toEqual([
      { path: '(body)', message: 'expected an array' },
    ]);
    expect(issuesOf(() => parseFeedMatches([])).issues).toEqual([
      { path: '(body)', message: 'expected at least one match' },
    ]);
    const many = Array.from({ length: 501 }, () => validMatch());
    expect(issuesOf(() => parseFeedMatches(many)).issues).toEqual([
      { path: '(body)', message: 'at most 500 matches per request; split the batch' },
    ]);
  });

  it('lists five problems in the message and every one in issues', () => {
    const body = Array.from({ length: 7 }, () => validMatch({ stage: 3 }));
    const error = issuesOf(() => parseFeedMatches(body));
    expect(error.issues).toHaveLength(7);
    expect(error.message).toMatch(/\[4\]\.stage: expected a string \(and 2 more\)$/);
  });
});

describe('feed update validation', () => {
  it('accepts the update of spec 3.7 with events', () => {
    const updates = parseFeedUpdates([
      { slug: 'a-b', matchTime: '45+2', stage: 'live', home: { score: 1, periods: { 1: 1 } } },
      { slug: 'a-b', events: [{ id: 'g1', type: 'goal', minute: 23, side: 'home' }] },
      { slug: 'a-b' },
    ]);
    expect(updates).toHaveLength(3);
  });

  it('refuses a null minute, a text score and a stray field', () => {
    const error = issuesOf(() =>
      parseFeedUpdates([
        { slug: 'a-b', matchTime: null },
        { slug: 'a-b', away: { score: 'two' } },
        { slug: 'a-b', live: true },
      ]),
    );
    expect(error.issues).toEqual([
      { path: '[0].matchTime', message: 'expected a number or a string' },
      { path: '[1].away.score', message: 'expected a number' },
      { path: '[2].live', message: 'unknown field' },
    ]);
  });
});
