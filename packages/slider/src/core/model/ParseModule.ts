import type * as z from 'zod/mini';
import { DEFAULTS } from '../Defaults.js';
import { type Layer, LayerSchema } from './LayerSchema.js';
import { canonicalSettings, type ModuleSettings, SettingsSchema } from './ModuleSchema.js';
import { describe, isRecord, toText } from './Normalise.js';
import { type SlideData, SlideSchema } from './SlideSchema.js';
import { resolveUsedLevels } from './UsedLevels.js';

/** A slide with its layers, as the engine uses it. */
export type Slide = SlideData & { layers: Layer[] };

/** A module ready for the engine: settings with every default applied, slides in order. */
export interface SliderModule {
  settings: ModuleSettings;
  /** Regular slides, by `order` (ties keep the saved order). */
  slides: Slide[];
  /** Global ("static") slides: their layers show on every slide. */
  statics: Slide[];
  addOns: unknown;
}

/** A problem at a field, named by its path (`slides.s2.layers.l4.type`). */
export interface ModuleIssue {
  path: string;
  message: string;
}

/** Something the valid-part parser left out: the field at fault and what was removed for it. */
export interface ModuleDrop extends ModuleIssue {
  /** The path of what was left out: the field itself, or the layer/slide that needed it. */
  removed: string;
}

export function formatIssue(issue: ModuleIssue): string {
  return issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
}

type Path = readonly (string | number)[];
type Unit = <S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  path: Path,
) => z.output<S> | undefined;

const join = (path: Path) => path.join('.');

/**
 * The "valid part" reading used in the browser (the issue's bad-input rule): broken fields fall
 * back to their defaults, a layer or slide that cannot stand without a broken field is left
 * out, and every removal is reported. Never throws; `module` is null when nothing can be shown.
 */
export function parseModule(input: unknown): {
  module: SliderModule | null;
  dropped: ModuleDrop[];
} {
  const dropped: ModuleDrop[] = [];
  try {
    const unit: Unit = (schema, value, path) => salvage(schema, value, path, dropped);
    const problem = (path: string, message: string) =>
      dropped.push({ path, message, removed: path });
    return { module: readModule(input, unit, problem), dropped };
  } catch (error) {
    // Only a bug can land here; the host page still must not see it.
    dropped.push({ path: '', message: `unreadable module data (${String(error)})`, removed: '' });
    return { module: null, dropped };
  }
}

/**
 * One slide entry (`{id, slide, layers}`) in the valid-part reading: what a lazy
 * `get_full_slider_object` call with a `slideid` brings for that slide.
 */
export function parseSlideEntry(
  key: string,
  raw: unknown,
  /** The module's settings, for its used levels (`settings.uSize`). */
  settings?: unknown,
): { slide: Slide | null; dropped: ModuleDrop[] } {
  const dropped: ModuleDrop[] = [];
  // Without the module's settings its used levels are unknown: the entry is read as it is.
  const entry =
    settings === undefined
      ? raw
      : resolveUsedLevels({ settings, slides: { [key]: raw } }).slides[key];
  try {
    const unit: Unit = (schema, value, path) => salvage(schema, value, path, dropped);
    const problem = (path: string, message: string) =>
      dropped.push({ path, message, removed: path });
    return { slide: readSlide(key, entry, unit, problem) ?? null, dropped };
  } catch (error) {
    dropped.push({
      path: `slides.${key}`,
      message: `unreadable slide (${String(error)})`,
      removed: `slides.${key}`,
    });
    return { slide: null, dropped };
  }
}

function readModule(
  raw: unknown,
  unit: Unit,
  problem: (path: string, message: string) => void,
): SliderModule | null {
  // Per-level values as a reader sees them: unused levels take the used levels' values.
  const input = resolveUsedLevels(raw);
  if (!isRecord(input)) {
    problem('', `expected a module object, got ${describe(input)}`);
    return null;
  }
  if (!isRecord(input.settings))
    problem('settings', `expected an object, got ${describe(input.settings)}`);
  const settings = unit(
    SettingsSchema,
    canonicalSettings(isRecord(input.settings) ? input.settings : {}, input.id),
    ['settings'],
  );
  // Broken settings end the module, but the slides are still read so every issue is listed.
  if (settings && settings.alias === '') settings.alias = settings.dbid || 'slider';

  const slides: Slide[] = [];
  const statics: Slide[] = [];
  const seen = new Set<string>();
  for (const [key, entry] of entriesOf(input.slides)) {
    const slide = readSlide(key, entry, unit, problem);
    if (!slide) continue;
    if (seen.has(slide.id)) {
      problem(`slides.${key}.id`, `duplicate slide id "${slide.id}"`);
      continue;
    }
    seen.add(slide.id);
    (slide.global ? statics : slides).push(slide);
  }
  if (slides.length === 0) {
    problem('slides', 'no slide to show');
    return null;
  }
  if (!settings) return null;
  slides.sort((a, b) => a.order - b.order);
  return { settings, slides, statics, addOns: input.addOns ?? [] };
}

function readSlide(
  key: string,
  entry: unknown,
  unit: Unit,
  problem: (path: string, message: string) => void,
): Slide | undefined {
  const path = ['slides', key];
  if (!isRecord(entry)) {
    problem(join(path), `expected a slide object, got ${describe(entry)}`);
    return undefined;
  }
  // Engine records wrap the slide as {id, slide, layers}; a flat slide object is accepted too.
  const { layers: rawLayers, ...flat } = entry;
  const raw = isRecord(entry.slide) ? entry.slide : flat;
  const id = toText(entry.id) ?? toText(raw.id) ?? key;
  const data: Record<string, unknown> = { ...raw, id };
  const params = entriesOf(raw.params);
  if (params.length > DEFAULTS.maxParams) {
    problem(
      `slides.${key}.params`,
      `at most ${DEFAULTS.maxParams} navigation params, got ${params.length} (the rest left out)`,
    );
    data.params = params.slice(0, DEFAULTS.maxParams).map(([, p]) => p);
  }
  const slide = unit(SlideSchema, data, path);
  if (!slide) return undefined;
  const layers: Layer[] = [];
  for (const [layerKey, layer] of entriesOf(rawLayers)) {
    const withId = isRecord(layer) && layer.id === undefined ? { ...layer, id: layerKey } : layer;
    const parsed = unit(LayerSchema, withId, [...path, 'layers', layerKey]);
    if (parsed) layers.push(parsed);
  }
  return { ...slide, layers };
}

/** Engine data keeps slides and layers in objects keyed by id, sometimes in arrays. */
function entriesOf(value: unknown): [string, unknown][] {
  // Array.from, not map: a sparse array's holes are entries too (map would keep them holes).
  if (Array.isArray(value)) return Array.from(value, (v, i) => [String(i), v]);
  if (isRecord(value)) return Object.entries(value);
  return [];
}

function pathOf(issue: z.core.$ZodIssue): (string | number)[] {
  return issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
}

/**
 * Parses one unit (settings, a slide, a layer), removing the fields the issues name and trying
 * again. A field the schema cannot do without fails again once removed; then its parent goes,
 * up to the unit itself. All issues of a round are removed together (later list items first,
 * so earlier positions stay valid), which keeps a badly broken unit to a few rounds.
 */
function salvage<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  base: Path,
  dropped: ModuleDrop[],
): z.output<S> | undefined {
  // Parsing does not change its input: copy only once something must be removed.
  const value = { root: input };
  let copied = false;
  const removed = new Map<string, ModuleDrop>();
  const records = new Set<ModuleDrop>();
  for (let round = 0; round < 20; round++) {
    const result = schema.safeParse(value.root);
    if (result.success) {
      dropped.push(...records);
      return result.data;
    }
    const targets = new Map<string, { path: (string | number)[]; record: ModuleDrop }>();
    for (const issue of result.error.issues) {
      let path = pathOf(issue);
      let record = removed.get(join(path));
      while (path.length > 0 && removed.has(join(path))) {
        record = removed.get(join(path)) ?? record;
        path = path.slice(0, -1);
      }
      record ??= { path: join([...base, ...pathOf(issue)]), message: issue.message, removed: '' };
      record.removed = join([...base, ...path]);
      if (path.length === 0) {
        dropped.push(record);
        return undefined;
      }
      records.add(record);
      targets.set(join(path), { path, record });
    }
    if (!copied) {
      value.root = clone(input);
      copied = true;
    }
    const ordered = [...targets.values()].sort((a, b) => comparePaths(b.path, a.path));
    for (const { path, record } of ordered) {
      removed.set(join(path), record);
      removeAt(value, ['root', ...path]);
    }
  }
  dropped.push({ path: join(base), message: 'too many broken fields', removed: join(base) });
  return undefined;
}

function comparePaths(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as string | number;
    const y = b[i] as string | number;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return a.length - b.length;
}

function removeAt(holder: { root: unknown }, path: (string | number)[]): void {
  let node: unknown = holder;
  for (let i = 0; i < path.length - 1; i++) node = childOf(node, path[i] as string | number);
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(node)) {
    if (typeof last === 'number') node.splice(last, 1);
  } else if (isRecord(node)) {
    // Lists may be stored as objects keyed by id; the schema reports their position instead.
    const key = typeof last === 'number' && !(last in node) ? Object.keys(node)[last] : last;
    if (key !== undefined) delete node[key];
  }
}

function childOf(node: unknown, key: string | number): unknown {
  if (Array.isArray(node)) return node[Number(key)];
  if (!isRecord(node)) return undefined;
  if (typeof key === 'number' && !(key in node)) return node[Object.keys(node)[key] ?? ''];
  return node[key];
}

/** A plain-data copy to prune; `__proto__` keys are left out so no prototype is ever set. */
function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key !== '__proto__') out[key] = clone(value[key]);
  }
  return out;
}
