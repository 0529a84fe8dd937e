import type { Match, MatchDetail } from '@tribune/livescore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_FIXTURES } from '../../db/seed/content/fixtures.js';
import { createTestApp, type TestApp, testDatabases } from '../../test-support/testApp.js';
import { addDays, dateInZone, formatCalendarDate } from '../../time/zonedTime.js';
import {
  type ConnectedClient,
  connectClient,
  FEED_TOKEN,
  listen,
  postFeed,
} from '../test-support/feedTestKit.js';

/** The seeded programme of a day, as the seed names its matches. */
function seededSlugs(dayOffset: 0 | 1): string[] {
  const day = addDays(dateInZone(new Date(inject('seededAt')), 'Europe/Paris'), dayOffset);
  return SEED_FIXTURES.filter((f) => f.dayOffset === dayOffset).map(
    (f) => `${f.home}-${f.away}-${formatCalendarDate(day)}`,
  );
}

const getMatches = (client: ConnectedClient, payload: unknown) =>
  client.rpc<{ data: Match[] }>('getMatches', payload).then((reply) => reply.data);

describe.each(testDatabases())('match service on %s (seeded, read only)', (kind) => {
  let t: TestApp;
  let client: ConnectedClient;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
    client = await connectClient(await listen(t.app));
  });
  afterAll(async () => {
    client.close();
    await t.close();
  });

  it('today: the day’s programme in the site zone, by kick-off, league in French', async () => {
    const matches = await getMatches(client, { lang: 'fr', period: 'today' });
    const today = seededSlugs(0);
    expect(matches.map((m) => m.slug).filter((slug) => today.includes(slug))).toEqual(today);
    const dates = matches.map((m) => m.date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const cup = matches.find((m) => m.slug.startsWith('sporting-castellar-ashford-rovers'));
    expect(cup?.league).toMatchObject({
      slug: 'coupe-des-clubs-champions',
      name: 'Coupe des Clubs Champions',
      country: 'Europe',
      img: expect.stringMatching(/^\/media\/.+\.webp$/),
    });
    expect(cup?.home).toMatchObject({
      name: 'Sporting Castellar',
      abbr: 'SPO',
      img: expect.stringMatching(/^\/media\/crest-sporting-castellar-[0-9a-f]{8}\.svg$/),
    });
  });

  it('tomorrow: the next day’s programme, not started', async () => {
    const matches = await getMatches(client, { lang: 'en', period: 'tomorrow' });
    expect(matches.map((m) => m.slug)).toEqual(seededSlugs(1));
    for (const match of matches) {
      expect(match).toMatchObject({
        stage: 'plan',
        matchTime: null,
        home: { score: null, periods: {} },
      });
    }
  });

  it('live: only matches whose stage is in the live set', async () => {
    const matches = await getMatches(client, { lang: 'en', period: 'live' });
    for (const match of matches) {
      expect(['live', 'halftime', 'results_only', 'overtime', 'penalties', 'pause']).toContain(
        match.stage,
      );
    }
  });

  it.each([
    ['de', 'ligue-elite', 'Ligue Élite', 'Frankreich'],
    ['ka', 'ligue-elite', 'Ligue Élite', 'საფრანგეთი'],
    ['ka', 'coupe-des-clubs-champions', 'Champions Club Cup', 'ევროპა'],
    ['pl', 'premier-division', 'Premier Division', 'Anglia'],
    ['pt-BR', 'liga-iberica', 'Liga Ibérica', 'Espanha'],
    ['es', 'coupe-des-clubs-champions', 'Copa de Clubes Campeones', 'Europa'],
    ['ja', 'premier-division', 'Premier Division', 'England'],
  ])('names the league and its country in %s (%s)', async (lang, league, name, country) => {
    const matches = [
      ...(await getMatches(client, { lang, period: 'today' })),
      ...(await getMatches(client, { lang, period: 'tomorrow' })),
    ];
    expect(matches.find((m) => m.league.slug === league)?.league).toMatchObject({ name, country });
  });

  it('getMatchDetail: the match itself, with details.events', async () => {
    const [slug] = seededSlugs(1);
    const detail = await client.rpc<MatchDetail>('getMatchDetail', { slug, lang: 'fr' });
    expect(detail).toMatchObject({ slug, stage: 'plan', details: { events: [] } });
    expect(detail.league.country).toBeTruthy();
  });

  it('answers under the sport’s own names too (football, footballDetail)', async () => {
    const reply = await client.rpc<{ data: Match[] }>('football', {
      lang: 'en',
      period: 'tomorrow',
    });
    expect(reply.data.map((m) => m.slug)).toEqual(seededSlugs(1));
    const [slug] = seededSlugs(1);
    expect(await client.rpc('footballDetail', { slug, lang: 'en' })).toMatchObject({ slug });
  });

  it.each([
    [
      { lang: 'en', period: 'yesterday' },
      'bad request: period: expected one of "live", "today", "tomorrow"',
    ],
    [{ period: 'live' }, 'bad request: lang: is required'],
    [
      { lang: 'english!', period: 'live' },
      'bad request: lang: expected a language code such as en or pt-BR',
    ],
    [null, 'bad request: lang: is required; period: is required'],
    ['live', 'bad request: (data): expected an object'],
  ])('refuses getMatches %j with 107 naming the field', async (payload, message) => {
    await expect(client.rpc('getMatches', payload)).rejects.toMatchObject({ code: 107, message });
  });

  it('refuses getMatchDetail without a slug (107) and for an unknown one (404)', async () => {
    await expect(client.rpc('getMatchDetail', { lang: 'en' })).rejects.toMatchObject({
      code: 107,
      message: 'bad request: slug: is required',
    });
    await expect(
      client.rpc('getMatchDetail', { slug: 'no-such-match', lang: 'en' }),
    ).rejects.toMatchObject({ code: 404, message: 'match not found: no-such-match' });
  });

  it.each([
    ['a NUL', 'match\u0000slug'],
    ['a lone surrogate', 'match-\uD800'],
  ])('refuses a slug with %s (107), never a database error', async (_what, slug) => {
    await expect(client.rpc('getMatchDetail', { slug, lang: 'en' })).rejects.toMatchObject({
      code: 107,
      message: 'bad request: slug: must not contain a NUL or a lone surrogate',
    });
  });
});

describe('match service after the feed writes (sqlite copy)', () => {
  let t: TestApp;
  let client: ConnectedClient;
  const [first, second] = seededSlugs(1);
  beforeAll(async () => {
    t = await createTestApp({ FEED_TOKEN });
    client = await connectClient(await listen(t.app));
  });
  afterAll(async () => {
    client.close();
    await t.close();
  });

  it('lists a match in live once the feed starts it, and drops it when an unknown stage arrives', async () => {
    const before = await getMatches(client, { lang: 'en', period: 'live' });
    expect(before.map((m) => m.slug)).not.toContain(first);
    // A list fetched just before is not served stale after the feed commits.
    await getMatches(client, { lang: 'en', period: 'tomorrow' });

    await postFeed(t.app, 'updates', [
      {
        slug: first,
        stage: 'live',
        matchTime: 3,
        home: { score: 1, periods: { 1: 1 } },
        away: { score: 0 },
      },
      { slug: second, stage: 'halftime' },
    ]);
    const live = await getMatches(client, { lang: 'en', period: 'live' });
    expect(live.filter((m) => m.slug === first || m.slug === second).map((m) => m.stage)).toEqual([
      'live',
      'halftime',
    ]);
    const tomorrow = await getMatches(client, { lang: 'en', period: 'tomorrow' });
    expect(tomorrow.find((m) => m.slug === first)).toMatchObject({
      stage: 'live',
      matchTime: 3,
      home: { score: 1, periods: { 1: 1 } },
      away: { score: 0, periods: {} },
    });

    await postFeed(t.app, 'updates', [{ slug: second, stage: 'abandoned' }]);
    const after = await getMatches(client, { lang: 'en', period: 'live' });
    expect(after.map((m) => m.slug)).not.toContain(second);
  });

  it('getMatchDetail returns the events the feed sent, in order', async () => {
    await postFeed(t.app, 'updates', [
      {
        slug: first,
        matchTime: 17,
        away: { score: 1, periods: { 1: 1 } },
        events: [
          { id: 'y1', type: 'yellow_card', minute: 15, side: 'home' },
          {
            id: 'g2',
            type: 'goal',
            minute: 17,
            side: 'away',
            body: { score: { home: 1, away: 1 } },
          },
        ],
      },
    ]);
    const detail = await client.rpc<MatchDetail>('getMatchDetail', { slug: first, lang: 'de' });
    expect(detail).toMatchObject({ slug: first, matchTime: 17, away: { score: 1 } });
    expect(detail.details.events).toEqual([
      { type: 'yellow_card', minute: '15', side: 'home', body: {} },
      { type: 'goal', minute: '17', side: 'away', body: { score: { home: 1, away: 1 } } },
    ]);
  });
});
