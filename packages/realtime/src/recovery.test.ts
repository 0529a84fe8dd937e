import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recover } from './recovery.js';

const pubs = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ data: i, offset: from + i }));

describe('recovery math', () => {
  it('recovers exactly the missed publications when history holds them all', () => {
    const r = recover({ offset: 3, epoch: 'e' }, { offset: 6, epoch: 'e' }, pubs(4, 6));
    expect(r.recovered).toBe(true);
    expect(r.publications.map((p) => p.offset)).toEqual([4, 5, 6]);
  });

  it('recovers with nothing to deliver when the client is at the top', () => {
    expect(recover({ offset: 6, epoch: 'e' }, { offset: 6, epoch: 'e' }, [])).toEqual({
      recovered: true,
      publications: [],
    });
  });

  it('fails when the epoch changed, the gap is gone, or the client is ahead', () => {
    expect(
      recover({ offset: 3, epoch: 'old' }, { offset: 6, epoch: 'e' }, pubs(4, 6)).recovered,
    ).toBe(false);
    expect(
      recover({ offset: 1, epoch: 'e' }, { offset: 6, epoch: 'e' }, pubs(4, 6)).recovered,
    ).toBe(false);
    expect(recover({ offset: 9, epoch: 'e' }, { offset: 6, epoch: 'e' }, []).recovered).toBe(false);
  });

  it('treats an empty epoch as any epoch', () => {
    expect(recover({ offset: 0, epoch: '' }, { offset: 2, epoch: 'e' }, pubs(1, 2)).recovered).toBe(
      true,
    );
  });

  it('never delivers a publication twice nor out of order (property)', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), (since, top, kept) => {
        const first = Math.max(1, top - kept + 1);
        const held = pubs(first, top).filter((p) => p.offset > since);
        const r = recover({ offset: since, epoch: 'e' }, { offset: top, epoch: 'e' }, held);
        const offsets = r.publications.map((p) => p.offset);
        expect(offsets).toEqual([...new Set(offsets)].sort((a, b) => (a ?? 0) - (b ?? 0)));
        if (r.recovered) expect(offsets).toEqual(pubs(since + 1, top).map((p) => p.offset));
        else expect(offsets).toEqual([]);
      }),
    );
  });
});
