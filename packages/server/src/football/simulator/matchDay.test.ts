import { describe, expect, it } from 'vitest';
import { feedMatchesSchema } from '../feed/schemas.js';
import type { SimFixture } from './fixture.js';
import { assignScenarios } from './fixture.js';
import { buildMatchDay } from './matchDay.js';
import { rosterOf } from './roster.js';

const league = { slug: 'l', name: 'League', country: 'France', img: '' };
const cup = { slug: 'c', name: 'Cup', country: 'Europe', img: '' };
function fixture(slug: string, knockout = false): SimFixture {
  return {
    slug,
    league: knockout ? cup : league,
    home: { name: `${slug} Home`, img: '' },
    away: { name: `${slug} Away`, abbr: 'AWY', img: '/media/a.svg' },
    knockout,
  };
}

describe('assignScenarios', () => {
  it('postpones the middle league match and alternates cup endings from cycle to cycle', () => {
    const day = [fixture('a'), fixture('b'), fixture('c', true), fixture('d'), fixture('e', true)];
    expect(assignScenarios(day, 0)).toEqual([
      'regular',
      'postponed',
      'penalties',
      'regular',
      'extraTime',
    ]);
    expect(assignScenarios(day, 1)).toEqual([
      'regular',
      'postponed',
      'extraTime',
      'regular',
      'penalties',
    ]);
  });

  it('postpones nothing on a small day and keeps forced scenarios', () => {
    expect(assignScenarios([fixture('a'), fixture('b')], 0)).toEqual(['regular', 'regular']);
    expect(assignScenarios([{ ...fixture('a'), scenario: 'postponed' }], 0)).toEqual(['postponed']);
  });
});

describe('buildMatchDay', () => {
  const options = {
    seed: 's',
    cycle: 0,
    startMs: Date.UTC(2026, 10, 22, 12, 0),
    speed: 30,
    firstKickOff: 60,
    kickOffGap: 1800,
  };
  const day = buildMatchDay(
    [fixture('a'), fixture('b'), fixture('c'), fixture('d', true)],
    options,
  );

  it('starts from every match in plan, with real kick-off times compressed by the speed', () => {
    expect(feedMatchesSchema.safeParse(day.matches).success).toBe(true);
    expect(day.matches.map((m) => m.stage)).toEqual(['plan', 'plan', 'plan', 'plan']);
    const start = options.startMs / 1000;
    // Kick-offs at 1, 31, 61 and 91 simulated minutes: 2, 62, 122 and 182 real seconds.
    expect(day.matches.map((m) => m.date - start)).toEqual([2, 62, 122, 182]);
    expect(day.matches[0]?.home).toEqual({
      img: '',
      abbr: 'AHO',
      name: 'a Home',
      periods: {},
      score: null,
    });
    expect(day.matches[0]?.events).toEqual([]);
  });

  it('merges the matches on one timeline, one batch per second', () => {
    const times = day.batches.map((b) => b.at);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(new Set(times).size).toBe(times.length);
    expect(day.batches[0]?.at).toBe(60);
    expect(day.batches[0]?.updates[0]).toMatchObject({ slug: 'a', stage: 'live' });
    // While two matches are in play their minutes tick in the same batch.
    expect(day.batches.some((b) => new Set(b.updates.map((u) => u.slug)).size > 1)).toBe(true);
    expect(day.endsAt).toBe(day.batches.at(-1)?.at);
  });

  it('announces the postponement five minutes before its kick-off', () => {
    const postponed = day.batches.find((b) => b.updates.some((u) => u.stage === 'postponed'));
    expect(day.scenarios[1]).toBe('postponed');
    expect(postponed?.at).toBe(60 + 1800 - 300);
  });
});

describe('players', () => {
  it('every goal and card names a player of its own side, the same at every run', () => {
    const fixtures = [fixture('a'), fixture('b'), fixture('c', true)];
    const options = {
      seed: 's',
      cycle: 0,
      startMs: 0,
      speed: 30,
      firstKickOff: 60,
      kickOffGap: 1800,
    };
    const day = buildMatchDay(fixtures, options);
    const events = day.batches.flatMap((b) =>
      b.updates.flatMap((u) => (u.events ?? []).map((e) => ({ slug: u.slug, e }))),
    );
    const named = events.filter(({ e }) => e.type === 'goal' || e.type === 'yellow_card');
    expect(named.length).toBeGreaterThan(0);
    for (const { slug, e } of named) {
      const team = fixtures.find((f) => f.slug === slug)![e.side!].name;
      expect(rosterOf(team)).toContain(e.body?.player);
    }
    expect(buildMatchDay(fixtures, options)).toEqual(day);
  });
});
