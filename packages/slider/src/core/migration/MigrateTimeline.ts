import { isRecord, toText } from '../model/Normalise.js';
import type { Json, MigrationContext } from './Context.js';
import type { Source } from './Source.js';
import { V6_DEFAULTS } from './V6Defaults.js';
import { type Converted, ease, flag, length, levels, number, opacity, scale } from './V6Values.js';

/**
 * A layer's animation. Engine 6 keeps numbered frames (`frame_0` the state the layer comes
 * from, `frame_1`… the states it animates to, `frame_999` its exit), each with `transform`,
 * `mask` and `timeline` (start, speed, ease), and their order and start times in `frameOrder`.
 * Engine 7 keeps tracks of keyframes: `tl.in.content.all` (entrance), `tl.out.content.all`
 * (exit), and a `mask` track for masked layers. Values an engine-6 frame leaves out are its
 * defaults: the entrance fades in from opacity 0, the exit fades out to 0.
 */

/** Engine-6 transform keys and their engine-7 frame names. */
const NUMBERS: Record<string, string> = {
  rotationX: 'rX',
  rotationY: 'rY',
  rotationZ: 'rZ',
  skewX: 'skX',
  skewY: 'skY',
};
const SCALES: Record<string, string> = { scaleX: 'sX', scaleY: 'sY' };

/** Engine 6 moves layers in from an edge by keyword; engine 7 needs a distance. */
const EDGE: Record<string, string> = {
  left: '-100%',
  right: '100%',
  top: '-100%',
  bottom: '100%',
  center: '0px',
  middle: '0px',
};

const TRACK_BASE = { pers: '600px', orig: { x: '50%', y: '50%', z: '0' } };

export function migrateTimeline(
  ctx: MigrationContext,
  t: Source,
  options: { idleOpacity: number | undefined; animated: boolean },
): Json | undefined {
  const { report } = ctx;
  t.ignore('hoverFilterUsed', 'split', 'sessionFilterUsed', 'frameOrder');
  t.drop('loop', 'layer loop animations are not supported', report);
  if (!options.animated) {
    t.ignore('frames');
    return undefined;
  }
  const frames = t.at('frames');
  const order = t.get('frameOrder');
  const starts = new Map<string, number>();
  if (Array.isArray(order)) {
    for (const item of order) {
      if (!isRecord(item)) continue;
      const id = toText(item.id);
      const start = number(item.start);
      if (id && start !== undefined) starts.set(id, start);
    }
  }
  const ids = new Set<string>(['frame_0', 'frame_1', 'frame_999']);
  for (const [id] of frames.entries()) ids.add(id);
  const inIds = [...ids]
    .filter((id) => id !== 'frame_0' && id !== 'frame_999' && /^frame_\d+$/.test(id))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));

  const inFrames: Json[] = [frame(ctx, frames.at('frame_0'), 'from', 0, options)];
  const maskIn: Json[] = [];
  const from = frames.at('frame_0');
  let cursor = 0;
  let masked = flag(from.get('mask', 'use')) === true;
  for (const id of inIds) {
    const f = frames.at(id);
    const start = starts.get(id) ?? number(f.get('timeline', 'start')) ?? cursor;
    const built = frame(ctx, f, 'to', start, options);
    inFrames.push(built);
    cursor = start + (built.d as number);
    if (flag(f.get('mask', 'use')) === true) masked = true;
  }
  if (masked) {
    for (const [i, f] of inFrames.entries()) {
      const source = i === 0 ? from : frames.at(inIds[i - 1] as string);
      maskIn.push({ ...timing(f), ...maskOffset(ctx, source, i === 0), oflow: 'hidden' });
    }
  }
  const waits = waitsForAction(ctx, frames, inIds);
  const exit = frames.at('frame_999');
  const out = frame(ctx, exit, 'out', 0, options);
  if (flag(exit.get('timeline', 'endWithSlide')) === false) {
    report.approximate(
      `${exit.path}.timeline.endWithSlide`,
      'the layer leaves at a set time in engine 6; it leaves when the slide changes',
    );
  }
  exit.at('timeline').ignore('start', 'startRelative');
  const tl: Json = {
    in: { content: { ...TRACK_BASE, all: inFrames } },
    out: { content: { ...TRACK_BASE, all: [out] } },
  };
  if (maskIn.length > 0) (tl.in as Json).mask = { all: maskIn };
  if (waits) (tl.in as Json).wait = true;
  if (flag(exit.get('mask', 'use')) === true) {
    (tl.out as Json).mask = { all: [{ ...timing(out), x: 0, y: 0, oflow: 'hidden' }] };
  }
  report.rule('slides.*.layers.*.timeline.frames', 'slides.*.layers.*.tl.in / tl.out');
  return tl;
}

/**
 * "Frame waits for action" (`timeline.actionTriggered`): on the first entrance frame, the layer
 * stays hidden until an action (start_in, toggle_layer) plays its entrance, which engine 7
 * keeps as `tl.in.wait`. On a later frame (played by engine 6's frame actions, which are not
 * carried over) or on the exit (here the exit plays when the slide changes) it is approximated.
 */
function waitsForAction(ctx: MigrationContext, frames: Source, inIds: string[]): boolean {
  const waits = (id: string) => flag(frames.at(id, 'timeline').get('actionTriggered')) === true;
  const [first = 'frame_1', ...later] = inIds;
  for (const id of later) {
    if (waits(id)) {
      ctx.report.approximate(
        `${frames.path}.${id}.timeline.actionTriggered`,
        'this frame waits for an action in engine 6; it plays in turn after the frame before',
      );
    }
  }
  if (waits('frame_999')) {
    ctx.report.approximate(
      `${frames.path}.frame_999.timeline.actionTriggered`,
      'the exit waits for an action in engine 6 (start_out, toggle_layer); it also plays when the slide changes',
    );
  }
  return waits(first);
}

function timing(f: Json): Json {
  return { t: f.t, d: f.d, f: f.f, e: f.e };
}

function maskOffset(ctx: MigrationContext, f: Source, first: boolean): Json {
  if (!first) return { x: 0, y: 0 };
  const x = frameLevels(ctx, f.at('mask'), 'x');
  const y = frameLevels(ctx, f.at('mask'), 'y');
  return { ...(x ? { x } : { x: 0 }), ...(y ? { y } : { y: 0 }) };
}

/**
 * One keyframe. `from` is the state the layer enters from (opacity 0 unless said otherwise),
 * `to` a state it animates to (the layer's own opacity unless said otherwise), `out` the exit
 * (opacity 0 unless said otherwise; positions stay where they are).
 */
function frame(
  ctx: MigrationContext,
  f: Source,
  role: 'from' | 'to' | 'out',
  start: number,
  options: { idleOpacity: number | undefined },
): Json {
  const { report } = ctx;
  const timeline = f.at('timeline');
  const d = role === 'from' ? 0 : (number(timeline.get('speed')) ?? V6_DEFAULTS.frame.speed);
  const e = ease(timeline.get('ease')) ?? V6_DEFAULTS.frame.ease;
  const out: Json = { t: role === 'from' ? 0 : start, d, f: d, e };
  const transform = f.at('transform');
  const x = frameLevels(ctx, transform, 'x');
  const y = frameLevels(ctx, transform, 'y');
  if (x) out.x = x;
  else if (role === 'out') out.x = ['inherit', 'inherit', 'inherit', 'inherit', 'inherit'];
  if (y) out.y = y;
  else if (role === 'out') out.y = ['inherit', 'inherit', 'inherit', 'inherit', 'inherit'];
  const o = opacity(transform.get('opacity'));
  out.o =
    o ??
    (role === 'from'
      ? V6_DEFAULTS.frame.fromOpacity
      : role === 'out'
        ? V6_DEFAULTS.frame.outOpacity
        : (options.idleOpacity ?? 1));
  for (const [key, to] of Object.entries(NUMBERS)) {
    const n = number(transform.get(key));
    if (n !== undefined) out[to] = n;
  }
  for (const [key, to] of Object.entries(SCALES)) {
    const n = scale(transform.get(key));
    if (n !== undefined) out[to] = n;
  }
  transform.drop('z', 'movement along z is not carried over', report);
  transform.ignore('originX', 'originY', 'originZ', 'transformPerspective', 'clip', 'clipB');
  for (const split of ['chars', 'words', 'lines']) {
    if (flag(f.get(split, 'use')) === true) {
      report.approximate(`${f.path}.${split}`, `text split into ${split} is animated as a whole`);
    }
    f.at(split).take();
  }
  f.drop('filter', 'filter animations (blur, grayscale, brightness) are not supported', report);
  f.drop('color', 'colour animations are not supported', report);
  f.drop('bgcolor', 'background colour animations are not supported', report);
  f.drop('sfx', 'special effects (sfx) are not supported', report);
  f.drop(
    'reverseDirection',
    'reversed directions for backward slide changes are not supported',
    report,
  );
  if (role !== 'out') timeline.ignore('start');
  timeline.ignore(
    'startRelative',
    'frameLength',
    'alias',
    'preset',
    'presetgroup',
    'presetBased',
    'endWithSlide',
    'actionTriggered',
    'auto',
  );
  // Masks move with the layer; only the entrance's first offset matters (see maskOffset).
  f.at('mask').ignore('use', 'x', 'y');
  return out;
}

/** x or y of a frame, per level, with edge keywords and random ranges made distances. */
function frameLevels(ctx: MigrationContext, s: Source, key: string): readonly string[] | undefined {
  const raw = s.get(key);
  if (raw === undefined) return undefined;
  const path = `${s.path}.${key}`;
  const notes = new Set<string>();
  const convert = (value: unknown): string | undefined => {
    const text = toText(value)?.trim();
    if (text === 'inherit') return 'inherit';
    if (text !== undefined && EDGE[text] !== undefined) {
      notes.add(`"${text}" (from the module's edge) played as ${EDGE[text]}`);
      return EDGE[text];
    }
    const converted: Converted<string> | undefined = length(value);
    if (converted?.approximation) notes.add(converted.approximation);
    if (!converted && text) {
      notes.add(
        /^NaN/.test(text)
          ? 'engine 6 saved NaN here; the layer stays in place'
          : `"${text}" is not a distance engine 7 reads; the layer stays in place`,
      );
    }
    return converted?.value;
  };
  const values = levels(raw, convert);
  for (const note of notes) ctx.report.approximate(path, note);
  return values;
}
