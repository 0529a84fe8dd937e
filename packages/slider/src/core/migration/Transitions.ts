import { isRecord, toNumber, toText } from '../model/Normalise.js';
import type { Json } from './Context.js';

/**
 * Slide transitions. Engine 6.6+ saves them (`slideChange`) much as engine 7 does (`in`, `out`,
 * a title and a preset name), so they are carried over as saved; engines 6.0–6.5 name them
 * (`timeline.transition: ["slideleft"]`), and the common names are translated here. Engine 7
 * keeps the transition on the slide background layer as `tl.in.bg`.
 */

interface Named {
  p: string;
  g: string;
  t: string;
  in: Json;
  out: Json;
}

const slide = (p: string, t: string, axis: 'x' | 'y', from: string, over = false): Named => ({
  p,
  g: over ? 'slideover' : 'slide',
  t,
  in: { [axis]: from },
  out: over ? { a: false } : { a: true, [axis]: from.startsWith('-') ? from.slice(1) : `-${from}` },
});

const NAMED: Record<string, Named> = {
  fade: { p: 'fade', g: 'fade', t: 'Fade', in: { o: 0 }, out: { a: false } },
  notransition: { p: 'none', g: 'fade', t: 'No transition', in: { o: 1 }, out: { a: false } },
  slideleft: slide('slideleft', 'Slide to left', 'x', '100%'),
  slidehorizontal: slide('slidehorizontal', 'Slide horizontal', 'x', '100%'),
  slideright: slide('slideright', 'Slide to right', 'x', '-100%'),
  slideup: slide('slideup', 'Slide to top', 'y', '100%'),
  slidevertical: slide('slidevertical', 'Slide vertical', 'y', '100%'),
  slidedown: slide('slidedown', 'Slide to bottom', 'y', '-100%'),
  slideoverleft: slide('slideoverleft', 'Slide over from right', 'x', '100%', true),
  slideoverhorizontal: slide('slideoverhorizontal', 'Slide over horizontal', 'x', '100%', true),
  slideoverright: slide('slideoverright', 'Slide over from left', 'x', '-100%', true),
  slideoverup: slide('slideoverup', 'Slide over from bottom', 'y', '100%', true),
  slideoververtical: slide('slideoververtical', 'Slide over vertical', 'y', '100%', true),
  slideoverdown: slide('slideoverdown', 'Slide over from top', 'y', '-100%', true),
  zoomin: {
    p: 'zoomin',
    g: 'zoom',
    t: 'Zoom in',
    in: { o: 0, sx: 1.2, sy: 1.2 },
    out: { a: false },
  },
  zoomout: {
    p: 'zoomout',
    g: 'zoom',
    t: 'Zoom out',
    in: { o: 0, sx: 0.8, sy: 0.8 },
    out: { a: false },
  },
};

/** Fades through a colour and the cross fades are all played as a fade. */
const FADES = /^(crossfade|fadethrough\w*|fadefrom\w+|fadeto\w+)$/;

/**
 * The engine-7 `bg` transition for an engine 6.0–6.5 named transition, and whether the name
 * had to be approximated (an unknown or random transition plays as a fade).
 */
export function namedTransition(
  name: string,
  ms: number,
  ease: string | undefined,
): { bg: Json; approximated: boolean } {
  const known = NAMED[name] ?? (FADES.test(name) ? { ...NAMED.fade!, p: name } : undefined);
  const chosen = known ?? NAMED.fade!;
  return {
    bg: {
      ms,
      rnd: false,
      temp: { t: chosen.t, p: chosen.p, m: 'basic', g: chosen.g },
      ...(ease ? { e: ease } : {}),
      in: { ...chosen.in },
      out: { ...chosen.out },
    },
    approximated: known === undefined,
  };
}

/** Values of an engine 6.6 `slideChange.in` / `out` that are numbers in engine 7. */
const NUMERIC = new Set(['o', 'sx', 'sy', 'r', 'row', 'col', 'mo']);

/** Engine 6.6+ `slideChange` as engine 7's `bg` transition. */
export function savedTransition(change: Record<string, unknown>, fallbackMs: number): Json {
  const ms = toNumber(change.speed) ?? fallbackMs;
  const side = (value: unknown): Json => {
    if (!isRecord(value)) return {};
    const out: Json = {};
    for (const [key, v] of Object.entries(value)) {
      const n = NUMERIC.has(key) ? toNumber(v) : undefined;
      out[key] = n ?? v;
    }
    return out;
  };
  const bg: Json = {
    ms,
    rnd: false,
    temp: {
      t: toText(change.title) ?? '',
      p: toText(change.preset) ?? 'fade',
      m: toText(change.main) ?? 'basic',
      g: toText(change.group) ?? 'fade',
    },
    in: side(change.in),
    out: isRecord(change.out) ? side(change.out) : { a: false },
  };
  for (const key of ['f', 'd', 'e', 'eng', 'p', 'o']) {
    if (change[key] !== undefined && change[key] !== '') bg[key] = change[key];
  }
  return bg;
}
