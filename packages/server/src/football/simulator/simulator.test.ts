import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedMatch, FeedUpdate } from '../feed/schemas.js';
import type { SimFixture } from './fixture.js';
import { createSimulator, FatalSinkError, type SimulatorSink } from './simulator.js';

const fixtures: SimFixture[] = [
  {
    slug: 'a-b',
    league: { slug: 'l', name: 'League', country: 'France', img: '' },
    home: { name: 'A', img: '' },
    away: { name: 'B', img: '' },
    knockout: false,
    scenario: 'regular',
  },
];

function recordingSink() {
  const calls: Array<{ at: number; kind: 'matches' | 'updates'; batch: unknown[] }> = [];
  const sink: SimulatorSink = {
    matches: async (batch: FeedMatch[]) => {
      calls.push({ at: Date.now(), kind: 'matches', batch });
    },
    updates: async (batch: FeedUpdate[]) => {
      calls.push({ at: Date.now(), kind: 'updates', batch });
    },
  };
  return { sink, calls };
}

const START = Date.UTC(2026, 10, 22, 12, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSimulator', () => {
  it('sends the programme at once, then each update when its compressed time comes', async () => {
    const { sink, calls } = recordingSink();
    const simulator = createSimulator({ fixtures: async () => fixtures, sink, speed: 60 });
    const done = simulator.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ at: START, kind: 'matches' });

    // At speed 60 a simulated minute is a real second: kick-off after 1 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[1]).toMatchObject({ at: START + 1000, kind: 'updates' });
    expect(calls[1]?.batch[0]).toMatchObject({ slug: 'a-b', stage: 'live', matchTime: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[2]?.batch[0]).toMatchObject({ slug: 'a-b', matchTime: 2 });

    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    await done;
    const last = calls.at(-1)?.batch.at(-1) as FeedUpdate;
    expect(last.stage).toBe('finished');
    // 45 + added, 15 of half time, 45 + added: a match of about 110 s at speed 60.
    const length = (calls.at(-1)!.at - START) / 1000;
    expect(length).toBeGreaterThan(105);
    expect(length).toBeLessThan(120);
  });

  it('stops at once, with nothing sent afterwards', async () => {
    const { sink, calls } = recordingSink();
    const simulator = createSimulator({ fixtures: async () => fixtures, sink, speed: 60 });
    const done = simulator.start();
    await vi.advanceTimersByTimeAsync(10_500);
    const sent = calls.length;
    await simulator.stop();
    await done;
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(calls).toHaveLength(sent);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('plays day after day when looping, asking for the fixtures each time', async () => {
    const { sink, calls } = recordingSink();
    const fixturesOfTheDay = vi.fn(async () => fixtures);
    const simulator = createSimulator({
      fixtures: fixturesOfTheDay,
      sink,
      speed: 60,
      loop: true,
      pauseMinutes: 10,
    });
    void simulator.start();
    await vi.advanceTimersByTimeAsync(400 * 1000);
    const programmes = calls.filter((c) => c.kind === 'matches');
    expect(programmes.length).toBeGreaterThanOrEqual(3);
    expect(fixturesOfTheDay).toHaveBeenCalledTimes(programmes.length);
    // The next day's programme is announced 5 simulated minutes (5 s) after the final whistle,
    // its first kick-off after the pause (10 minutes, 10 s) and a minute: the final results stay
    // on screen a moment, and then a reader reads the next kick-off, not "no match".
    const finalWhistle = calls.find((c) =>
      c.batch.some((u) => (u as FeedUpdate).stage === 'finished'),
    );
    expect(programmes[1]?.at).toBe(finalWhistle!.at + 5_000);
    const next = programmes[1]?.batch[0] as FeedMatch;
    expect(next.stage).toBe('plan');
    expect(next.date * 1000).toBe(finalWhistle!.at + 10_000 + 1000);
    const kickOff = calls.find(
      (c) => c.at > finalWhistle!.at && c.batch.some((u) => (u as FeedUpdate).stage === 'live'),
    );
    expect(kickOff?.at).toBe(finalWhistle!.at + 11_000);
    await simulator.stop();
  });

  it('goes on after a failed batch and stops on a fatal one', async () => {
    const log = vi.fn();
    let failures = 0;
    const sink: SimulatorSink = {
      matches: async () => {},
      updates: async () => {
        failures++;
        if (failures === 1) throw new Error('503');
        if (failures === 3) throw new FatalSinkError('POST /api/feed/updates answered 401');
      },
    };
    const simulator = createSimulator({ fixtures: async () => fixtures, sink, speed: 60, log });
    const done = simulator.start();
    const outcome = expect(done).rejects.toThrow('answered 401');
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(log).toHaveBeenCalledWith('1 update(s) not delivered: 503');
    expect(failures).toBe(3);
  });

  it('refuses a speed that is not positive', () => {
    const { sink } = recordingSink();
    expect(() => createSimulator({ fixtures: async () => [], sink, speed: 0 })).toThrow(RangeError);
  });
});
