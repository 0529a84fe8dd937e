import { DEFAULTS } from '../../core/Defaults.js';
import type { PerLevel } from '../../core/Levels.js';

/**
 * Per-level values as pure CSS, so the server's HTML lays a module out exactly as the browser
 * will at any window width, before any script runs (no layout shift, no hydration mismatch).
 *
 * A level is picked by the window width (`levelForWidth`): level i holds while
 * `breakpoint[i+1] <= 100vw < breakpoint[i]`. `clamp(0u, (100vw - (B - 0.5)px) * 100000, 1u)`
 * is 0u below B and 1u from B up (windows are whole pixels wide), so a value per level is the
 * smallest level's value plus each level's difference times its step:
 *
 *     v(vw) = v4 + (v3 - v4)·step(480) + (v2 - v3)·step(778) + (v1 - v2)·step(1024) + (v0 - v1)·step(1240)
 *
 * `unit` may be any length unit, including `cqw`, which is how layer geometry follows the
 * module's layout grid as it shrinks (the grid is a size container; see `moduleBox.ts`).
 */
export function levelCss(values: PerLevel<number>, unit: string): string {
  const v = values.map(round) as unknown as PerLevel<number>;
  if (v.every((x) => x === v[0])) return `${v[0]}${unit}`;
  const bps = DEFAULTS.breakpoints;
  const terms = [`${v[4]}${unit}`];
  for (let i = 3; i >= 0; i--) {
    const diff = round((v[i] as number) - (v[i + 1] as number));
    if (diff === 0) continue;
    terms.push(
      `${diff} * clamp(0${unit}, (100vw - ${(bps[i + 1] ?? 0) - 0.5}px) * 100000, 1${unit})`,
    );
  }
  return `calc(${terms.join(' + ')})`;
}

/** A CSS length in px (or in `unit`: "%"), or null for anything else (keywords, other units). */
export function pxOf(value: string | number | undefined, unit = 'px'): number | null {
  if (typeof value === 'number') return unit === 'px' && Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const m = /^\s*(-?(?:\d+\.?\d*|\.\d+))(px|%)?\s*$/.exec(value);
  return m && (m[2] ?? 'px') === unit ? Number(m[1]) : null;
}

/**
 * A length of the layout grid as CSS that scales with the grid: px values become `cqw` of the
 * grid (the grid is `width` px wide at each level, so 1 px is 100/width cqw). Values that are
 * the same keyword or percentage at every level pass through; a mix of kinds falls back to the
 * value of `fallbackLevel` (the caller's current level), which only happens with odd data.
 */
export function gridLength(
  values: PerLevel<string | number> | undefined,
  widths: PerLevel<number>,
  fallbackLevel = 0,
  /** A width: a percentage is of the grid's width, so it can mix with px across levels. */
  horizontal = false,
): string | undefined {
  if (!values) return undefined;
  const px = values.map((value, i) => {
    const percent = horizontal ? pxOf(value, '%') : null;
    return percent !== null ? (percent / 100) * (widths[i] as number) : pxOf(value);
  });
  if (px.every((p): p is number => p !== null)) {
    return levelCss(
      px.map((p, i) => (p / Math.max(1, widths[i] as number)) * 100) as unknown as PerLevel<number>,
      'cqw',
    );
  }
  const first = values[0];
  if (values.every((x) => x === first)) return typeof first === 'number' ? `${first}px` : first;
  const at = values[fallbackLevel];
  const p = pxOf(at);
  return p !== null
    ? `${round((p / Math.max(1, widths[fallbackLevel] as number)) * 100)}cqw`
    : String(at);
}

/** Five numbers from a per-level field that may be missing or hold strings ("15", "15px"). */
export function levelNumbers(value: unknown, fallback = 0): PerLevel<number> {
  const list = Array.isArray(value) ? value : [value, value, value, value, value];
  const out = [0, 1, 2, 3, 4].map((i) => pxOf(list[i] ?? list[list.length - 1]) ?? fallback);
  return out as unknown as PerLevel<number>;
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}
