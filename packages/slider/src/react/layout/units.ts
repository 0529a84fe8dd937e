import type { PerLevel } from '../../core/Levels.js';
import { levelCss, pxOf } from './levelCss.js';

/**
 * Lengths of the layout grid as CSS, scaled the way the original runtime scales them.
 *
 * A module is laid out on a grid `W` px wide at each level. When the module is narrower, every
 * "fluid" length shrinks by the module's multiplier `MP = min(1, moduleWidth / W)`; for a
 * full-height module shown in a window shorter than its grid (levels 0–2), also by
 * `max(640, windowHeight) / H`. Lengths that are not fluid (a layer's `fluid.tx` / `tr` /
 * `sp` off) keep their pixels.
 *
 * In CSS, with `cqw` the width of the module's (or carousel slide's) size container:
 *
 *     v · MP = min(v px, v·100/W cqw [, v·max(640px, 100vh)/H])      (v ≥ 0; max for v < 0)
 *
 * each part written per level with `levelCss`, so the server's HTML is laid out at any window
 * width before a script runs. A value that changes sign between levels is split into its
 * positive and negative parts.
 */
export interface GridScale {
  /** Grid width per level (after the used-levels rule). */
  widths: PerLevel<number>;
  /** Grid height per level. */
  heights: PerLevel<number>;
  /** Shrink with the window's height too (full-height modules without a scroll timeline). */
  byHeight: boolean;
  /**
   * The grid's left offset in the slide (`CFC.x`), where rows align their columns with the
   * grid; "0px" where slides are the grid's width (carousels).
   */
  inset: string;
}

/** The levels where a full-height module also scales with the window's height (0–2). */
const HEIGHT_LEVELS = 3;

/** A factor no real length reaches: levels where a part must never be the smallest. */
const NEVER = 100000;

const perLevel = (f: (i: number) => number) =>
  [0, 1, 2, 3, 4].map((i) => round(f(i))) as unknown as PerLevel<number>;

/** `v · MP` for non-negative per-level px values. */
function shrink(values: PerLevel<number>, scale: GridScale): string {
  if (values.every((v) => v === 0)) return '0px';
  const parts = [
    levelCss(values, 'px'),
    levelCss(
      perLevel((i) => ((values[i] as number) * 100) / Math.max(1, scale.widths[i] as number)),
      'cqw',
    ),
  ];
  if (scale.byHeight) {
    const k = (i: number) =>
      i < HEIGHT_LEVELS ? (values[i] as number) / Math.max(1, scale.heights[i] as number) : NEVER;
    parts.push(
      `max(${levelCss(
        perLevel((i) => 640 * k(i)),
        'px',
      )}, ${levelCss(
        perLevel((i) => 100 * k(i)),
        'vh',
      )})`,
    );
  }
  return `min(${parts.join(', ')})`;
}

/** Per-level px values scaled with the module (`fluid`) or kept as they are. */
export function scaledPx(values: PerLevel<number>, fluid: boolean, scale: GridScale): string {
  if (!fluid) return levelCss(values, 'px');
  const positive = perLevel((i) => Math.max(0, values[i] as number));
  const negative = perLevel((i) => Math.max(0, -(values[i] as number)));
  const hasNegative = negative.some((v) => v > 0);
  if (!hasNegative) return shrink(positive, scale);
  if (positive.every((v) => v === 0)) return `calc(-1 * ${shrink(negative, scale)})`;
  return `calc(${shrink(positive, scale)} - ${shrink(negative, scale)})`;
}

/** A length read from data: px (numbers, "12", "12px"), a percentage, or anything else. */
export type Length = { px: number } | { percent: number } | { keyword: string };

export function readLength(value: unknown): Length {
  if (typeof value === 'number' && Number.isFinite(value)) return { px: value };
  const text = typeof value === 'string' ? value.trim() : '';
  const px = pxOf(text);
  if (px !== null) return { px };
  const percent = pxOf(text, '%');
  if (percent !== null) return { percent };
  return { keyword: text === '' ? 'auto' : text };
}

/**
 * A per-level length as CSS: px values scaled (when `fluid`), percentages as they are, and a
 * keyword ("auto") as itself when every level has it. px at some levels and a percentage at
 * others is still one CSS value (each part is zero where the other holds). Levels that mix a
 * keyword with lengths ("auto" at one level, px at another) cannot be one CSS value: the value
 * of `level` (the reader's) is used.
 */
export function levelLength(
  values: readonly unknown[],
  fluid: boolean,
  scale: GridScale,
  level: number,
): string {
  const read = [0, 1, 2, 3, 4].map((i) => readLength(values[i] ?? values[values.length - 1]));
  if (read.every((l) => 'px' in l)) {
    return scaledPx(
      perLevel((i) => (read[i] as { px: number }).px),
      fluid,
      scale,
    );
  }
  if (read.every((l) => 'percent' in l)) {
    return levelCss(
      perLevel((i) => (read[i] as { percent: number }).percent),
      '%',
    );
  }
  if (read.every((l) => !('keyword' in l))) return pxAndPercent(read, fluid, scale);
  const at = read[level] as Length;
  if ('px' in at) {
    const one = perLevel(() => at.px);
    return scaledPx(one, fluid, scale);
  }
  if ('percent' in at) return `${at.percent}%`;
  return at.keyword;
}

/** `scaled px part + % part`, each zero at the levels where the other kind holds. */
function pxAndPercent(read: readonly Length[], fluid: boolean, scale: GridScale): string {
  const part = (kind: 'px' | 'percent') =>
    perLevel((i) => {
      const l = read[i] as Length;
      return kind in l ? (l as Record<typeof kind, number>)[kind] : 0;
    });
  return `calc(${scaledPx(part('px'), fluid, scale)} + ${levelCss(part('percent'), '%')})`;
}

/** The kind of a per-level length at one level (`auto`, a percentage…), for rules on kinds. */
export function lengthAt(values: readonly unknown[], level: number): Length {
  return readLength(values[level] ?? values[values.length - 1]);
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}
