import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test-support/testApp.js';
import { testDatabases } from '../../test-support/testApp.js';
import {
  type ConnectedClient,
  connectClient,
  createFeedApp,
  FEED_TOKEN,
  feedMatch,
  listen,
  postFeed,
} from '../test-support/feedTestKit.js';

describe.each(testDatabases())('feed ingest on %s', (kind) => {
  let t: TestApp;
  let client: ConnectedClient;

  beforeAll(async () => {
    t = await createFeedApp(kind);
    client = await connectClient(await listen(t.app));
  });
  afterAll(async () => {
    client.close();
    await t.close();
  });

  const db = () => t.app.database.db;
  const storedMatch = (slug: string) =>
    db()
      .selectFrom('matches')
      .innerJoin('teams as h', 'h.id', 'matches.homeTeamId')
      .innerJoin('leagues as l', 'l.id', 'matches.leagueId')
      .select([
        'matches.id',
        'stage',
        'matchTime',
        'homeScore',
        'awayScore',
        'homePeriods',
        'awayPeriods',
        'date',
        'h.abbr as homeAbbr',
        'h.img as homeImg',
        'l.countryCode',
        'l.name as leagueName',
      ])
      .where('matches.slug', '=', slug)
      .executeTakeFirst();
  const events = (matchId: number) =>
    db()
      .selectFrom('matchEvents')
      .select(['type', 'minute', 'side', 'body', 'externalId'])
      .where('matchId', '=', matchId)
      .orderBy('id')
      .execute();

  describe('POST /api/feed/matches', () => {
    it('stores a match with its league and teams, then publishes it', async () => {
      const response = await postFeed(t.app, 'matches', [
        feedMatch('feed-a-b', { date: 1_795_000_000 }),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accepted: 1, published: 1, warnings: [] });

      expect(await client.next()).toEqual({
        slug: 'feed-a-b',
        stage: 'plan',
        home: { periods: {} },
        away: { periods: {} },
      });
      expect(await storedMatch('feed-a-b')).toMatchObject({
        stage: 'plan',
        matchTime: null,
        homeScore: null,
        date: 1_795_000_000,
        // Spec 3.6: no abbr → the first three letters of the name.
        homeAbbr: 'FEE',
        homeImg: 'https://cdn.example/home.png',
        // Derived from the English country name, so other languages can name it.
        countryCode: 'PT',
        leagueName: 'Feed League',
      });
    });

    it('replaces a match sent again, keeping the stored image when the feed sends none', async () => {
      const again = feedMatch('feed-a-b', {
        stage: 'live',
        matchTime: 12,
        home: { img: '', name: 'Feedville Rovers', score: 1, periods: { 1: 1 } },
        events: [{ id: 'g1', type: 'goal', minute: 9, side: 'home' }],
      });
      const response = await postFeed(t.app, 'matches', [again]);
      expect(response.statusCode).toBe(200);
      expect(await client.next()).toMatchObject({ slug: 'feed-a-b', stage: 'live', matchTime: 12 });
      const stored = await storedMatch('feed-a-b');
      expect(stored).toMatchObject({
        stage: 'live',
        matchTime: '12',
        homeScore: 1,
        homeImg: 'https://cdn.example/home.png',
      });
      expect(await events(stored!.id)).toEqual([
        { type: 'goal', minute: '9', side: 'home', body: '{}', externalId: 'g1' },
      ]);
    });
  });

  describe('POST /api/feed/updates', () => {
    it('merges by spec 4.8, stores the events and publishes the update without them', async () => {
      const update = {
        slug: 'feed-a-b',
        matchTime: '45+2',
        home: { score: 2, periods: { 2: 1 } },
        events: [{ id: 'g2', type: 'goal', minute: '45+2', side: 'home', body: { by: 'header' } }],
      };
      const response = await postFeed(t.app, 'updates', [update]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accepted: 1, published: 1, warnings: [] });
      expect(await client.next()).toEqual({
        slug: 'feed-a-b',
        matchTime: '45+2',
        home: { score: 2, periods: { 2: 1 } },
      });
      const stored = await storedMatch('feed-a-b');
      expect(stored).toMatchObject({ matchTime: '45+2', homeScore: 2, awayScore: null });
      expect(JSON.parse(stored!.homePeriods)).toEqual({ 1: 1, 2: 1 });
      expect((await events(stored!.id)).map((e) => e.externalId)).toEqual(['g1', 'g2']);
    });

    it('stores an event sent twice once, and publishes nothing for an update that changes nothing', async () => {
      const repeat = {
        slug: 'feed-a-b',
        matchTime: '45+2',
        events: [{ id: 'g2', type: 'goal', minute: '45+2', side: 'home' }],
      };
      const response = await postFeed(t.app, 'updates', [repeat]);
      expect(response.json()).toEqual({ accepted: 1, published: 0, warnings: [] });
      const stored = await storedMatch('feed-a-b');
      expect(await events(stored!.id)).toHaveLength(2);
    });

    it('applies an unknown stage, logs it and tells the feed', async () => {
      const warn = vi.spyOn(t.app.log, 'warn');
      const response = await postFeed(t.app, 'updates', [{ slug: 'feed-a-b', stage: 'var_check' }]);
      expect(response.json()).toEqual({
        accepted: 1,
        published: 1,
        warnings: ['[0].stage: unknown stage "var_check", stored as it is'],
      });
      expect(warn).toHaveBeenCalledWith(
        { stages: ['var_check'] },
        'unknown stages for update data:',
      );
      expect(await client.next()).toEqual({ slug: 'feed-a-b', stage: 'var_check' });
      expect((await storedMatch('feed-a-b'))?.stage).toBe('var_check');
    });

    it('applies a batch in order, the same match several times', async () => {
      const response = await postFeed(t.app, 'updates', [
        { slug: 'feed-a-b', stage: 'live', matchTime: 46, away: { score: 1, periods: { 2: 1 } } },
        { slug: 'feed-a-b', matchTime: 47, home: { periods: { 2: 5 } } },
      ]);
      expect(response.json()).toEqual({
        accepted: 2,
        published: 2,
        warnings: ['[1].home.periods: ignored, the update carries no score'],
      });
      await client.next();
      expect(await client.next()).toMatchObject({ matchTime: 47 });
      const stored = await storedMatch('feed-a-b');
      expect(stored).toMatchObject({ stage: 'live', matchTime: '47', homeScore: 2, awayScore: 1 });
      expect(JSON.parse(stored!.homePeriods)).toEqual({ 1: 1, 2: 1 });
    });
  });

  describe('bad input changes nothing and publishes nothing', () => {
    /** After a refused request, the next publication must be this marker's. */
    async function expectNothingPublishedBefore(marker: number) {
      const response = await postFeed(t.app, 'updates', [{ slug: 'feed-a-b', matchTime: marker }]);
      expect(response.statusCode).toBe(200);
      expect(await client.next()).toEqual({ slug: 'feed-a-b', matchTime: marker });
    }
    let marker = 60;

    it.each([
      ['no token', {}, 'FEED_UNAUTHORIZED'],
      ['another scheme', { authorization: `Basic ${FEED_TOKEN}` }, 'FEED_UNAUTHORIZED'],
      ['a wrong token', { authorization: `Bearer ${FEED_TOKEN}x` }, 'FEED_TOKEN_REFUSED'],
    ])('401 with %s', async (_, headers, code) => {
      const response = await postFeed(
        t.app,
        'updates',
        [{ slug: 'feed-a-b', home: { score: 9 } }],
        headers,
      );
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="feed"');
      expect(response.json()).toMatchObject({ statusCode: 401, code });
      expect((await storedMatch('feed-a-b'))?.homeScore).toBe(2);
      await expectNothingPublishedBefore(marker++);
    });

    it('400 naming the field of a score that is not a number, for the whole batch', async () => {
      const response = await postFeed(t.app, 'updates', [
        { slug: 'feed-a-b', home: { score: 3 } },
        { slug: 'feed-a-b', away: { score: 'two' } },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'FEED_INVALID',
        message: 'The feed body is invalid: [1].away.score: expected a number',
        issues: [{ path: '[1].away.score', message: 'expected a number' }],
      });
      expect((await storedMatch('feed-a-b'))?.homeScore).toBe(2);
      await expectNothingPublishedBefore(marker++);
    });

    it('400 for an unknown field and a missing one in a match', async () => {
      const { slug: _, ...withoutSlug } = feedMatch('x');
      const response = await postFeed(t.app, 'matches', [
        feedMatch('feed-c-d', { colour: 'red' }),
        withoutSlug,
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: '[0].colour', message: 'unknown field' },
        { path: '[1].slug', message: 'is required' },
      ]);
      expect(await storedMatch('feed-c-d')).toBeUndefined();
      await expectNothingPublishedBefore(marker++);
    });

    it('400 for an update of a match never received: the valid updates of the batch are not stored either', async () => {
      const response = await postFeed(t.app, 'updates', [
        { slug: 'feed-a-b', home: { score: 7 } },
        { slug: 'never-sent', home: { score: 1 } },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'FEED_UNKNOWN_MATCH',
        issues: [{ path: '[1].slug', message: 'no match "never-sent" is known' }],
      });
      expect((await storedMatch('feed-a-b'))?.homeScore).toBe(2);
      await expectNothingPublishedBefore(marker++);
    });

    it('400 for a body that is not JSON, 415 for one that is not sent as JSON', async () => {
      const malformed = await postFeed(t.app, 'updates', '[{"slug": ', {
        authorization: `Bearer ${FEED_TOKEN}`,
        'content-type': 'application/json',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('FEED_MALFORMED_JSON');
      const text = await postFeed(t.app, 'updates', 'slug=feed-a-b', {
        authorization: `Bearer ${FEED_TOKEN}`,
        'content-type': 'text/plain',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toBe(
        'Send the body as JSON with "Content-Type: application/json".',
      );
      await expectNothingPublishedBefore(marker++);
    });

    it('413 for an oversized body, with the limit in the message', async () => {
      const huge = Array.from({ length: 400 }, (_, i) =>
        feedMatch(`huge-${i}`, { league: { ...feedMatch('x').league, name: 'L'.repeat(100) } }),
      ).map((m) => ({
        ...m,
        events: Array.from({ length: 10 }, () => ({
          type: 'goal',
          body: { pad: 'x'.repeat(100) },
        })),
      }));
      const response = await postFeed(t.app, 'matches', huge);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        statusCode: 413,
        code: 'FEED_TOO_LARGE',
        message: 'The body is larger than 524288 bytes; send fewer items per request.',
      });
      expect(await storedMatch('huge-0')).toBeUndefined();
      await expectNothingPublishedBefore(marker++);
    });
  });
});
