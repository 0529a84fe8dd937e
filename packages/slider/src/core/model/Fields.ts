import * as z from 'zod/mini';
import type { PerLevel } from '../Levels.js';
import {
  type Coerce,
  describe,
  isBlank,
  oneOf,
  toBoolean,
  toColor,
  toFrameStart,
  toLength,
  toLevels,
  toNonNegative,
  toNumber,
  toSingle,
  toText,
} from './Normalise.js';

/**
 * Schema building blocks: a field is a coercer from `Normalise.ts` plus a default. A missing or
 * blank value takes the default; a present value that cannot be read is an issue at the field's
 * path with a sentence a person can act on. `zod/mini` keeps this inside the browser budget.
 */

function field<T>(coerce: Coerce<T>, expected: string, fallback: T, show = describe) {
  return z._default(
    z.pipe(
      z.unknown(),
      z.transform((value, ctx): T => {
        if (isBlank(value)) return fallback;
        const out = coerce(value);
        if (out !== undefined) return out;
        ctx.issues.push({
          code: 'custom',
          message: `${expected}, got ${show(value)}`,
          input: value,
        });
        return z.NEVER;
      }),
    ),
    // zod types the default by the schema's output, which is T: the cast only names it.
    fallback as never,
  );
}

/** A field with no default: `undefined` when absent, an issue when unreadable. */
function maybe<T>(coerce: Coerce<T>, expected: string) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value, ctx): T | undefined => {
        if (isBlank(value)) return undefined;
        const out = coerce(value);
        if (out !== undefined) return out;
        ctx.issues.push({
          code: 'custom',
          message: `${expected}, got ${describe(value)}`,
          input: value,
        });
        return z.NEVER;
      }),
    ),
  );
}

/** A one-value field also reads a per-level list saved in its place (see `toSingle`). */
const one =
  <T>(coerce: Coerce<T>): Coerce<T> =>
  (value) =>
    toSingle(value, coerce);

export const num = (fallback: number) => field(one(toNumber), 'expected a number', fallback);
export const ms = (fallback: number) =>
  field(one(toNonNegative), 'expected a duration in ms (0 or more)', fallback);
export const bool = (fallback: boolean) =>
  field(one(toBoolean), 'expected true or false', fallback);
export const text = (fallback = '') => field(one(toText), 'expected text', fallback);
export const color = (fallback: string) => field(one(toColor), 'expected a colour', fallback);
/** A keyframe's start, ms; "w0" is engine 7's "waits for an action" (see `toFrameStart`). */
export const frameStart = () =>
  field(one(toFrameStart), 'expected a start in ms (or "w0": waits for an action)', 0);
export const optNum = () => maybe(one(toNumber), 'expected a number');
export const optBool = () => maybe(one(toBoolean), 'expected true or false');
export const optText = () => maybe(one(toText), 'expected text');
export const optLength = () => maybe(one(toLength), 'expected a CSS length');
export const optColor = () => maybe(one(toColor), 'expected a colour');

/** A closed set: an unknown value is an issue listing what is allowed. */
export function choice<const T extends string>(
  values: readonly T[],
  fallback: T,
  aliases: Readonly<Record<string, T>> = {},
) {
  return field(one(oneOf(values, aliases)), `expected one of ${values.join(', ')}`, fallback);
}

/** One value per responsive level (see `toLevels`); a single value applies to all five. */
export function levels<T>(coerce: Coerce<T>, expected: string, fallback: T) {
  const all: PerLevel<T> = [fallback, fallback, fallback, fallback, fallback];
  return field<PerLevel<T>>(
    (v) => toLevels(v, coerce),
    `${expected} (or one per responsive level)`,
    all,
    // "got a list" would not say which entry: name the first one that cannot be read.
    (v: unknown) => {
      if (!Array.isArray(v)) return describe(v);
      const index = v.findIndex((x) => !isBlank(x) && x !== '#a');
      return index < 0 ? describe(v) : `${describe(v[index])} (level ${index + 1} of ${v.length})`;
    },
  );
}

export const levelNums = (fallback: number) => levels(toNumber, 'expected a number', fallback);
export const levelMs = (fallback: number) =>
  levels(toNonNegative, 'expected a duration in ms', fallback);
export const levelBools = (fallback: boolean) =>
  levels(toBoolean, 'expected true or false', fallback);
export const levelLengths = (fallback: string) =>
  levels(toLength, 'expected a CSS length', fallback);
export const levelTexts = (fallback: string) => levels(toText, 'expected text', fallback);
export function levelChoice<const T extends string>(
  values: readonly T[],
  fallback: T,
  aliases: Readonly<Record<string, T>> = {},
) {
  return levels(oneOf(values, aliases), `expected one of ${values.join(', ')}`, fallback);
}

/**
 * A nested section: absent or blank means "all defaults", and so does `[]`, which is how PHP
 * encodes an empty object. Anything else but an object is an issue.
 */
export function section<S extends z.ZodMiniType>(schema: S) {
  return z.prefault(
    z.pipe(
      z.transform((v: unknown) => (isBlank(v) || (Array.isArray(v) && v.length === 0) ? {} : v)),
      schema,
    ),
    {},
  );
}

const objectError = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type' ? `expected an object, got ${describe(issue.input)}` : undefined,
};

/** An optional nested object: blank or `[]` means absent. */
export function maybeSection<S extends z.ZodMiniType>(schema: S) {
  return z.optional(
    z.pipe(
      z.transform((v: unknown) =>
        isBlank(v) || (Array.isArray(v) && v.length === 0) ? undefined : v,
      ),
      z.optional(schema),
    ),
  );
}

/** Keys the engine does not read are kept, so part 2's features and add-ons find them. */
export function loose<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.looseObject(shape, objectError);
}

/** Free-form data kept as given (add-ons, editor settings). */
export const anything = () => z.optional(z.unknown());

/** A list that may arrive as an object keyed by id (engine records) or as an array. */
export function listOf<S extends z.ZodMiniType>(item: S) {
  return z._default(
    z.pipe(
      z.pipe(
        z.unknown(),
        z.transform((value, ctx): unknown[] => {
          if (isBlank(value)) return [];
          if (Array.isArray(value)) return value;
          if (typeof value === 'object') return Object.values(value as object);
          ctx.issues.push({
            code: 'custom',
            message: `expected a list, got ${describe(value)}`,
            input: value,
          });
          return z.NEVER;
        }),
      ),
      z.array(item),
    ),
    [],
  );
}
