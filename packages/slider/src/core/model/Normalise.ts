import type { PerLevel } from '../Levels.js';

/**
 * Every leniency the module model allows, in one place. Real engine-7 data (see the fixtures)
 * stores numbers as strings ("5000", "60px", "180deg"), booleans as "true"/"false", one value
 * per responsive level as 5-element arrays where "#a" means "as the next larger level", and
 * layer kinds as `container` + subtype. The schema calls these functions and nothing else
 * bends the data; each returns `undefined` for a value it cannot read, which the schema turns
 * into an error naming the field.
 */

export type Coerce<T> = (value: unknown) => T | undefined;

/**
 * `true` for values that mean "not given": the field's default applies. `[]` is one of them:
 * PHP saves an empty object or list that way, and real data has `lh: []` beside `lh: [25, …]`.
 */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(px|ms|deg)?$/i;

/** A finite number, from a number or a numeric string with an optional px / ms / deg unit. */
export const toNumber: Coerce<number> = (value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!NUMERIC.test(text)) return undefined;
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : undefined;
};

/** A duration or size that cannot be negative. */
export const toNonNegative: Coerce<number> = (value) => {
  const n = toNumber(value);
  return n !== undefined && n >= 0 ? n : undefined;
};

/** A whole count (loops, stopAt, hal): numeric strings accepted, fractions rounded down. */
export const toInteger: Coerce<number> = (value) => {
  const n = toNumber(value);
  return n === undefined ? undefined : Math.floor(n);
};

/** A scale factor: "115%" or "100%" are percentages; bare values above 10 are too (pan data). */
export const toScale: Coerce<number> = (value) => {
  if (typeof value === 'string' && value.trim().endsWith('%')) {
    const n = toNumber(value.trim().slice(0, -1));
    return n === undefined ? undefined : n / 100;
  }
  const n = toNumber(value);
  if (n === undefined) return undefined;
  return Math.abs(n) > 10 ? n / 100 : n;
};

const TRUE = new Set(['true', 'on', 'yes', '1']);
const FALSE = new Set(['false', 'off', 'no', '0']);

export const toBoolean: Coerce<boolean> = (value) => {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return undefined;
};

/** Text from a string or a number (ids arrive as both). */
export const toText: Coerce<string> = (value) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

/** A CSS length for styles: bare numbers and numeric strings get "px"; keywords stay. */
export const toLength: Coerce<string> = (value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  // The editor's share of the parent, "#1/3#" (a third of the slide's height): a percentage.
  const share = /^#(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)#$/.exec(text);
  if (share && Number(share[2]) > 0) {
    return `${Math.round((Number(share[1]) / Number(share[2])) * 1e6) / 1e4}%`;
  }
  return /^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(text) ? `${text}px` : text;
};

/**
 * A colour for styles. Engine colour objects carry the CSS in `string` (solid) with `orig` as
 * the editor's value; gradients keep their CSS in `string` too.
 */
export const toColor: Coerce<string> = (value) => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (isRecord(value)) return toColor(value.string) ?? toColor(value.orig);
  return undefined;
};

/** Marks "inherit from the next larger level" in per-level arrays. */
const INHERIT_LEVEL = '#a';

/**
 * One value where the engine keeps one, from a per-level list saved there instead (real data
 * has both shapes for some fields): the widest level's value, as the original runtime reads
 * the first entry. Not a list: the value itself.
 */
export function toSingle<T>(value: unknown, coerce: Coerce<T>): T | undefined {
  if (!Array.isArray(value)) return coerce(value);
  const first = value.find((v) => v !== INHERIT_LEVEL && !isBlank(v));
  return first === undefined || Array.isArray(first) ? undefined : coerce(first);
}

/** Vertical positions: engine 7 saves "center" and, in layout zones, "mid" for "middle". */
export const VERTICAL_ALIASES = { center: 'middle', mid: 'middle' } as const;

const WAIT = /^w(\d+(?:\.\d+)?)$/;

/**
 * A frame's start (`t`, ms). Engine 7 writes "w0" on a layer's first entrance frame when the
 * entrance waits for an action (see `waitsForAction`); the number after "w" is the start.
 */
export const toFrameStart: Coerce<number> = (value) => {
  const wait = typeof value === 'string' ? WAIT.exec(value.trim()) : null;
  return wait ? Number(wait[1]) : toNumber(value);
};

/**
 * Whether a layer's entrance (`tl.in`) waits for an action: engine 7 marks it by a "w" start
 * ("w0") on the first frame of its tracks (content, clip, mask, …). The model says it with
 * `tl.in.wait: true`, which the renderer keeps hidden until `startIn` or `toggleLayer`.
 */
export function waitsForAction(timeline: unknown): boolean {
  if (!isRecord(timeline)) return false;
  return Object.values(timeline).some((track) => {
    if (!isRecord(track)) return false;
    const first = Array.isArray(track.all) ? track.all[0] : undefined;
    return isRecord(first) && typeof first.t === 'string' && WAIT.test(first.t.trim());
  });
}

/** One of a closed set, with aliases for spellings real data uses (e.g. "center" for "middle"). */
export function oneOf<const T extends string>(
  values: readonly T[],
  aliases: Readonly<Record<string, T>> = {},
): Coerce<T> {
  return (value) => {
    const text = toText(value);
    if (text === undefined) return undefined;
    if ((values as readonly string[]).includes(text)) return text as T;
    return aliases[text];
  };
}

/**
 * Five values from a per-level array or a single value. Holes ("#a", blanks, unreadable
 * values, missing trailing entries) take the value of the nearest larger level, or of the
 * nearest smaller one when no larger level has one; `undefined` when no level has a value.
 */
export function toLevels<T>(value: unknown, coerce: Coerce<T>): PerLevel<T> | undefined {
  const raw = Array.isArray(value) ? value.slice(0, 5) : [value];
  const read = raw.map((v) => (v === INHERIT_LEVEL || isBlank(v) ? undefined : coerce(v)));
  const first = read.findIndex((v) => v !== undefined);
  if (first < 0) return undefined;
  const out: T[] = [];
  for (let i = 0; i < 5; i++) {
    out.push(read[i] ?? (i < first ? (read[first] as T) : (out[i - 1] as T)));
  }
  return out as unknown as PerLevel<T>;
}

/**
 * The layer kinds of spec 3.3 from the way engine 7 saves them: rows, columns, groups and the
 * slide's layout zones are `container` layers told apart by subtype, and buttons are `text`
 * layers with subtype `button`. A zone becomes a group with subtype "zone" so the rows nested
 * in it keep their parent.
 */
export function canonicalLayerKind(
  type: unknown,
  subtype: unknown,
): { type: unknown; subtype: unknown } {
  if (type === 'container') {
    if (subtype === 'row' || subtype === 'column' || subtype === 'group') {
      return { type: subtype, subtype: undefined };
    }
    if (subtype === 'zone') return { type: 'group', subtype: 'zone' };
  }
  if (type === 'text' && subtype === 'button') return { type: 'button', subtype: undefined };
  return { type, subtype };
}

/**
 * A video or audio layer's media options: engine 7 keeps them (src, type, controls, poster, …)
 * in the layer's `content`, engine 6 (and the migration) in `media`, where the model reads
 * them (spec 3.4). `media` wins when both are there.
 */
export function layerMedia(type: unknown, media: unknown, content: unknown): unknown {
  if (!isBlank(media) || (type !== 'video' && type !== 'audio') || !isRecord(content)) return media;
  const { text: _text, ...options } = content;
  return options;
}

/**
 * A layer's timelines with engine 7's "waits for an action" mark read into `tl.in.wait` (see
 * `waitsForAction`); an explicit `wait` is kept. Anything else comes back as it was.
 */
export function canonicalTimelines(tl: unknown): unknown {
  if (!isRecord(tl) || !isRecord(tl.in) || tl.in.wait !== undefined) return tl;
  return waitsForAction(tl.in) ? { ...tl, in: { ...tl.in, wait: true } } : tl;
}

export { plainText } from '../PlainText.js';

/** How a value is shown in an error message: short, quoted like JSON; never walks big data. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  }
  return String(value);
}
