import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_MESSAGES } from './logMessages.js';
import { MATCH_SLUG_KEY, memoryStorage } from './storage.js';
import { createLiveScoreStore, type LiveScoreSnapshot } from './store.js';
import { byPeriod, FakeTransport, type RpcHandler } from './test-support/fakeTransport.js';
import { liveMatch, rawMatch } from './test-support/fixtures.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets pending promises (RPC answers) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function setup(handler: RpcHandler, options: { stored?: string; connect?: boolean } = {}) {
  const transport = new FakeTransport(handler);
  const logger = { info: vi.fn(), warn: vi.fn() };
  const storage = memoryStorage(options.stored ? { [MATCH_SLUG_KEY]: options.stored } : {});
  const store = createLiveScoreStore({ transport, logger, storage, lang: 'fr' });
  const seen: LiveScoreSnapshot[] = [];
  store.subscribe((next) => seen.push(next));
  store.start();
  if (options.connect !== false) {
    transport.connect();
    await settle();
  }
  return { transport, logger, storage, store, seen, snapshot: () => store.getSnapshot() };
}

describe('load sequence (spec 4.7)', () => {
  it('waits for the connection, then asks for live first', async () => {
    const { transport, snapshot } = await setup(byPeriod({ live: [liveMatch({ slug: 'a' })] }), {
      connect: false,
    });
    expect(transport.calls).toEqual([]);
    expect(snapshot().status).toBe('loading');
    transport.connect();
    await settle();
    expect(transport.calls).toEqual([
      { method: 'getMatches', data: { lang: 'fr', period: 'live' } },
    ]);
    expect(snapshot()).toMatchObject({ status: 'ready', selected: { slug: 'a' } });
  });

  it('goes on to today, then tomorrow, stopping at the first useful list', async () => {
    const today = await setup(
      byPeriod({ today: [rawMatch({ slug: 't' })], tomorrow: [rawMatch()] }),
    );
    expect(today.transport.periods()).toEqual(['live', 'today']);
    expect(today.snapshot().selected?.slug).toBe('t');

    const tomorrow = await setup(byPeriod({ tomorrow: [rawMatch({ slug: 'm' })] }));
    expect(tomorrow.transport.periods()).toEqual(['live', 'today', 'tomorrow']);
    expect(tomorrow.snapshot().selected?.slug).toBe('m');
  });

  it('looks past a list of finished matches, and falls back to it when nothing is scheduled', async () => {
    const finished = rawMatch({ slug: 'f', stage: 'finished' });
    const withTomorrow = await setup(
      byPeriod({ today: [finished], tomorrow: [rawMatch({ slug: 'm' })] }),
    );
    expect(withTomorrow.snapshot().selected?.slug).toBe('m');

    const alone = await setup(byPeriod({ today: [finished] }));
    expect(alone.transport.periods()).toEqual(['live', 'today', 'tomorrow']);
    expect(alone.snapshot()).toMatchObject({
      selected: { slug: 'f' },
      notice: { kind: 'noMatches' },
    });
  });

  it('logs "Data is empty..." and shows the empty state when every period is empty', async () => {
    const { snapshot, logger } = await setup(byPeriod({}));
    expect(snapshot()).toMatchObject({ status: 'empty', selected: null });
    expect(logger.info).toHaveBeenCalledWith(LOG_MESSAGES.dataEmpty);
  });

  it('retries a failed call 3 more times, then treats it as empty', async () => {
    let attempts = 0;
    const { transport, snapshot, logger } = await setup((method, data) => {
      const { period } = data as { period: string };
      if (period === 'live') {
        attempts += 1;
        throw new Error('timeout');
      }
      return byPeriod({ today: [rawMatch({ slug: 't' })] })(method, data);
    });
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(4);
    expect(transport.periods()).toEqual(['live', 'live', 'live', 'live', 'today']);
    expect(logger.warn).toHaveBeenCalledWith(
      LOG_MESSAGES.rpcGaveUp,
      'getMatches live',
      expect.any(Error),
    );
    expect(snapshot().selected?.slug).toBe('t');
  });

  it('recovers when a retry succeeds', async () => {
    let attempts = 0;
    const { snapshot } = await setup(() => {
      attempts += 1;
      if (attempts < 3) throw new Error('busy');
      return { data: [liveMatch({ slug: 'a' })] };
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(snapshot().selected?.slug).toBe('a');
  });

  it('logs unknown stages in the data and keeps those matches', async () => {
    const { snapshot, logger } = await setup(
      byPeriod({ live: [rawMatch({ slug: 'x', stage: 'abandoned' }), liveMatch({ slug: 'a' })] }),
    );
    expect(logger.warn).toHaveBeenCalledWith(LOG_MESSAGES.unknownStageInData, 'abandoned');
    expect(snapshot().matches.map((m) => m.slug)).toContain('x');
  });
});

describe('automatic refresh (spec 4.7, 4.8)', () => {
  it('reloads every 600000 ms', async () => {
    const { transport } = await setup(byPeriod({ live: [liveMatch({ slug: 'a' })] }));
    expect(transport.periods()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(transport.periods()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.periods()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(transport.periods()).toHaveLength(3);
  });

  it('is reset by an update of the selected match, not by one of another match', async () => {
    const { transport } = await setup(
      byPeriod({ live: [liveMatch({ slug: 'a' }), liveMatch({ slug: 'b' })] }),
    );
    await vi.advanceTimersByTimeAsync(500_000);
    transport.publish({ slug: 'a', matchTime: 60 });
    await vi.advanceTimersByTimeAsync(500_000);
    expect(transport.periods()).toHaveLength(1);
    transport.publish({ slug: 'b', matchTime: 61 });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(transport.periods()).toHaveLength(2);
  });

  it('keeps the card on screen while refreshing, and takes the new list', async () => {
    let score = 1;
    const { store, seen } = await setup(() => ({
      data: [liveMatch({ slug: 'a', home: { img: '', abbr: 'A', name: 'A', periods: {}, score } })],
    }));
    score = 2;
    seen.length = 0;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(seen.every((s) => s.status === 'ready')).toBe(true);
    expect(store.getSnapshot().selected?.home.score).toBe(2);
    expect(store.getSnapshot().marks.home).toBe('up');
  });
});

describe('selection and storage (spec 4.6)', () => {
  it('stores the chosen slug under matchSlug and keeps it at the next load', async () => {
    const matches = [liveMatch({ slug: 'a' }), liveMatch({ slug: 'b' })];
    const first = await setup(byPeriod({ live: matches }));
    expect(first.storage.getItem(MATCH_SLUG_KEY)).toBe('a');
    const again = await setup(byPeriod({ live: matches }), { stored: 'b' });
    expect(again.snapshot().selected?.slug).toBe('b');
  });

  it('refetches the list once when the stored match went out of scope', async () => {
    const { transport, storage, snapshot } = await setup(
      byPeriod({
        today: [rawMatch({ slug: 'old', stage: 'finished' }), rawMatch({ slug: 'next' })],
      }),
      { stored: 'old' },
    );
    expect(transport.periods()).toEqual(['live', 'today', 'live', 'today']);
    expect(storage.getItem(MATCH_SLUG_KEY)).toBe('next');
    expect(snapshot().selected?.slug).toBe('next');
  });
});

describe('live updates (spec 4.8)', () => {
  const list = () => byPeriod({ live: [liveMatch({ slug: 'a' }), liveMatch({ slug: 'b' })] });

  it('logs and ignores empty updates and absent matches', async () => {
    const { transport, logger, snapshot } = await setup(list());
    const before = snapshot();
    transport.publish({ slug: 'a' });
    transport.publish(null);
    transport.publish({ slug: 'zz', stage: 'live' });
    expect(logger.info).toHaveBeenCalledWith(LOG_MESSAGES.updateEmpty, { slug: 'a' });
    expect(logger.info).toHaveBeenCalledWith(LOG_MESSAGES.updateEmpty, null);
    expect(logger.info).toHaveBeenCalledWith(LOG_MESSAGES.matchAbsent, 'zz');
    expect(snapshot()).toBe(before);
  });

  it('logs an unknown stage and applies it', async () => {
    const { transport, logger, snapshot } = await setup(list());
    transport.publish({ slug: 'a', stage: 'abandoned' });
    expect(logger.warn).toHaveBeenCalledWith(LOG_MESSAGES.unknownStageInUpdate, 'abandoned');
    expect(snapshot().selected).toMatchObject({ stage: 'abandoned', live: false });
    expect(snapshot().notice).toEqual({ kind: 'noMatches' });
  });

  it('marks and announces a goal of the shown match; the mark clears after 45 s', async () => {
    const { transport, snapshot } = await setup(list());
    transport.publish({ slug: 'a', home: { score: 2, periods: { '2': 1 } } });
    expect(snapshot().selected?.home).toMatchObject({ score: 2, periods: { '1': 1, '2': 1 } });
    expect(snapshot().marks).toEqual({ home: 'up', away: null });
    expect(snapshot().announcement).toEqual({ id: 1, slug: 'a' });
    await vi.advanceTimersByTimeAsync(45_000);
    expect(snapshot().marks).toEqual({ home: null, away: null });
  });

  it('marks a goal taken back for 8 s', async () => {
    const { transport, snapshot } = await setup(list());
    transport.publish({ slug: 'a', home: { score: 0 } });
    expect(snapshot().marks.home).toBe('down');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(snapshot().marks.home).toBeNull();
  });

  it('does not announce goals of other matches', async () => {
    const { transport, snapshot } = await setup(list());
    transport.publish({ slug: 'b', away: { score: 3 } });
    expect(snapshot().announcement).toBeNull();
    expect(snapshot().matches[1]?.away.score).toBe(3);
  });
});

describe('refetch of the full selected match (spec 4.8)', () => {
  const detail = (slug: string) => ({
    ...liveMatch({ slug, stage: 'halftime', matchTime: 45 }),
    home: { img: '', abbr: 'MON', name: 'Montclair', periods: { '1': 2 }, score: 2 },
    details: { events: [{ type: 'goal', minute: '12', side: 'home', body: {} }] },
  });
  const handler = () =>
    byPeriod({ live: [liveMatch({ slug: 'a' }), liveMatch({ slug: 'b' })] }, detail);

  it('asks getMatchDetail when the selected match enters a stage of the set, and takes its data', async () => {
    const { transport, snapshot } = await setup(handler());
    transport.publish({ slug: 'a', stage: 'halftime' });
    expect(transport.calls.at(-1)).toEqual({
      method: 'getMatchDetail',
      data: { slug: 'a', lang: 'fr' },
    });
    await settle();
    expect(snapshot().selected).toMatchObject({ stage: 'halftime', home: { score: 2 } });
    expect(snapshot().selected?.details.events).toHaveLength(1);
    expect(snapshot().marks.home).toBe('up');
  });

  it('asks again on the first update after such a stage, but not for other matches or ordinary minutes', async () => {
    const { transport } = await setup(handler());
    const details = () => transport.calls.filter((c) => c.method === 'getMatchDetail').length;
    transport.publish({ slug: 'a', matchTime: 30 });
    transport.publish({ slug: 'b', stage: 'halftime' });
    expect(details()).toBe(0);
    transport.publish({ slug: 'a', stage: 'halftime' });
    await settle();
    transport.publish({ slug: 'a', stage: 'live', matchTime: 46 });
    await settle();
    expect(details()).toBe(2);
  });

  it('runs one call at a time per match, and one more if updates came meanwhile', async () => {
    const { transport } = await setup(handler());
    transport.publish({ slug: 'a', stage: 'penalties' });
    transport.publish({ slug: 'a', home: { score: 2 } });
    transport.publish({ slug: 'a', home: { score: 3 } });
    await settle();
    await settle();
    expect(transport.calls.filter((c) => c.method === 'getMatchDetail')).toHaveLength(2);
  });
});

describe('details (spec 3.6)', () => {
  it('fetches events when opened the first time, and says "later" when there are none', async () => {
    const { store, transport, snapshot } = await setup(
      byPeriod({ live: [liveMatch({ slug: 'a' })] }, (slug) => ({
        ...liveMatch({ slug }),
        details: { events: [] },
      })),
    );
    store.toggleDetails();
    expect(snapshot().selected?.details).toMatchObject({ show: true, loading: true, events: null });
    await settle();
    expect(snapshot().selected?.details).toEqual({ show: true, loading: false, events: [] });
    store.toggleDetails();
    store.toggleDetails();
    expect(transport.calls.filter((c) => c.method === 'getMatchDetail')).toHaveLength(1);
  });

  it('gives up after the retries and shows "later"', async () => {
    const { store, snapshot } = await setup((method, data) => {
      if (method === 'getMatchDetail') throw new Error('down');
      return byPeriod({ live: [liveMatch({ slug: 'a' })] })(method, data);
    });
    store.toggleDetails();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(snapshot().selected?.details).toEqual({ show: true, loading: false, events: [] });
  });
});

describe('connection (spec 4.9) and lifecycle', () => {
  it('exposes connection and subscription states in order', async () => {
    const { seen, transport } = await setup(byPeriod({}), { connect: false });
    transport.connect();
    const pairs = seen.map((s) => `${s.connection}/${s.subscription}`);
    expect(pairs.slice(0, 4)).toEqual([
      'disconnected/subscribing',
      'connecting/subscribing',
      'connected/subscribing',
      'connected/subscribed',
    ]);
    expect(transport.channel).toBe('football');
  });

  it('does not reload on a reconnection, only when publications were missed', async () => {
    const { transport } = await setup(byPeriod({ live: [liveMatch()] }));
    transport.setConnection('connecting');
    transport.setConnection('connected');
    await settle();
    expect(transport.periods()).toHaveLength(1);
    transport.events?.missedPublications();
    await settle();
    expect(transport.periods()).toHaveLength(2);
  });

  it('stops every timer and the connection, and starts again on a fresh one', async () => {
    const { store, transport } = await setup(byPeriod({ live: [liveMatch()] }));
    store.stop();
    expect(transport.closes).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    store.start();
    expect(transport.opens).toBe(2);
    transport.connect();
    await settle();
    expect(transport.periods()).toHaveLength(2);
  });

  it('ignores answers that arrive after stop', async () => {
    let answer: (value: unknown) => void = () => {};
    const { store, transport } = await setup(() => new Promise((resolve) => (answer = resolve)));
    store.stop();
    answer({ data: [liveMatch()] });
    await settle();
    expect(store.getSnapshot().status).toBe('loading');
    expect(transport.periods()).toEqual(['live']);
  });
});
