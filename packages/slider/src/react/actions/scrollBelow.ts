import { type ScrollTarget, scrollTopFor } from '../../core/actions/ScrollTarget.js';
import { cssEase } from '../animation/eases.js';

/**
 * scrollBelow (engine 6's scroll_under, engine 7's scrollbelow): the page scrolls to just below
 * the module, over `s` (engine 7) or `sp` (engine 6, migrated) ms (default 1000) with the ease
 * `e` (default power1.inOut), `offset` px further (negative: stops earlier). Engine 6 also subtracted the height of its "offset container" (the site's
 * header); here the page says what its sticky header covers the standard way, with
 * `scroll-padding-top` (Tribune's site sets 50 px, spec 9.9), and that is kept clear too.
 * Under prefers-reduced-motion the page jumps there; a wheel, a touch or a key from the
 * reader stops the glide where it is.
 */
export interface ScrollBelowOptions {
  offset: number;
  duration: number;
  ease: string;
  reduced: boolean;
}

/** Where the page scrolls to: the module's bottom edge, moved by the offset and the clearance. */
export const scrollBelowTop = scrollTopFor;

/** The page's `scroll-padding-top` in px (a length or a share of the window; "auto" is 0). */
export function headerClearance(win: Window): number {
  const value = win.getComputedStyle(win.document.documentElement).scrollPaddingTop;
  const n = Number.parseFloat(value);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return value.endsWith('%') ? (n / 100) * win.innerHeight : n;
}

export function scrollBelow(win: Window, module: Element, options: ScrollBelowOptions) {
  return glideTo(win, module.getBoundingClientRect().bottom, options);
}

/**
 * scroll (engine 7): the page glides to an element of the page (its top edge) or to a page
 * offset, as scrollBelow glides; `missing` is told when no element has the id.
 */
export function scrollToTarget(
  win: Window,
  target: ScrollTarget,
  options: ScrollBelowOptions,
  missing: () => void,
): () => void {
  if ('y' in target) return glideTo(win, target.y - win.scrollY, options);
  const el = win.document.getElementById(target.id);
  if (!el) {
    missing();
    return () => {};
  }
  return glideTo(win, el.getBoundingClientRect().top, options);
}

/** Glides to a viewport y (moved by the offset, clear of the sticky header). */
function glideTo(win: Window, edge: number, options: ScrollBelowOptions): () => void {
  const top = scrollTopFor(edge, win.scrollY, options.offset, headerClearance(win));
  return glide(win, top, options.reduced ? 0 : options.duration, easing(options.ease));
}

/**
 * Scrolls the window to `to` over `duration` ms, one step per animation frame; returns the
 * stop. The reader's own scrolling (wheel, touch, keys) stops it.
 */
export function glide(
  win: Window,
  to: number,
  duration: number,
  ease: (t: number) => number,
): () => void {
  const from = win.scrollY;
  const jump = (y: number) => win.scrollTo({ top: y, left: win.scrollX, behavior: 'instant' });
  if (!(duration > 0) || from === to) {
    jump(to);
    return () => {};
  }
  let start: number | null = null;
  let frame = 0;
  const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    for (const type of interrupts) win.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    start ??= now;
    const t = Math.min(1, (now - start) / duration);
    jump(from + (to - from) * ease(t));
    if (t < 1) frame = win.requestAnimationFrame(step);
    else stop();
  };
  for (const type of interrupts) win.addEventListener(type, stop, { passive: true });
  frame = win.requestAnimationFrame(step);
  return stop;
}

/** CSS's named curves, as their cubic-bezier points. */
const NAMED: Record<string, string> = {
  ease: '.25,.1,.25,1',
  'ease-in': '.42,0,1,1',
  'ease-out': '0,0,.58,1',
  'ease-in-out': '.42,0,.58,1',
};

/** An editor ease name ("power1.inOut") as a function of time 0–1, by its CSS curve. */
export function easing(name: string): (t: number) => number {
  const css = cssEase(name);
  if (css === 'linear') return (t) => t;
  const points = (NAMED[css] ?? /^cubic-bezier\(([^)]*)\)$/.exec(css)?.[1] ?? '')
    .split(',')
    .map(Number);
  const [x1, y1, x2, y2] =
    points.length === 4 && points.every(Number.isFinite) ? points : [0, 0, 0.58, 1];
  return cubicBezier(x1 ?? 0, y1 ?? 0, x2 ?? 0.58, y2 ?? 1);
}

/** A CSS cubic-bezier timing function: progress for a share of the time, both 0–1. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number) {
  const at = (a: number, b: number, s: number) =>
    3 * a * s * (1 - s) ** 2 + 3 * b * s ** 2 * (1 - s) + s ** 3;
  return (t: number): number => {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    // The curve's x grows with s (x1, x2 within 0–1): halve towards the s whose x is t.
    let lo = 0;
    let hi = 1;
    let s = t;
    for (let i = 0; i < 30; i++) {
      s = (lo + hi) / 2;
      if (at(x1, x2, s) < t) lo = s;
      else hi = s;
    }
    return at(y1, y2, s);
  };
}
