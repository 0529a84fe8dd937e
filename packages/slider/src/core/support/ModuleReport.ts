import { isRecord, toText } from '../model/Normalise.js';
import type { ModuleDrop, SliderModule } from '../model/ParseModule.js';
import { SUPPORT } from './Support.js';
import {
  inUse,
  type Path,
  ruleBase,
  ruleMatcher,
  type SupportRule,
  type SupportStatus,
  switchedOn,
  valueAt,
  valueRule,
} from './SupportRules.js';

/**
 * What Tribune makes of an engine-7 module's data, value by value (`import-module --report`):
 * every value the data holds is read as saved, off or blank, editor-only, approximated or
 * dropped, by the support table (`Support.ts`) and by what the reader itself left out. The
 * shape follows the engine-6 migration's report (`migration/Report.ts`): counts, then the
 * approximated and dropped findings, each with its path.
 */
export interface ModuleReportEntry {
  /** Where in the module's data (`slides.1894.layers.6.hov`). */
  path: string;
  /** The path with slide and layer keys and list positions as `*`, to group findings. */
  pattern: string;
  /** The value, shortened. */
  value: string;
  message: string;
}

export interface ModuleReport {
  source: { format: 'engine-7'; version?: string; alias?: string; id?: string };
  counts: {
    slides: number;
    staticSlides: number;
    layers: number;
    layersByType: Record<string, number>;
    actions: number;
  };
  /** Every value of the data (a per-level list counts once), by what became of it. */
  values: Record<SupportStatus | 'unused' | 'total', number>;
  /** Read, but drawn or played differently from the original. */
  approximated: ModuleReportEntry[];
  /** Left out: the original would use them. */
  dropped: ModuleReportEntry[];
}

const NO_RULE: SupportRule = {
  path: '',
  status: 'dropped',
  reason: 'not read by Tribune’s engine (no rule in core/support/Support.ts)',
};

const matchers = new WeakMap<readonly SupportRule[], ReturnType<typeof ruleMatcher>>();

/**
 * The report of module data the reader accepted: `reading` is `validateModule`'s answer (its
 * `dropped` are what the reader itself left out or read as their default).
 */
export function reportModule(
  input: unknown,
  reading: { module: SliderModule; dropped: readonly ModuleDrop[] },
  rules: readonly SupportRule[] = SUPPORT,
): ModuleReport {
  let matcher = matchers.get(rules);
  if (!matcher) {
    matcher = ruleMatcher(rules);
    matchers.set(rules, matcher);
  }
  const root = isRecord(input) ? input : {};
  const report = emptyReport(root, reading.module);
  const { values } = report;
  const listed = new Set<string>();
  const add = (status: 'approximated' | 'dropped', path: Path, value: unknown, message: string) => {
    const key = path.join('.');
    if (listed.has(key)) return;
    listed.add(key);
    report[status].push({ path: key, pattern: patternOf(path), value: short(value), message });
  };

  // What the reader left out comes first: its message names the problem, and nothing below
  // a removed part is walked again.
  const removed: Path[] = [];
  for (const drop of reading.dropped) {
    const path = rawPath(drop.path, root);
    const gone = rawPath(drop.removed, root);
    removed.push(gone);
    const what =
      drop.removed === drop.path ? 'the default is used' : `${gone.join('.')} is left out`;
    add('dropped', path, valueAt(root, path), `${drop.message.replace(/\.$/, '')}: ${what}`);
  }
  const isRemoved = (path: Path) =>
    path.length > 0 &&
    removed.some((r) => r.length <= path.length && r.every((key, i) => key === path[i]));

  const leaf = (path: Path, value: unknown) => {
    values.total++;
    const rule = matcher.match(path) ?? NO_RULE;
    const special = valueRule(rule, value);
    const status = special?.status ?? rule.status;
    if (status === 'supported' || status === 'ignored') {
      values[status]++;
      return;
    }
    // A value rule is about that very value; other values say nothing when off or blank, and
    // a rule about a whole object (a hover style) looks at all of it.
    const base = rule.whole && !special ? ruleBase(rule, path) : undefined;
    const used = special !== undefined || (base ? baseInUse(base) : inUse(value));
    if (!used || !switchedOn(rule, path, root)) {
      values.unused++;
      return;
    }
    values[status]++;
    const reason = special?.reason ?? rule.reason ?? '';
    if (base) add(status, base, valueAt(root, base), reason);
    else add(status, path, value, reason);
  };
  const bases = new Map<string, boolean>();
  const baseInUse = (base: Path) => {
    const key = base.join('.');
    let used = bases.get(key);
    if (used === undefined) {
      used = inUse(valueAt(root, base));
      bases.set(key, used);
    }
    return used;
  };

  const walk = (value: unknown, path: string[]) => {
    if (isRemoved(path)) return;
    if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
      value.forEach((item, i) => {
        walk(item, [...path, String(i)]);
      });
      return;
    }
    if (isRecord(value) && Object.keys(value).length > 0) {
      if (path.length > 0 && settled(value, path)) return;
      for (const key of Object.keys(value)) walk(value[key], [...path, key]);
      return;
    }
    // A list of plain values (one per level, a list of names) is one value.
    if (path.length > 0) leaf(path, value);
  };

  /**
   * An object one of whose values settles it whole (an action Tribune does not run): reported
   * once, its values counted with it.
   */
  const settled = (object: Record<string, unknown>, path: string[]): boolean => {
    for (const [key, value] of Object.entries(object)) {
      if (isRecord(value)) continue;
      const rule = matcher.match([...path, key]);
      const special = rule && valueRule(rule, value);
      if (special?.scope !== 'parent' || special.status === 'supported') continue;
      const count = countValues(object);
      values.total += count;
      if (special.status === 'ignored') values.ignored += count;
      else {
        values[special.status] += count;
        add(special.status, path, value, special.reason ?? '');
      }
      return true;
    }
    return false;
  };

  walk(root, []);
  emptySlides(root, reading.module, add);
  return report;
}

function emptyReport(root: Record<string, unknown>, module: SliderModule): ModuleReport {
  const settings = isRecord(root.settings) ? root.settings : {};
  const layersByType: Record<string, number> = {};
  let layers = 0;
  let actions = 0;
  for (const slide of [...module.slides, ...module.statics]) {
    actions += slide.actions.length;
    for (const layer of slide.layers) {
      layers++;
      layersByType[layer.type] = (layersByType[layer.type] ?? 0) + 1;
    }
  }
  const source: ModuleReport['source'] = { format: 'engine-7' };
  const version = toText(settings.version);
  if (version) source.version = version;
  if (module.settings.alias) source.alias = module.settings.alias;
  const id = toText(root.id) ?? toText(settings.id);
  if (id) source.id = id;
  return {
    source,
    counts: {
      slides: module.slides.length,
      staticSlides: module.statics.length,
      layers,
      layersByType,
      actions,
    },
    values: {
      total: 0,
      supported: 0,
      unused: 0,
      ignored: 0,
      approximated: 0,
      dropped: 0,
    },
    approximated: [],
    dropped: [],
  };
}

/**
 * Slides with no layers: a page that loads slides lazily has only their frame, the layers
 * come when the slide is shown. Tribune shows such a slide's background alone.
 */
function emptySlides(
  root: Record<string, unknown>,
  module: SliderModule,
  add: (status: 'approximated', path: Path, value: unknown, message: string) => void,
): void {
  const slides = isRecord(root.slides) || Array.isArray(root.slides) ? root.slides : {};
  for (const [key, entry] of Object.entries(slides)) {
    if (!isRecord(entry)) continue;
    const id = toText(entry.id) ?? (isRecord(entry.slide) ? toText(entry.slide.id) : undefined);
    const slide = module.slides.find((s) => s.id === (id ?? key));
    if (!slide || slide.layers.length > 0) continue;
    add(
      'approximated',
      ['slides', key, 'layers'],
      entry.layers,
      'no layers in the data (a slide the original page loads lazily comes so): Tribune shows its background alone',
    );
  }
}

/** The parser names slide fields directly (`slides.K.title`); the data nests them in `slide`. */
function rawPath(parserPath: string, root: Record<string, unknown>): Path {
  const keys = parserPath === '' ? [] : parserPath.split('.');
  if (keys[0] !== 'slides' || keys.length < 3 || keys[2] === 'layers') return keys;
  const entry = valueAt(root, keys.slice(0, 2));
  return isRecord(entry) && isRecord(entry.slide)
    ? [...keys.slice(0, 2), 'slide', ...keys.slice(2)]
    : keys;
}

/** Slide and layer keys and list positions as `*`. */
export function patternOf(path: Path): string {
  return path
    .map((key, i) =>
      /^\d+$/.test(key) || path[i - 1] === 'slides' || path[i - 1] === 'layers' ? '*' : key,
    )
    .join('.');
}

function countValues(value: unknown): number {
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
    return value.reduce<number>((n, v) => n + countValues(v), 0);
  }
  if (isRecord(value)) return Object.values(value).reduce<number>((n, v) => n + countValues(v), 0);
  return 1;
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
