import { isRecord } from './Normalise.js';

/**
 * Which responsive levels a module has a layout of its own for (`settings.uSize`), and the
 * values of every other level taken from those, the way the original runtime reads any
 * per-level value: a level the editor left unused shows the nearest larger used level's value
 * (then the nearest smaller one's), in that level's grid pixels, scaled with the module like
 * any value. A module saved without `uSize` uses the editor's default: the 1240 level alone.
 * Real modules rely on this: their unused levels hold values the editor never shows (a 778 px
 * window of a module laid out for 1240 and 480 uses the 1240 layout scaled down).
 *
 * Done once on the raw data, before the schemas read it, so everything downstream (the
 * renderer's CSS per level, the engine, the server's HTML) sees the levels a reader will see.
 */

/** The editor's default: only the desktop (1240) level has its own layout. */
export const DEFAULT_USED_LEVELS: readonly boolean[] = [false, true, false, false, false];

/** Lists of five that are not values per level, or are read per level without this rule. */
const NOT_PER_LEVEL = new Set([
  'uSize',
  // Layer and progress bar visibility and navigation `show` are read at the level itself.
  'vis',
  'show',
  // Layer ids, slide ids, fonts: lists, not levels.
  'src',
  'target',
  'actions',
  'addOns',
  'fonts',
  'params',
  'imgs',
]);

export function usedLevels(settings: unknown): readonly boolean[] {
  const raw = isRecord(settings) ? settings.uSize : undefined;
  if (!Array.isArray(raw)) return DEFAULT_USED_LEVELS;
  return [0, 1, 2, 3, 4].map((i) => raw[i] === true || raw[i] === 'true');
}

const isPrimitive = (v: unknown) =>
  v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

/** A list of five plain values: one per responsive level. */
function isPerLevel(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length === 5 && value.every(isPrimitive);
}

const given = (v: unknown) => v !== undefined && v !== '#a';

/** Per-level numbers that are not lengths: an inherited one keeps its value. */
const NOT_SCALED = new Set(['weight', 'zIndex', 'o', 'sX', 'sY', 'rX', 'rY', 'rZ', 'skX', 'skY']);

const LENGTH = /^-?(?:\d+\.?\d*|\.\d+)(px)?$/;

/** A px length scaled by `factor`, in the form it came in ("12px", "12", 12). */
function scaleLength(value: unknown, factor: number): unknown {
  if (factor === 1) return value;
  const round = (n: number) => Math.round(n * 100) / 100;
  if (typeof value === 'number') return Number.isFinite(value) ? round(value * factor) : value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const m = LENGTH.exec(text);
  if (!m) return value;
  const n = round(Number.parseFloat(text) * factor);
  return m[1] ? `${n}px` : String(n);
}

/**
 * The five values a reader sees. `allLevels`: the module uses its 1600 level too
 * (`settings.level` 5), so a missing value may come from it. A used level whose value is left
 * to the editor ("#a") takes another level's, scaled by the two levels' grid widths (`widths`,
 * when given and `scale` is on): the original's references show it (a 300 px title of the
 * 1240 layout is 248 px at the 1024 level, a box of 500 × "#a" is 500 × 413).
 */
export function resolveLevels(
  values: readonly unknown[],
  used: readonly boolean[],
  allLevels = false,
  widths?: readonly number[],
  scale = true,
): unknown[] {
  const lowest = allLevels ? 0 : 1;
  return [0, 1, 2, 3, 4].map((level) => {
    let at = level;
    while (!used[at] && at > 0) at--;
    const own = values[at];
    if (used[at] && own !== '#a' && own !== null && own !== undefined) return own;
    let from: number | undefined;
    for (let i = at; i >= lowest && from === undefined; i--)
      if (used[i] && given(values[i])) from = i;
    for (let i = at; i < 5 && from === undefined; i++) if (used[i] && given(values[i])) from = i;
    if (from === undefined) return own;
    const a = widths?.[at];
    const b = widths?.[from];
    const scaled = scale && (used[at] || (at === 0 && allLevels)) && a && b && from !== at;
    return scaled ? scaleLength(values[from], a / b) : values[from];
  });
}

/** The grid widths per level as numbers (`size.width`, "1240px" or 1240), where readable. */
function gridWidths(settings: Record<string, unknown>): number[] | undefined {
  const size = settings.size;
  const list = isRecord(size) && Array.isArray(size.width) ? size.width : undefined;
  if (list?.length !== 5) return undefined;
  const out = list.map((w) => Number.parseFloat(String(w)));
  return out.every((w) => Number.isFinite(w) && w > 0) ? out : undefined;
}

/**
 * The module's data with every per-level list resolved (a copy; the input is not changed).
 * Settings and each slide's layers are walked; lists named in NOT_PER_LEVEL are kept.
 */
export function resolveUsedLevels<T>(data: T): T {
  if (!isRecord(data) || !isRecord(data.settings)) return data;
  const used = usedLevels(data.settings);
  const allLevels = data.settings.level === 5 || data.settings.level === '5';
  const widths = gridWidths(data.settings);
  const walk = (value: unknown, depth: number, key: string): unknown => {
    if (depth > 40) return value;
    if (isPerLevel(value)) {
      // The grid's own widths (`size.width`) are what the others scale by.
      const scale = !NOT_SCALED.has(key) && key !== 'width';
      return resolveLevels(value, used, allLevels, widths, scale);
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, depth + 1, key));
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '__proto__') continue;
      out[k] = NOT_PER_LEVEL.has(k) ? v : walk(v, depth + 1, k);
    }
    return out;
  };
  return { ...data, settings: walk(data.settings, 0, ''), slides: walk(data.slides, 0, '') } as T;
}
