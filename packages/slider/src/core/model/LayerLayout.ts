import type { PerLevel } from '../Levels.js';
import type { Layer } from './LayerSchema.js';

/**
 * What the layout of a layer needs from its data, read leniently the way the original runtime
 * reads it (its defaults, not ours): where it is placed (on the grid, or on the whole slide with
 * `rTo: "slide"`), whether it is placed absolutely or flows in its column or group, which of its
 * lengths scale with the module (`fluid`), its box (margins, paddings, sizes, display, float)
 * and, for rows and columns, the table they form. Framework-free: the renderer turns it into CSS.
 */

export type Kind = 'zone' | 'row' | 'column' | 'group' | 'linebreak' | 'content';

export interface Sides {
  t: PerLevel<number>;
  r: PerLevel<number>;
  b: PerLevel<number>;
  l: PerLevel<number>;
}

export interface LayerLayout {
  kind: Kind;
  /** Placed on the whole slide (zones and `rTo: "slide"`) rather than on the layout grid. */
  onSlide: boolean;
  /** Absolutely placed; otherwise it flows in its column or group (`pos.pos: "relative"`). */
  absolute: boolean;
  /** Which lengths scale with the module: texts, sizes (transforms), spacings and offsets. */
  fluid: { tx: boolean; tr: boolean; sp: boolean };
  x: PerLevel<unknown>;
  y: PerLevel<unknown>;
  h: PerLevel<'left' | 'center' | 'right'>;
  v: PerLevel<'top' | 'middle' | 'bottom'>;
  width: PerLevel<unknown>;
  height: PerLevel<unknown>;
  minWidth: PerLevel<unknown>;
  minHeight: PerLevel<unknown>;
  maxWidth: PerLevel<unknown>;
  maxHeight: PerLevel<unknown>;
  /** `size.cMode`: "cover", "fullwidth", "fullheight", "fullinset"… */
  cover: string;
  margin: Sides;
  padding: Sides;
  display: PerLevel<string>;
  verticalAlign: PerLevel<string>;
  float: PerLevel<string>;
  clear: PerLevel<string>;
  /** A column's share of its row ("1/3"). */
  col: string;
  /** The level from which a row's columns stack (they sit side by side above it). */
  breakAt: number | undefined;
  whiteSpace: PerLevel<string>;
  textAlign: PerLevel<string>;
  textTransform: string | undefined;
  textDecoration: string | undefined;
  /** Pointer events off (`pE: "none"`): a decorative layer lets drags through. */
  pointerEventsNone: boolean;
  zIndex: number;
}

const ALIGN_H = ['left', 'center', 'right'] as const;
const ALIGN_V = ['top', 'middle', 'bottom'] as const;

/**
 * Five values from a per-level list (already resolved by the module reader: `UsedLevels.ts`)
 * or one value for all; what cannot be read takes the fallback. Kept free of the schema's
 * helpers: this runs in every module's first script.
 */
function levels<T>(value: unknown, read: (v: unknown) => T | undefined, fallback: T): PerLevel<T> {
  const list = Array.isArray(value) ? value : [value];
  const out: T[] = [];
  for (let i = 0; i < 5; i++) {
    const v = read(list[Math.min(i, list.length - 1)]);
    out.push(v === undefined ? (out[i - 1] ?? fallback) : v);
  }
  return out as unknown as PerLevel<T>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function toNumber(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

function toText(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

const raw = (v: unknown) =>
  v === null || v === undefined || v === '' || v === '#a' ? undefined : v;
const text = (v: unknown) => {
  const t = toText(v);
  return t === undefined || t.trim() === '' ? undefined : t.trim();
};
function sides(value: unknown): Sides {
  const record = isRecord(value) ? value : {};
  const side = (k: string) => levels(record[k], (v) => toNumber(v) ?? 0, 0);
  return { t: side('t'), r: side('r'), b: side('b'), l: side('l') };
}

function kindOf(layer: Layer, extra: Record<string, unknown>): Kind {
  if (layer.subtype === 'zone') return 'zone';
  if (layer.type === 'row' || layer.type === 'column' || layer.type === 'group') return layer.type;
  if (extra.type === 'linebreak' || layer.subtype === 'linebreak') return 'linebreak';
  return 'content';
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

export function layerLayout(layer: Layer): LayerLayout {
  const extra = layer as Layer & Record<string, unknown>;
  const kind = kindOf(layer, extra);
  const record = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
  const pos = record(extra.pos);
  const size = record(extra.size);
  const content = record(extra.content);
  const fluid = record(extra.fluid);
  // Rows and columns flow (in their zone, in their row). A row of Tribune's own data may stand
  // alone on the grid, placed like any layer: one without a parent that does not say
  // "relative" keeps its place.
  const standaloneRow = kind === 'row' && !layer.pid && pos.pos !== 'relative';
  const inFlow = (kind === 'row' && !standaloneRow) || kind === 'column' || kind === 'linebreak';
  const brk = toNumber(extra.break);
  return {
    kind,
    onSlide: kind === 'zone' || extra.rTo === 'slide',
    absolute: !inFlow && pos.pos !== 'relative',
    fluid: { tx: flag(fluid.tx), tr: flag(fluid.tr), sp: flag(fluid.sp) },
    x: levels(pos.x, raw, 0 as unknown),
    y: levels(pos.y, raw, 0 as unknown),
    h: levels(pos.h, (v) => ALIGN_H.find((a) => a === v), 'left'),
    v: levels(
      pos.v,
      (v) => (v === 'center' || v === 'mid' ? 'middle' : ALIGN_V.find((a) => a === v)),
      'top',
    ),
    width: levels(size.w, raw, 'auto' as unknown),
    height: levels(size.h, raw, 'auto' as unknown),
    minWidth: levels(size.minW, raw, 'none' as unknown),
    minHeight: levels(size.minH, raw, 'none' as unknown),
    maxWidth: levels(size.maxW, raw, 'none' as unknown),
    maxHeight: levels(size.maxH, raw, 'none' as unknown),
    cover: text(size.cMode) ?? 'custom',
    margin: sides(extra.m),
    padding: sides(extra.p),
    display: levels(extra.display, text, 'block'),
    verticalAlign: levels(extra.vA, text, 'top'),
    float: levels(pos.float, text, 'none'),
    clear: levels(pos.clear, text, 'none'),
    col: text(size.col) ?? '1/3',
    breakAt: brk === undefined ? undefined : Math.round(brk),
    whiteSpace: levels(extra.ws, text, kind === 'content' ? 'full' : 'normal'),
    textAlign: levels(extra.tA, text, 'left'),
    textTransform: text(content.trans),
    textDecoration: text(content.deco),
    pointerEventsNone: extra.pE === 'none',
    zIndex: toNumber(extra.zIndex) ?? layer.order,
  };
}

/** A column's share of its row as a percentage ("1/3" → 33.33…); 100 for "1/1" or nonsense. */
export function columnShare(col: string): number {
  const [a, b] = col.replace(/^#/, '').split('/').map(Number);
  if (!a || !b || !Number.isFinite(a / b)) return 100;
  return (100 / b) * a;
}
