import type { PerLevel } from '../Levels.js';
import { isRecord, toBoolean, toNumber, toText } from '../model/Normalise.js';

/**
 * How engine 6 writes values, and their engine-7 spelling.
 *
 * Engine 6 has four responsive levels, `d` (desktop), `n` (notebook), `t` (tablet) and `m`
 * (mobile), for grids of 1240, 1024, 778 and 480 px by default; engine 7 has five (1600, 1240,
 * 1024, 778, 480). A per-level value is `{d: {v, e}, n: {v}, …}` (`e`: edited in the editor),
 * sometimes `{d: value}` or a plain value. Engine 6 saves only what differs from its editor's
 * defaults, so a level without a value takes the next larger level's, and a missing `d` the
 * default (see `V6Defaults.ts`).
 */

export const V6_LEVELS = ['d', 'n', 't', 'm'] as const;

/** The engine-6 level each engine-7 level takes its value from: 1600 and 1240 both from `d`. */
export const LEVEL_SOURCE = ['d', 'd', 'n', 't', 'm'] as const;

/** The value of one engine-6 level: `{v}` records or plain values. */
function levelValue(raw: unknown): unknown {
  if (isRecord(raw)) return 'v' in raw ? raw.v : undefined;
  return raw;
}

/**
 * Five engine-7 values from an engine-6 per-level value. `convert` turns one value into its
 * engine-7 form (or `undefined` when it cannot be read, which then inherits like a gap).
 * Returns `undefined` when no level has a value and there is no default.
 */
export function levels<T>(
  raw: unknown,
  convert: (value: unknown) => T | undefined,
  fallback?: T,
): PerLevel<T> | undefined {
  const byLevel: Partial<Record<(typeof V6_LEVELS)[number], T>> = {};
  if (isRecord(raw) && V6_LEVELS.some((level) => level in raw)) {
    for (const level of V6_LEVELS) {
      const value = levelValue(raw[level]);
      const converted = value === undefined || value === '' ? undefined : convert(value);
      if (converted !== undefined) byLevel[level] = converted;
    }
  } else if (raw !== undefined && raw !== '' && !isRecord(raw)) {
    const converted = convert(raw);
    if (converted !== undefined) byLevel.d = converted;
  }
  let previous: T | undefined = byLevel.d ?? fallback;
  if (previous === undefined) {
    // No desktop value and no default: the first smaller level that has one.
    previous = V6_LEVELS.map((level) => byLevel[level]).find((v) => v !== undefined);
    if (previous === undefined) return undefined;
  }
  const out: T[] = [];
  for (const level of V6_LEVELS) {
    previous = byLevel[level] ?? previous;
    out.push(previous as T);
  }
  const [d, n, t, m] = out as [T, T, T, T];
  return [d, d, n, t, m];
}

/** A random range "[-10|10]" or "{-10,10}": engine 7 has none, so the middle is taken. */
const RANDOM = /^[[{]\s*(-?[\d.]+)(%|px|deg)?\s*[|,]\s*(-?[\d.]+)(%|px|deg)?\s*[\]}]$/;

export interface Converted<T> {
  value: T;
  /** Set when the value was not carried over exactly. */
  approximation?: string;
}

/** A CSS length: numbers and numeric text get "px"; percentages and keywords stay. */
export function length(raw: unknown): Converted<string> | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { value: `${raw}px` } : undefined;
  const text = toText(raw)?.trim();
  if (text === undefined || text === '') return undefined;
  if (/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(text)) return { value: `${Number(text)}px` };
  if (/^[-+]?(?:\d+\.?\d*|\.\d+)(px|%|em|rem|vw|vh)$/.test(text)) return { value: text };
  const random = RANDOM.exec(text);
  if (random) {
    const middle = (Number(random[1]) + Number(random[3])) / 2;
    const unit = random[2] ?? random[4] ?? 'px';
    return {
      value: `${middle}${unit === 'deg' ? 'px' : unit}`,
      approximation: `random range ${text} played as its middle value`,
    };
  }
  if (/^(auto|inherit|none)$/.test(text)) return { value: text };
  // "cyc(…)" cycles and other engine-6 expressions have no engine-7 form.
  return undefined;
}

/** A number from "35deg", "1000ms", "0.5", 12. */
export function number(raw: unknown): number | undefined {
  if (typeof raw === 'string') {
    const random = RANDOM.exec(raw.trim());
    if (random) return (Number(random[1]) + Number(random[3])) / 2;
  }
  return toNumber(raw);
}

export function flag(raw: unknown): boolean | undefined {
  return toBoolean(raw);
}

/** A scale factor: engine 6 writes 0.9 or "90%". */
export function scale(raw: unknown): number | undefined {
  const text = toText(raw)?.trim();
  if (text?.endsWith('%')) {
    const n = toNumber(text.slice(0, -1));
    return n === undefined ? undefined : n / 100;
  }
  return number(raw);
}

/** Opacity: 0–1, or a percentage above 1 (engine 6 writes both). */
export function opacity(raw: unknown): number | undefined {
  const n = scale(raw);
  if (n === undefined) return undefined;
  return Math.min(1, Math.max(0, n > 1 ? n / 100 : n));
}

/** Old GreenSock names ("Power3.easeInOut", "Linear.easeNone") in engine 7's spelling. */
export function ease(raw: unknown): string | undefined {
  const text = toText(raw)?.trim();
  if (!text || text === 'default') return undefined;
  const old = /^(\w+?)(\d?)\.ease(In|Out|InOut|None)$/.exec(text);
  if (!old) return text;
  const [, name = '', power, kind] = old;
  if (kind === 'None' || name.toLowerCase() === 'linear') return 'none';
  return `${name.toLowerCase()}${power}.${kind === 'InOut' ? 'inOut' : kind === 'In' ? 'in' : 'out'}`;
}

/** A colour: engine 6 saves CSS text, or a JSON text for gradients (its first stop is used). */
export function colour(raw: unknown): Converted<string> | undefined {
  const text = toText(raw)?.trim();
  if (!text) return undefined;
  if (!text.startsWith('{')) return { value: text };
  try {
    const gradient = JSON.parse(text) as unknown;
    if (isRecord(gradient) && Array.isArray(gradient.colors) && isRecord(gradient.colors[0])) {
      const stop = gradient.colors[0];
      const rgba = [stop.r, stop.g, stop.b].map((v) => toNumber(v) ?? 0);
      const alpha = toNumber(stop.a) ?? 1;
      return {
        value: `rgba(${rgba.join(', ')}, ${alpha})`,
        approximation: 'gradient shown as its first colour',
      };
    }
  } catch {
    // Not JSON after all.
  }
  return undefined;
}

/** Engine 7's colour object, as it saves colours. */
export function colourObject(css: string): { type: 'solid'; orig: string; string: string } {
  return { type: 'solid', orig: css, string: css };
}

export function text(raw: unknown): string | undefined {
  return toText(raw);
}
