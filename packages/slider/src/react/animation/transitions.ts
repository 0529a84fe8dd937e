import type { Slide } from '../../core/model/ParseModule.js';
import { isRecord, numberOf } from '../util/values.js';
import { cssEase } from './eases.js';

/**
 * Slide transitions: the slide background layer's `tl.in.bg` (kept as the editor saved it)
 * named onto a small set of compositor-friendly transitions. Each is a pair of keyframe lists
 * for the incoming and the outgoing slide, mirrored when going backwards.
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

/** Reads the saved transition: a name (`t`, `transition`, `temp.p`, `temp.g`), a speed, an ease. */
export function transitionOf(slide: Slide | undefined): SlideTransition {
  const bg = slide?.layers.find((l) => l.subtype === 'slidebg')?.tl.in?.bg;
  if (!isRecord(bg)) return DEFAULT;
  const entries: Record<string, unknown>[] = [bg];
  if (Array.isArray(bg.all)) for (const e of bg.all) if (isRecord(e)) entries.push(e);
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

export function transitionName(raw: string): TransitionName | null {
  const s = raw.toLowerCase().replace(/[^a-z]/g, '');
  if (s === '' || s === 'basic' || s === 'default') return null;
  if (s === 'none' || s === 'notransition') return 'none';
  if (s.includes('crossfade')) return 'crossfade';
  if (s.includes('curtain') || s.includes('reveal') || s.includes('wipe') || s.includes('clip'))
    return 'curtain';
  if (s.includes('zoomout')) return 'zoomout';
  if (s.includes('zoom')) return 'zoom';
  if (s.includes('remove')) return 'slideremove';
  if (s.includes('over')) return 'slideover';
  if (s.includes('vertical') || s.includes('up') || s.includes('down')) return 'slidevertical';
  if (s.includes('slide') || s.includes('push')) return 'slide';
  if (s.includes('fade')) return 'fade';
  return null;
}

export interface TransitionFrames {
  incoming: Keyframe[];
  outgoing: Keyframe[] | null;
  /** The outgoing slide stays above the incoming one (it moves away to reveal it). */
  outgoingOnTop: boolean;
}

/** Keyframes for a transition; `dir` 1 forwards (next), -1 backwards. */
export function transitionFrames(name: TransitionName, dir: 1 | -1): TransitionFrames {
  const pc = (n: number) => `${n * dir}%`;
  switch (name) {
    case 'none':
      return { incoming: [], outgoing: null, outgoingOnTop: false };
    case 'crossfade':
      return {
        incoming: [{ opacity: 0 }, { opacity: 1 }],
        outgoing: [{ opacity: 1 }, { opacity: 0 }],
        outgoingOnTop: false,
      };
    case 'slide':
      return {
        incoming: [{ transform: `translateX(${pc(100)})` }, { transform: 'translateX(0)' }],
        outgoing: [{ transform: 'translateX(0)' }, { transform: `translateX(${pc(-100)})` }],
        outgoingOnTop: false,
      };
    case 'slideover':
      return {
        incoming: [{ transform: `translateX(${pc(100)})` }, { transform: 'translateX(0)' }],
        outgoing: null,
        outgoingOnTop: false,
      };
    case 'slideremove':
      return {
        incoming: [],
        outgoing: [{ transform: 'translateX(0)' }, { transform: `translateX(${pc(-100)})` }],
        outgoingOnTop: true,
      };
    case 'slidevertical':
      return {
        incoming: [{ transform: `translateY(${pc(100)})` }, { transform: 'translateY(0)' }],
        outgoing: [{ transform: 'translateY(0)' }, { transform: `translateY(${pc(-100)})` }],
        outgoingOnTop: false,
      };
    case 'zoom':
      return {
        incoming: [
          { opacity: 0, transform: 'scale(1.25)' },
          { opacity: 1, transform: 'scale(1)' },
        ],
        outgoing: [{ opacity: 1 }, { opacity: 0 }],
        outgoingOnTop: false,
      };
    case 'zoomout':
      return {
        incoming: [{ opacity: 1 }, { opacity: 1 }],
        outgoing: [
          { opacity: 1, transform: 'scale(1)' },
          { opacity: 0, transform: 'scale(0.75)' },
        ],
        outgoingOnTop: true,
      };
    case 'curtain':
      return {
        incoming: [
          { clipPath: dir === 1 ? 'inset(0 0 0 100%)' : 'inset(0 100% 0 0)' },
          { clipPath: 'inset(0 0 0 0)' },
        ],
        outgoing: null,
        outgoingOnTop: false,
      };
    default:
      return { incoming: [{ opacity: 0 }, { opacity: 1 }], outgoing: null, outgoingOnTop: false };
  }
}
