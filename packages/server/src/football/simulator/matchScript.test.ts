import { describe, expect, it } from 'vitest';
import { createRng } from '../../images/prng.js';
import type { FeedUpdate } from '../feed/schemas.js';
import { type MatchState, mergeUpdate } from '../ingest/mergeUpdate.js';
import type { Scenario } from './fixture.js';
import { matchScript } from './matchScript.js';

const PLAN: MatchState = {
  stage: 'plan',
  matchTime: null,
  home: { score: null, periods: {} },
  away: { score: null, periods: {} },
};

/** Plays the script through the merge rules of spec 4.8, as the server stores it. */
function play(scenario: Scenario, seed: string) {
  const steps = matchScript('a-b', scenario, createRng(seed));
  let state = PLAN;
  const stages: string[] = [];
  for (const { update } of steps) {
    state = mergeUpdate(state, update).state;
    if (update.stage && stages.at(-1) !== update.stage) stages.push(update.stage);
  }
  const events = steps.flatMap((s) => s.update.events ?? []);
  return { steps, state, stages, events };
}

const sum = (periods: Record<string, number>, keys: string[]) =>
  keys.reduce((total, key) => total + (periods[key] ?? 0), 0);

const SEEDS = Array.from({ length: 40 }, (_, i) => `seed-${i}`);

describe('matchScript', () => {
  it('plays a regular match: kick-off, a minute a step, half time, added time, finished', () => {
    const { steps, stages, state } = play('regular', 'seed-1');
    expect(stages).toEqual(['live', 'halftime', 'live', 'finished']);
    const minutes = steps.map((s) => s.update.matchTime).filter((m) => m !== undefined);
    expect(minutes.slice(0, 3)).toEqual([1, 2, 3]);
    expect(minutes).toContain(45);
    expect(minutes).toContain('45+1');
    expect(minutes).toContain(46);
    expect(minutes).toContain('90+2');
    expect(steps[0]).toEqual({
      at: 0,
      update: {
        slug: 'a-b',
        matchTime: 1,
        stage: 'live',
        home: { score: 0, periods: { 1: 0 } },
        away: { score: 0, periods: { 1: 0 } },
      },
    });
    // Steps move forward in time, a simulated minute apart while the ball rolls.
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.at).toBeGreaterThan(steps[i - 1]!.at);
    expect(state.stage).toBe('finished');
  });

  it.each(SEEDS)('keeps score, periods and goal events in agreement (%s)', (seed) => {
    const { state, events } = play('regular', seed);
    const goals = events.filter((e) => e.type === 'goal');
    for (const side of ['home', 'away'] as const) {
      expect(state[side].score).toBe(goals.filter((g) => g.side === side).length);
      expect(sum(state[side].periods, ['1', '2'])).toBe(state[side].score);
    }
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it.each(SEEDS)(
    'takes a cup tie level after 90 minutes to a winner in extra time (%s)',
    (seed) => {
      const { stages, state, steps } = play('extraTime', seed);
      expect(stages).toEqual([
        'live',
        'halftime',
        'live',
        'break_time',
        'live',
        'extra_time_halftime',
        'live',
        'finished_overtime',
      ]);
      expect(state.home.score).not.toBe(state.away.score);
      expect(sum(state.home.periods, ['1', '2'])).toBe(sum(state.away.periods, ['1', '2']));
      const minutes = steps.map((s) => s.update.matchTime);
      expect(minutes).toContain(91);
      expect(minutes).toContain(120);
    },
  );

  it.each(SEEDS)('decides a tie still level after 120 minutes on penalties (%s)', (seed) => {
    const { stages, state, events } = play('penalties', seed);
    expect(stages.slice(-3)).toEqual(['live', 'penalties', 'finished_penalty']);
    expect(state.home.score).toBe(state.away.score);
    const kicks = events.filter((e) => e.type.startsWith('penalty_'));
    const scored = (side: string) =>
      kicks.filter((k) => k.side === side && k.type === 'penalty_scored').length;
    expect(state.home.periods.pen).toBe(scored('home'));
    expect(state.away.periods.pen).toBe(scored('away'));
    expect(scored('home')).not.toBe(scored('away'));
    const taken = (side: string) => kicks.filter((k) => k.side === side).length;
    // Kicks alternate, home first: home has taken as many as away, or one more.
    expect(taken('home') - taken('away')).toBeGreaterThanOrEqual(0);
    expect(taken('home') - taken('away')).toBeLessThanOrEqual(1);
  });

  it('announces a postponement before kick-off and nothing else', () => {
    expect(matchScript('a-b', 'postponed', createRng('x'))).toEqual([
      { at: -300, update: { slug: 'a-b', stage: 'postponed' } },
    ]);
  });

  it('is the same match for the same seed, another for another', () => {
    const one = (seed: string) =>
      JSON.stringify(matchScript('a-b', 'regular', createRng(seed)).map((s) => s.update));
    expect(one('s')).toBe(one('s'));
    expect(SEEDS.map(one).some((script) => script !== one('s'))).toBe(true);
  });

  it('sends only fields the feed schema accepts', async () => {
    const { feedUpdatesSchema } = await import('../feed/schemas.js');
    for (const scenario of ['regular', 'extraTime', 'penalties', 'postponed'] as const) {
      const updates: FeedUpdate[] = matchScript('a-b', scenario, createRng('v')).map(
        (s) => s.update,
      );
      expect(feedUpdatesSchema.safeParse(updates.slice(0, 500)).success).toBe(true);
    }
  });
});
