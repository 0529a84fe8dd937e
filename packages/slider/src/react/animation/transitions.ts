import type { Slide } from '../../core/model/ParseModule.js';
import { isRecord, numberOf } from '../util/values.js';
import { cssEase } from './eases.js';

/**
 * Slide transitions: the slide background layer's `tl.in.bg` (kept as the editor saved it)
 * mapped onto a small set that runs on the compositor (transform, opacity) or as a clip. Each
 * is a pair of keyframe lists, for the arriving and the leaving slide, mirrored backwards.
 */
export const TRANSITIONS = [
  'fade',
  'crossfade',
  'slide',
  'slideover',
  'slideremove',
  'slidevertical',
  'zoom',
  'zoomout',
  'curtain',
  'none',
] as const;
export type TransitionName = (typeof TRANSITIONS)[number];

export interface SlideTransition {
  name: TransitionName;
  duration: number;
  easing: string;
}

const DEFAULT: SlideTransition = { name: 'fade', duration: 800, easing: cssEase('power2.inOut') };

const read = new WeakMap<Slide, SlideTransition>();

/** Reads the saved transition: a name (`transition`, `t`, `temp.p`, `tr`, `temp.g`), a speed, an ease. */
export function transitionOf(slide: Slide | undefined): SlideTransition {
  if (!slide) return DEFAULT;
  let known = read.get(slide);
  if (!known) {
    known = readTransition(slide);
    read.set(slide, known);
  }
  return known;
}

function readTransition(slide: Slide): SlideTransition {
  const bg = slide.layers.find((l) => l.subtype === 'slidebg')?.tl.in?.bg;
  if (!isRecord(bg)) return DEFAULT;
  const entries = [bg, ...(Array.isArray(bg.all) ? bg.all.filter(isRecord) : [])];
  let name: TransitionName | null = null;
  let duration: number | undefined;
  let easing: string | undefined;
  for (const e of entries) {
    const temp = isRecord(e.temp) ? e.temp : {};
    for (const raw of [e.transition, e.t, temp.p, e.tr, temp.g]) {
      if (name === null && typeof raw === 'string') name = transitionName(raw);
    }
    for (const raw of [e.ms, e.speed, e.d]) {
      const n = numberOf(raw);
      if (duration === undefined && n !== undefined && n > 0) duration = n;
    }
    if (easing === undefined && typeof e.e === 'string') easing = cssEase(e.e);
  }
  return {
    name: name ?? DEFAULT.name,
    duration: Math.min(5000, duration ?? DEFAULT.duration),
    easing: easing ?? DEFAULT.easing,
  };
}

/** Editor names, first match wins: "slideoverhorizontal" is a slide-over, "zoomout" not a zoom. */
const NAMES: [RegExp, TransitionName][] = [
  [/^(none|notransition)$/, 'none'],
  [/crossfade/, 'crossfade'],
  [/curtain|reveal|wipe|clip/, 'curtain'],
  [/zoomout/, 'zoomout'],
  [/zoom/, 'zoom'],
  [/remove/, 'slideremove'],
  [/over/, 'slideover'],
  [/vertical|up|down/, 'slidevertical'],
  [/slide|push/, 'slide'],
  [/fade/, 'fade'],
];

export function transitionName(raw: string): TransitionName | null {
  const s = raw.toLowerCase().replace(/[^a-z]/g, '');
  if (s === '' || s === 'basic' || s === 'default') return null;
  return NAMES.find(([pattern]) => pattern.test(s))?.[1] ?? null;
}

export interface TransitionFrames {
  incoming: Keyframe[];
  outgoing: Keyframe[] | null;
  /** The outgoing slide stays above the incoming one (it moves away to reveal it). */
  outgoingOnTop: boolean;
}

const from = (a: Keyframe, b: Keyframe = {}): Keyframe[] => [a, b];
const move = (axis: 'X' | 'Y', a: number, b: number) =>
  from({ transform: `translate${axis}(${a}%)` }, { transform: `translate${axis}(${b}%)` });
const fade = (a: number, b: number) => from({ opacity: a }, { opacity: b });

/** Keyframes for a transition; `dir` 1 forwards (next), -1 backwards. */
export function transitionFrames(name: TransitionName, dir: 1 | -1): TransitionFrames {
  const d = 100 * dir;
  const frames = (
    incoming: Keyframe[],
    outgoing: Keyframe[] | null = null,
    outgoingOnTop = false,
  ) => ({
    incoming,
    outgoing,
    outgoingOnTop,
  });
  switch (name) {
    case 'none':
      return frames([]);
    case 'crossfade':
      return frames(fade(0, 1), fade(1, 0));
    case 'slide':
      return frames(move('X', d, 0), move('X', 0, -d));
    case 'slideover':
      return frames(move('X', d, 0));
    case 'slideremove':
      return frames([], move('X', 0, -d), true);
    case 'slidevertical':
      return frames(move('Y', d, 0), move('Y', 0, -d));
    case 'zoom':
      return frames(
        from({ opacity: 0, transform: 'scale(1.25)' }, { opacity: 1, transform: 'scale(1)' }),
        fade(1, 0),
      );
    case 'zoomout':
      return frames(
        [],
        from({ opacity: 1, transform: 'scale(1)' }, { opacity: 0, transform: 'scale(0.75)' }),
        true,
      );
    case 'curtain':
      return frames(
        from(
          { clipPath: dir === 1 ? 'inset(0 0 0 100%)' : 'inset(0 100% 0 0)' },
          { clipPath: 'inset(0 0 0 0)' },
        ),
      );
    default:
      return frames(fade(0, 1));
  }
}
