import * as z from 'zod/mini';
import {
  anything,
  choice,
  frameStart,
  levelBools,
  levelChoice,
  levelLengths,
  levelTexts,
  listOf,
  loose,
  maybeSection,
  num,
  optBool,
  optColor,
  optLength,
  optNum,
  optText,
  section,
  text,
} from './Fields.js';
import {
  canonicalLayerKind,
  canonicalTimelines,
  describe,
  isRecord,
  layerMedia,
  toScale,
  VERTICAL_ALIASES,
} from './Normalise.js';

/**
 * Layer kinds of spec 3.3, and `linebreak`: engine 7's forced line break between the layers of
 * a column (a block as wide as the column, `size.h` high, no content). The renderer draws it as
 * it draws a shape, a box of the layer's size, which in the column's flow starts a new line.
 */
export const LAYER_TYPES = [
  'text',
  'shape',
  'image',
  'video',
  'audio',
  'svg',
  'row',
  'column',
  'group',
  'button',
  'linebreak',
] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

const scale = () =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((v) => (v === undefined || v === 'inherit' ? undefined : toScale(v))),
    ),
  );

/**
 * One keyframe of a layer timeline. `t` is where the frame starts and `d` how long it runs (ms),
 * `e` its ease; transforms left out or "inherit" keep the layer's resting value. x/y vary per
 * level and may be "inherit", lengths or percentages; rotations are degrees.
 */
export const FrameSchema = loose({
  /** "w0" (waits for an action, see `waitsForAction`) starts at 0. */
  t: frameStart(),
  d: num(0),
  e: text('power3.inOut'),
  x: levelLengths('inherit'),
  y: levelLengths('inherit'),
  o: optNum(),
  sX: scale(),
  sY: scale(),
  rX: optNum(),
  rY: optNum(),
  rZ: optNum(),
  skX: optNum(),
  skY: optNum(),
});

/** A timeline track: the keyframes of one aspect (content, clip, mask, pan). */
const TrackSchema = loose({
  pers: optLength(),
  all: listOf(FrameSchema),
});

/**
 * `tl.in` / `tl.out`: the tracks of one direction. `bg` on the slide background layer is the
 * slide transition, kept as the editor saved it for the renderer to map onto its transitions.
 * `wait` on `tl.in`: the layer stays hidden until a slide action (startIn, toggleLayer) plays
 * its entrance (engine 6's "frame waits for action").
 */
const TimelineSchema = loose({
  wait: optBool(),
  content: maybeSection(TrackSchema),
  clip: maybeSection(TrackSchema),
  mask: maybeSection(TrackSchema),
  pan: maybeSection(TrackSchema),
  bg: maybeSection(z.looseObject({})),
});

const layerType = z.enum(LAYER_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? 'missing layer type'
      : `unknown layer type ${describe(issue.input)} (one of ${LAYER_TYPES.join(', ')})`,
});

/** Engine data spells kinds its own way; see `canonicalLayerKind`. */
function canonical(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const kind = canonicalLayerKind(raw.type, raw.subtype);
  return {
    ...raw,
    type: kind.type,
    subtype: kind.subtype,
    tl: canonicalTimelines(raw.tl),
    media: layerMedia(kind.type, raw.media, raw.content),
  };
}

export const LayerSchema = z.pipe(
  z.transform(canonical),
  loose({
    id: text(),
    type: layerType,
    /** "slidebg" for the slide background; "zone" for a slide's layout zone (a group). */
    subtype: optText(),
    alias: text(),
    /** Parent layer id for layers inside a row, column or group. */
    pid: optText(),
    // The original's default: a layer saved without an order comes after those at 0–4.
    order: num(5),
    zIndex: optNum(),
    content: section(loose({ text: optText(), src: optText() })),
    pos: section(
      loose({
        x: levelLengths('0px'),
        y: levelLengths('0px'),
        h: levelChoice(['left', 'center', 'right'] as const, 'left'),
        v: levelChoice(['top', 'middle', 'bottom'] as const, 'top', VERTICAL_ALIASES),
        pos: choice(['absolute', 'relative'] as const, 'absolute'),
      }),
    ),
    size: section(loose({ w: levelLengths('auto'), h: levelLengths('auto') })),
    tl: section(loose({ in: maybeSection(TimelineSchema), out: maybeSection(TimelineSchema) })),
    font: maybeSection(
      loose({
        family: optText(),
        size: z.optional(levelLengths('20px')),
        weight: z.optional(levelTexts('400')),
        ls: z.optional(levelLengths('0px')),
      }),
    ),
    /** Text colour per level. */
    color: z.optional(levelTexts('#ffffff')),
    lh: z.optional(levelLengths('normal')),
    bg: maybeSection(
      loose({
        color: optColor(),
        image: maybeSection(loose({ src: text(), size: text('cover'), repeat: text('no-repeat') })),
        video: anything(),
      }),
    ),
    /** Mouse and scroll modifiers (part 2). */
    mod: maybeSection(loose({ mouse: anything(), scroll: anything() })),
    /** Media options of spec 3.4 (part 2 validates and plays them). */
    media: maybeSection(z.looseObject({})),
    /** Visible at each level. */
    vis: levelBools(true),
    display: levelTexts('block'),
    href: optText(),
    target: optText(),
    rel: optText(),
    tag: optText(),
  }),
);

export type Layer = z.output<typeof LayerSchema>;
export type LayerFrame = z.output<typeof FrameSchema>;
