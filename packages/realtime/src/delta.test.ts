import fc from 'fast-check';
import { applyDelta } from 'fossil-delta';
import { describe, expect, it } from 'vitest';
import { deltaChain, deltaWirePublication, fossilDelta } from './delta.js';
import type { Publication } from './engine/types.js';
import type { Format } from './protocol/codec.js';

/** What the official client does with a delta subscription's publications, in either format. */
function receive(wire: Publication[], format: Format): unknown[] {
  let prev: Uint8Array | undefined;
  return wire.map((w) => {
    const d = w as Publication & { delta?: boolean };
    const raw =
      format === 'json' ? new TextEncoder().encode(d.data as string) : (d.data as Uint8Array);
    const bytes = d.delta ? applyDelta(prev as Uint8Array, raw) : raw;
    prev = bytes;
    return JSON.parse(new TextDecoder().decode(bytes));
  });
}

const match = (minute: number, home: number) => ({
  slug: 'paris-marseille',
  minute,
  home: { name: 'Paris', score: home },
  away: { name: 'Marseille', score: 1 },
  events: Array.from({ length: 8 }, (_, i) => ({ minute: i * 10, player: `Joueur ${i}` })),
});

describe('fossil delta', () => {
  it('sends the first publication whole and the next as smaller deltas', () => {
    const pubs: Publication[] = [1, 2, 3].map((m) => ({ data: match(m, 0), offset: m }));
    const json = deltaChain(pubs, 'json') as (Publication & { delta?: boolean })[];
    expect(json.map((p) => p.delta ?? false)).toEqual([false, true, true]);
    expect(typeof json[0]?.data).toBe('string');
    expect(String(json[1]?.data).length).toBeLessThan(String(json[0]?.data).length / 4);
    expect(receive(json, 'json')).toEqual(pubs.map((p) => p.data));
    expect(receive(deltaChain(pubs, 'protobuf'), 'protobuf')).toEqual(pubs.map((p) => p.data));
  });

  it('sends whole what a delta would not shrink, or what is not UTF-8 as a delta', () => {
    expect(fossilDelta({ data: 1 }, { data: 2 })).toBeNull();
    const a: Publication = { data: 'é'.repeat(50) };
    const b: Publication = { data: `${'é'.repeat(25)}x${'é'.repeat(25)}` };
    const wire = deltaWirePublication(b, fossilDelta(a, b), 'json');
    expect(receive([deltaWirePublication(a, null, 'json'), wire], 'json')).toEqual([
      a.data,
      b.data,
    ]);
  });

  it('delivers any sequence of publications exactly, in both formats (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 1, maxLength: 12 }),
        fc.constantFrom<Format>('json', 'protobuf'),
        (values, format) => {
          const pubs = values.map((data, i) => ({ data, offset: i + 1 }));
          // JSON text round trip is what the plain path delivers too (e.g. -0 becomes 0).
          const plain = values.map((v) => JSON.parse(JSON.stringify(v ?? null)));
          expect(receive(deltaChain(pubs, format), format)).toEqual(plain);
        },
      ),
      { numRuns: 300 },
    );
  });
});
