import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveScoreStore } from './store.js';
import { byPeriod, FakeTransport, type RpcHandler } from './test-support/fakeTransport.js';
import { liveMatch, rawMatch } from './test-support/fixtures.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

function setup(handler: RpcHandler = byPeriod({}), initialMatches?: unknown[]) {
  const transport = new FakeTransport(handler);
  const logger = { info: vi.fn(), warn: vi.fn() };
  const store = createLiveScoreStore({ transport, logger, lang: 'fr', initialMatches });
  return { transport, store, snapshot: () => store.getSnapshot() };
}

describe('a connection that never answers (spec 9.8: 60 s)', () => {
  it('says so after 60 s, not before, and goes on waiting', async () => {
    const { transport, store, snapshot } = setup(byPeriod({ live: [liveMatch({ slug: 'a' })] }));
    store.start();
    transport.setConnection('connecting');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(snapshot()).toMatchObject({ status: 'loading', problem: null });
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshot()).toMatchObject({ status: 'loading', problem: 'timeout' });
    expect(transport.closes).toBe(0);

    // The transport's own retry gets through: the notice goes, the list loads.
    transport.connect();
    await settle();
    expect(snapshot()).toMatchObject({ status: 'ready', problem: null, selected: { slug: 'a' } });
  });

  it('watches again after a connection is lost, and forgets its timer on stop', async () => {
    const { transport, store, snapshot } = setup(byPeriod({ live: [liveMatch()] }));
    store.start();
    transport.connect();
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(snapshot().problem).toBeNull();
    transport.setConnection('connecting');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(snapshot().problem).toBe('timeout');
    store.stop();
    expect(snapshot().problem).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says at once that the browser is offline, and stops saying it back online', () => {
    const { store, snapshot } = setup();
    store.start();
    store.setOnline(false);
    expect(snapshot().problem).toBe('offline');
    store.setOnline(true);
    expect(snapshot().problem).toBeNull();
  });
});

describe('the server’s list (initialMatches)', () => {
  it('is the first snapshot, selected without the stored choice; the list loads again once connected', async () => {
    const initial = [
      rawMatch({ slug: 'later', date: 2000 }),
      rawMatch({ slug: 'next', date: 1000 }),
    ];
    const { transport, store, snapshot } = setup(
      byPeriod({ live: [liveMatch({ slug: 'now' })] }),
      initial,
    );
    expect(snapshot()).toMatchObject({ status: 'ready', selected: { slug: 'next' } });
    store.start();
    transport.connect();
    await settle();
    expect(snapshot().selected?.slug).toBe('now');
  });
});

describe('the shown match ends', () => {
  it('loads the list again, so that the notice names the next match instead of "no match"', async () => {
    let programme = [liveMatch({ slug: 'a' })];
    const { transport, store, snapshot } = setup((_method, data) => {
      const { period } = data as { period: string };
      if (period === 'live') return { data: programme.filter((m) => m.stage === 'live') };
      if (period === 'today') return { data: programme };
      return { data: [] };
    });
    store.start();
    transport.connect();
    await settle();
    expect(snapshot().selected?.slug).toBe('a');

    programme = [{ ...liveMatch({ slug: 'a' }), stage: 'finished' }, rawMatch({ slug: 'b' })];
    transport.publish({ slug: 'a', stage: 'finished' });
    await settle();
    expect(snapshot()).toMatchObject({
      selected: { slug: 'b' },
      notice: { kind: 'closest', match: { slug: 'b' } },
    });
  });

  it('loads the list again when the shown finished match is announced again', async () => {
    let programme = [{ ...liveMatch({ slug: 'a' }), stage: 'finished' }];
    const { transport, store, snapshot } = setup((_method, data) => {
      const { period } = data as { period: string };
      return { data: period === 'today' ? programme : [] };
    });
    store.start();
    transport.connect();
    await settle();
    expect(snapshot().notice.kind).toBe('noMatches');

    programme = [rawMatch({ slug: 'a', date: 5000 })];
    transport.publish({ slug: 'a', stage: 'plan' });
    await settle();
    expect(snapshot()).toMatchObject({ notice: { kind: 'closest', match: { date: 5000 } } });
  });
});
