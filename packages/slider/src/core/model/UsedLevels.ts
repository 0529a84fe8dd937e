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

/**
 * The five values a reader sees. `allLevels`: the module uses its 1600 level too
 * (`settings.level` 5), so a missing value may come from it.
 */
export function resolveLevels(
  values: readonly unknown[],
  used: readonly boolean[],
  allLevels = false,
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
    return from === undefined ? own : values[from];
  });
}

/**
 * The module's data with every per-level list resolved (a copy; the input is not changed).
 * Settings and each slide's layers are walked; lists named in NOT_PER_LEVEL are kept.
 */
export function resolveUsedLevels<T>(data: T): T {
  if (!isRecord(data) || !isRecord(data.settings)) return data;
  const used = usedLevels(data.settings);
  const allLevels = data.settings.level === 5 || data.settings.level === '5';
  if (used.every(Boolean)) return data;
  const walk = (value: unknown, depth: number): unknown => {
    if (depth > 40) return value;
    if (isPerLevel(value)) return resolveLevels(value, used, allLevels);
    if (Array.isArray(value)) return value.map((v) => walk(v, depth + 1));
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '__proto__') continue;
      out[key] = NOT_PER_LEVEL.has(key) ? v : walk(v, depth + 1);
    }
    return out;
  };
  return { ...data, settings: walk(data.settings, 0), slides: walk(data.slides, 0) } as T;
}
