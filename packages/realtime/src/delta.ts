import { isUtf8 } from 'node:buffer';
import { createDelta } from 'fossil-delta';
import type { Publication } from './engine/types.js';
import type { Format } from './protocol/codec.js';

/**
 * Fossil delta compression of publications, as Centrifugo (v6) does it: a subscription that
 * asked for `delta: 'fossil'` on a namespace that allows it receives each publication's data
 * either whole or as a fossil delta against the publication it received just before. The
 * state is the subscription's last publication (`base`), kept by the fan-out, not the engine.
 *
 * On the wire: JSON clients of a delta subscription get `data` as a JSON string (the JSON
 * text of a whole publication, or the delta) with `delta: true` on deltas; protobuf clients
 * get the bytes of either.
 */

export const DELTA_TYPES = ['fossil'] as const;
export type DeltaType = (typeof DELTA_TYPES)[number];

/** The JSON text of each publication's data, made once however many subscribers need it. */
const texts = new WeakMap<Publication, Buffer>();

export function dataText(pub: Publication): Buffer {
  let text = texts.get(pub);
  if (!text) {
    text = Buffer.from(JSON.stringify(pub.data ?? null));
    texts.set(pub, text);
  }
  return text;
}

/** A fossil delta from `base`'s data to `pub`'s, or null when a delta would not pay. */
export function fossilDelta(base: Publication, pub: Publication): Buffer | null {
  const target = dataText(pub);
  const delta = Buffer.from(createDelta(dataText(base), target));
  return delta.length < target.length ? delta : null;
}

/**
 * The publication as a delta subscription receives it in `format`: a delta against `base` when
 * given one (made by the caller, once per fan-out), else whole.
 */
export function deltaWirePublication(
  pub: Publication,
  delta: Buffer | null,
  format: Format,
): Publication & { delta?: true } {
  if (format === 'protobuf') {
    return delta ? { ...pub, data: delta, delta: true } : { ...pub, data: dataText(pub) };
  }
  // A JSON string must carry the delta's bytes exactly: a delta cutting a multi-byte
  // character in two is not UTF-8, and goes whole instead.
  if (delta && isUtf8(delta)) return { ...pub, data: delta.toString('utf8'), delta: true };
  return { ...pub, data: dataText(pub).toString('utf8') };
}

/** Whether the subscriber's last publication is the one a delta was made against. */
export function isSamePublication(a: Publication | null, b: Publication | null): boolean {
  if (a === null || b === null) return false;
  return a === b || (a.offset !== undefined && a.offset === b.offset);
}

/** Recovered publications of a delta subscription: the first whole, each next a delta. */
export function deltaChain(pubs: readonly Publication[], format: Format): Publication[] {
  let base: Publication | null = null;
  return pubs.map((pub) => {
    const wire = deltaWirePublication(pub, base ? fossilDelta(base, pub) : null, format);
    base = pub;
    return wire;
  });
}
