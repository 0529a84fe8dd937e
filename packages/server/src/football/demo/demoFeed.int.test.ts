import type { MatchDetail } from '@tribune/livescore';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/testApp.js';
import { type ConnectedClient, connectClient, listen } from '../test-support/feedTestKit.js';
import { demoFeedPlugin } from './demoFeedPlugin.js';

const FINAL = new Set(['finished', 'finished_overtime', 'finished_penalty', 'postponed']);

let t: TestApp | undefined;
let client: ConnectedClient | undefined;
afterEach(async () => {
  client?.close();
  await t?.close();
  t = undefined;
});

describe('the demo feed (DEMO_FEED)', () => {
  it('is off in tests unless asked for', async () => {
    t = await createTestApp();
    expect(t.config.demoFeed).toBe(false);
  });

  it('with DEMO_FEED=1, kicks off today’s first match within seconds of the start', async () => {
    t = await createTestApp({ DEMO_FEED: '1' });
    client = await connectClient(await listen(t.app));
    const today = await t.app.football.matches.getMatches('today', 'en');
    const kickOff = await client.next((data) => data.stage === 'live');
    expect(kickOff).toMatchObject({
      slug: today[0]?.slug,
      matchTime: 1,
      home: { score: 0, periods: { 1: 0 } },
      away: { score: 0, periods: { 1: 0 } },
    });
    const [stored] = await t.app.football.matches.getMatches('live', 'en');
    expect(stored?.slug).toBe(today[0]?.slug);
    // Closing stops the simulator before the database goes (no error, nothing left running).
  });

  it('plays the whole day: goals, half time, a postponement, a cup tie to penalties', async () => {
    t = await createTestApp();
    await t.app.register(demoFeedPlugin, {
      ...t.app.football,
      speed: 3000,
      kickOffGapMinutes: 5,
      pauseMinutes: 100_000,
      // The next day is announced (resetting every match to 'plan') long after this test reads
      // the day's results.
      announceAfterMinutes: 100_000,
      // A postponement is announced 5 minutes before its kick-off: with the first match at
      // minute 1 that could be 0.1 s after the start, before this client has subscribed (a
      // race lost on a loaded machine). 100 minutes is 2 s of real time to subscribe in.
      firstKickOffMinutes: 100,
    });
    client = await connectClient(await listen(t.app));
    const today = await t.app.football.matches.getMatches('today', 'en');
    expect(today.length).toBeGreaterThanOrEqual(4);

    const ended = new Map<string, string>();
    while (ended.size < today.length) {
      const publication = await client.next(
        (data) => typeof data.stage === 'string' && FINAL.has(data.stage),
      );
      ended.set(publication.slug as string, publication.stage as string);
    }
    const stages = client.received.map((p) => p.stage).filter(Boolean);
    expect(stages).toEqual(expect.arrayContaining(['live', 'halftime']));
    const cup = today.find((m) => m.league.slug === 'coupe-des-clubs-champions')!;
    expect(ended.get(cup.slug)).toBe('finished_penalty');
    expect(stages).toEqual(
      expect.arrayContaining(['break_time', 'extra_time_halftime', 'penalties']),
    );
    expect([...ended.values()]).toContain('postponed');
    expect([...ended.values()]).toContain('finished');

    // What was published is what was stored: scores agree with the goal events.
    for (const match of today) {
      const detail = await client.rpc<MatchDetail>('getMatchDetail', {
        slug: match.slug,
        lang: 'en',
      });
      expect(detail.stage).toBe(ended.get(match.slug));
      if (detail.stage === 'postponed') continue;
      const goals = detail.details.events.filter((e) => e.type === 'goal');
      expect(detail.home.score).toBe(goals.filter((g) => g.side === 'home').length);
      expect(detail.away.score).toBe(goals.filter((g) => g.side === 'away').length);
      // Dated by the app's clock (which starts at the seeding instant in tests).
      expect(detail.date).toBeGreaterThan(t.app.football.now().getTime() / 1000 - 60);
    }
    // The day plays in real time at 3000× (about 5 s), every event a real ingest in order.
  }, 60_000);
});
