import * as z from 'zod/mini';
import { DEFAULTS } from '../Defaults.js';
import { anything, bool, choice, listOf, loose, num, optText, section, text } from './Fields.js';
import { describe, isBlank, toInteger, toNonNegative, toText } from './Normalise.js';

/** `slideshow.len`: "default" (the module's `default.len`) or a duration in ms. */
const slideLength = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): number | 'default' => {
      if (isBlank(value) || value === 'default') return 'default';
      const n = toNonNegative(value);
      if (n !== undefined && n > 0) return n;
      ctx.issues.push({
        code: 'custom',
        message: `expected "default" or a duration in ms, got ${describe(value)}`,
        input: value,
      });
      return z.NEVER;
    }),
  ),
  'default' as const,
);

/** A navigation parameter: text for templates, cut to `l` characters (default 500). */
const ParamSchema = loose({
  v: text(),
  l: z._default(
    z.pipe(
      z.unknown(),
      z.transform((v) => {
        const n = toInteger(v);
        return n !== undefined && n > 0 ? n : DEFAULTS.paramTextLimit;
      }),
    ),
    DEFAULTS.paramTextLimit,
  ),
});

/** Action targets are an alias (open_modal), a window name, or a list of layer ids. */
const target = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((v): string | string[] | undefined =>
      Array.isArray(v) ? v.map(toText).filter((t): t is string => t !== undefined) : toText(v),
    ),
  ),
);

const ActionSchema = loose({
  a: z.string({ error: (i) => `expected an action name, got ${describe(i.input)}` }),
  target,
  link: optText(),
});

export const SlideSchema = loose({
  id: z.string({ error: 'missing slide id' }),
  order: num(0),
  version: optText(),
  title: text(),
  description: text(),
  /** A static slide: its layers show above (pos "front") or below ("back") every slide. */
  global: bool(false),
  pos: choice(['back', 'front'] as const, 'front'),
  params: listOf(ParamSchema),
  thumb: section(
    loose({
      src: text(),
      admin: text(),
      default: section(loose({ image: section(loose({ src: text() })) })),
    }),
  ),
  attr: section(loose({ id: text(), deepLink: text() })),
  acc: section(
    loose({
      /** "auto", "unset" or a text label. */
      label: text('auto'),
      hidden: bool(false),
      role: text(),
      roledep: text(),
      live: text(),
    }),
  ),
  slideshow: section(
    loose({
      len: slideLength,
      stop: bool(false),
      /** Hide after this many loops (0: never). */
      hal: z._default(
        z.pipe(
          z.unknown(),
          z.transform((v) => Math.max(0, toInteger(v) ?? 0)),
        ),
        0,
      ),
      /** Hidden from navigation (bullets, arrows, keyboard), still played by the slideshow. */
      hfn: bool(false),
    }),
  ),
  actions: listOf(ActionSchema),
  addOns: anything(),
});

export type SlideData = z.output<typeof SlideSchema>;
export type SlideParam = z.output<typeof ParamSchema>;
export type SlideAction = z.output<typeof ActionSchema>;
