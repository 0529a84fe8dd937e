import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test-support/fake-clock.js';
import { MemoryEngine } from './memory.js';
import type { Publication } from './types.js';

const HISTORY = { size: 3, ttl: 10 };

async function engine(clock = new FakeClock(), historyMetaTtl = 100) {
  const delivered: [string, Publication][] = [];
  const e = new MemoryEngine({ clock, historyMetaTtl, sweepInterval: 1000 });
  await e.start({
    onPublication: (ch, pub) => delivered.push([ch, pub]),
    onJoin: () => {},
    onLeave: () => {},
    onControl: () => {},
  });
  return { e, clock, delivered };
}

describe('memory engine', () => {
  it('numbers publications from 1 within one epoch and delivers them with their offset', async () => {
    const { e, delivered } = await engine();
    const a = await e.publish('ch', { data: 'a' }, HISTORY);
    const b = await e.publish('ch', { data: 'b' }, HISTORY);
    expect(a?.offset).toBe(1);
    expect(b).toEqual({ offset: 2, epoch: a?.epoch });
    expect(delivered.map(([, p]) => p.offset)).toEqual([1, 2]);
  });

  it('delivers without offset and keeps nothing for channels without history', async () => {
    const { e, delivered } = await engine();
    expect(await e.publish('ch', { data: 'a' }, null)).toBeNull();
    expect(delivered[0]?.[1]).toEqual({ data: 'a' });
  });

  it('keeps the last `size` publications, answers since/limit/reverse', async () => {
    const { e } = await engine();
    for (let i = 1; i <= 5; i++) await e.publish('ch', { data: i }, HISTORY);
    const all = await e.history('ch', { limit: -1 });
    expect(all.publications.map((p) => p.offset)).toEqual([3, 4, 5]);
    expect(all.offset).toBe(5);
    expect((await e.history('ch', { limit: 0 })).publications).toEqual([]);
    expect(
      (await e.history('ch', { limit: -1, since: { offset: 3, epoch: '' } })).publications.map(
        (p) => p.offset,
      ),
    ).toEqual([4, 5]);
    expect(
      (await e.history('ch', { limit: 2, reverse: true })).publications.map((p) => p.offset),
    ).toEqual([5, 4]);
    expect(
      (
        await e.history('ch', { limit: -1, reverse: true, since: { offset: 5, epoch: '' } })
      ).publications.map((p) => p.offset),
    ).toEqual([4, 3]);
  });

  it('drops publications after their ttl but keeps the stream position', async () => {
    const { e, clock } = await engine();
    const first = await e.publish('ch', { data: 1 }, HISTORY);
    clock.advance(6_000);
    await e.publish('ch', { data: 2 }, HISTORY);
    clock.advance(5_000);
    const h = await e.history('ch', { limit: -1 });
    expect(h.publications.map((p) => p.offset)).toEqual([2]);
    expect(h).toMatchObject({ offset: 2, epoch: first?.epoch });
  });

  it('starts a new epoch when the stream position itself expired', async () => {
    const { e, clock } = await engine(new FakeClock(), 20);
    const first = await e.publish('ch', { data: 1 }, HISTORY);
    clock.advance(21_000);
    const again = await e.publish('ch', { data: 2 }, HISTORY);
    expect(again?.offset).toBe(1);
    expect(again?.epoch).not.toBe(first?.epoch);
  });

  it('reports an epoch for a channel never published to, and keeps it for the first publication', async () => {
    const { e } = await engine();
    const h = await e.history('fresh', { limit: 0 });
    expect(h.offset).toBe(0);
    expect((await e.publish('fresh', { data: 1 }, HISTORY))?.epoch).toBe(h.epoch);
  });

  it('keeps presence until removed or expired, and counts unique users', async () => {
    const { e, clock } = await engine();
    await e.addPresence('ch', 'c1', { user: 'u', client: 'c1' }, 60);
    await e.addPresence('ch', 'c2', { user: 'u', client: 'c2' }, 5);
    await e.addPresence('ch', 'c3', { user: 'v', client: 'c3' }, 60);
    expect(await e.presenceStats('ch')).toEqual({ numClients: 3, numUsers: 2 });
    clock.advance(6_000);
    expect(Object.keys(await e.presence('ch')).sort()).toEqual(['c1', 'c3']);
    await e.removePresence('ch', 'c1');
    expect(await e.presenceStats('ch')).toEqual({ numClients: 1, numUsers: 1 });
  });
});
