import { expect, it } from 'vitest';
import type {
  ClientInfo,
  ControlMessage,
  Engine,
  EngineHandler,
  Publication,
} from '../engine/types.js';
import { FakeClock } from './fake-clock.js';

/**
 * The behaviour every engine shares, run by each engine's test file: a single node sees the
 * same offsets, history, presence and deliveries whichever engine it runs on.
 */

export interface EngineFactoryOptions {
  clock: FakeClock;
  /** Seconds a stream position outlives its last publication. */
  historyMetaTtl: number;
}

export type EngineFactory = (options: EngineFactoryOptions) => Engine;

/** What a started engine delivered to its handler, in order. */
export class Recorder implements EngineHandler {
  readonly publications: [string, Publication][] = [];
  readonly joins: [string, ClientInfo][] = [];
  readonly leaves: [string, ClientInfo][] = [];
  readonly controls: ControlMessage[] = [];
  readonly insufficient: string[] = [];

  onPublication(channel: string, pub: Publication): void {
    this.publications.push([channel, pub]);
  }
  onJoin(channel: string, info: ClientInfo): void {
    this.joins.push([channel, info]);
  }
  onLeave(channel: string, info: ClientInfo): void {
    this.leaves.push([channel, info]);
  }
  onControl(message: ControlMessage): void {
    this.controls.push(message);
  }
  onInsufficientState(channel: string): void {
    this.insufficient.push(channel);
  }
}

/** Polls until `check` holds: shared engines deliver asynchronously. */
export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for a delivery');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const HISTORY = { size: 3, ttl: 10 };

export function engineBehaviour(factory: EngineFactory): void {
  async function engine(historyMetaTtl = 100) {
    const clock = new FakeClock();
    const e = factory({ clock, historyMetaTtl });
    const rec = new Recorder();
    await e.start(rec);
    await e.subscribe('ch');
    return { e, clock, rec };
  }

  it('numbers publications from 1 within one epoch and delivers them with their offset', async () => {
    const { e, rec } = await engine();
    try {
      const a = await e.publish('ch', { data: 'a' }, HISTORY);
      const b = await e.publish('ch', { data: 'b' }, HISTORY);
      expect(a?.offset).toBe(1);
      expect(b).toEqual({ offset: 2, epoch: a?.epoch });
      await until(() => rec.publications.length === 2);
      expect(rec.publications.map(([, p]) => p.offset)).toEqual([1, 2]);
      expect(rec.publications.map(([, p]) => p.data)).toEqual(['a', 'b']);
    } finally {
      await e.close();
    }
  });

  it('delivers without offset and keeps nothing for channels without history', async () => {
    const { e, rec } = await engine();
    try {
      expect(await e.publish('ch', { data: 'a' }, null)).toBeNull();
      await until(() => rec.publications.length === 1);
      expect(rec.publications[0]).toEqual(['ch', { data: 'a' }]);
      expect((await e.history('ch', { limit: -1 })).publications).toEqual([]);
    } finally {
      await e.close();
    }
  });

  it('keeps the last `size` publications, answers since/limit/reverse', async () => {
    const { e } = await engine();
    try {
      for (let i = 1; i <= 5; i++) await e.publish('ch', { data: i }, HISTORY);
      const all = await e.history('ch', { limit: -1 });
      expect(all.publications.map((p) => p.offset)).toEqual([3, 4, 5]);
      expect(all.publications.map((p) => p.data)).toEqual([3, 4, 5]);
      expect(all.offset).toBe(5);
      expect((await e.history('ch', { limit: 0 })).publications).toEqual([]);
      const since = await e.history('ch', { limit: -1, since: { offset: 3, epoch: '' } });
      expect(since.publications.map((p) => p.offset)).toEqual([4, 5]);
      const newest = await e.history('ch', { limit: 2, reverse: true });
      expect(newest.publications.map((p) => p.offset)).toEqual([5, 4]);
      const before = await e.history('ch', {
        limit: -1,
        reverse: true,
        since: { offset: 5, epoch: '' },
      });
      expect(before.publications.map((p) => p.offset)).toEqual([4, 3]);
    } finally {
      await e.close();
    }
  });

  it('keeps who published and the tags', async () => {
    const { e } = await engine();
    try {
      const info = { user: 'u', client: 'c', conn_info: { n: 1 } };
      await e.publish('ch', { data: { x: 'é' }, info, tags: { k: 'v' } }, HISTORY);
      const h = await e.history('ch', { limit: -1 });
      expect(h.publications).toEqual([{ data: { x: 'é' }, info, tags: { k: 'v' }, offset: 1 }]);
    } finally {
      await e.close();
    }
  });

  it('drops publications after their ttl but keeps the stream position', async () => {
    const { e, clock } = await engine();
    try {
      const first = await e.publish('ch', { data: 1 }, HISTORY);
      clock.advance(6_000);
      await e.publish('ch', { data: 2 }, HISTORY);
      clock.advance(5_000);
      const h = await e.history('ch', { limit: -1 });
      expect(h.publications.map((p) => p.offset)).toEqual([2]);
      expect(h).toMatchObject({ offset: 2, epoch: first?.epoch });
    } finally {
      await e.close();
    }
  });

  it('starts a new epoch when the stream position itself expired', async () => {
    const { e, clock } = await engine(20);
    try {
      const first = await e.publish('ch', { data: 1 }, HISTORY);
      clock.advance(21_000);
      const again = await e.publish('ch', { data: 2 }, HISTORY);
      expect(again?.offset).toBe(1);
      expect(again?.epoch).not.toBe(first?.epoch);
      expect((await e.history('ch', { limit: -1 })).publications.map((p) => p.data)).toEqual([2]);
    } finally {
      await e.close();
    }
  });

  it('reports an epoch for a channel never published to, and keeps it for the first publication', async () => {
    const { e } = await engine();
    try {
      const h = await e.history('fresh', { limit: 0 });
      expect(h.offset).toBe(0);
      expect((await e.publish('fresh', { data: 1 }, HISTORY))?.epoch).toBe(h.epoch);
    } finally {
      await e.close();
    }
  });

  it('keeps the position when history is removed, so recovery learns it was lost', async () => {
    const { e } = await engine();
    try {
      const a = await e.publish('ch', { data: 1 }, HISTORY);
      await e.removeHistory('ch');
      const h = await e.history('ch', { limit: -1 });
      expect(h).toEqual({ offset: 1, epoch: a?.epoch, publications: [] });
    } finally {
      await e.close();
    }
  });

  it('keeps presence until removed or expired, and counts unique users', async () => {
    const { e, clock } = await engine();
    try {
      await e.addPresence('ch', 'c1', { user: 'u', client: 'c1' }, 60);
      await e.addPresence('ch', 'c2', { user: 'u', client: 'c2' }, 5);
      await e.addPresence('ch', 'c3', { user: 'v', client: 'c3', conn_info: 'x' }, 60);
      expect(await e.presenceStats('ch')).toEqual({ numClients: 3, numUsers: 2 });
      clock.advance(6_000);
      expect(await e.presence('ch')).toEqual({
        c1: { user: 'u', client: 'c1' },
        c3: { user: 'v', client: 'c3', conn_info: 'x' },
      });
      await e.removePresence('ch', 'c1');
      expect(await e.presenceStats('ch')).toEqual({ numClients: 1, numUsers: 1 });
    } finally {
      await e.close();
    }
  });

  it('refreshing a presence entry pushes its expiry back', async () => {
    const { e, clock } = await engine();
    try {
      await e.addPresence('ch', 'c1', { user: 'u', client: 'c1' }, 5);
      clock.advance(4_000);
      await e.addPresence('ch', 'c1', { user: 'u', client: 'c1' }, 5);
      clock.advance(4_000);
      expect(Object.keys(await e.presence('ch'))).toEqual(['c1']);
    } finally {
      await e.close();
    }
  });

  it('delivers joins, leaves and control messages', async () => {
    const { e, rec } = await engine();
    try {
      const info = { user: 'u', client: 'c1' };
      await e.publishJoin('ch', info);
      await e.publishLeave('ch', info);
      const control: ControlMessage = { type: 'disconnect', user: 'u', code: 3011, reason: 'r' };
      await e.publishControl(control);
      await until(() => rec.leaves.length === 1 && rec.controls.length === 1);
      expect(rec.joins).toEqual([['ch', info]]);
      expect(rec.leaves).toEqual([['ch', info]]);
      expect(rec.controls).toEqual([control]);
    } finally {
      await e.close();
    }
  });

  it('answers a ping while its store is up', async () => {
    const { e } = await engine();
    try {
      await expect(e.ping()).resolves.toBeUndefined();
    } finally {
      await e.close();
    }
  });
}
