import { type Clock, systemClock, Timer } from './Clock.js';
import { DEFAULTS } from './Defaults.js';

/**
 * The window's resize rules (spec 9.1 and 9.3): a burst of `resize` events is checked once,
 * 19 ms after the first of them, and on mobile a resize counts only when the height changed by
 * more than 30 px since the last one that counted (read literally: on a phone the address bar
 * showing and hiding changes the height by less, and nothing is laid out again for it). What
 * counts is handed to `onResize`; everything the renderer derives from the window's size
 * (responsive level, parallax and scroll-timeline geometry) follows it.
 */
export interface ViewportSize {
  width: number;
  height: number;
}

export interface ResizeCheckOptions {
  /** Reads the window's size now (innerWidth / innerHeight). */
  read: () => ViewportSize;
  mobile: boolean;
  onResize: (size: ViewportSize) => void;
  clock?: Clock;
}

export interface ResizeCheck {
  /** A `resize` event arrived: the size is checked 19 ms later (once per burst). */
  notify(): void;
  /** The size that counted last. */
  size(): ViewportSize;
  destroy(): void;
}

/** Whether a change from `last` to `next` counts as a resize. */
export function resizeCounts(last: ViewportSize, next: ViewportSize, mobile: boolean): boolean {
  if (mobile) return Math.abs(next.height - last.height) > DEFAULTS.mobileResizeHeight;
  return next.width !== last.width || next.height !== last.height;
}

export function ResizeCheck(options: ResizeCheckOptions): ResizeCheck {
  const timer = Timer(options.clock ?? systemClock);
  let counted = options.read();

  function check(): void {
    const next = options.read();
    if (!resizeCounts(counted, next, options.mobile)) return;
    counted = next;
    options.onResize(next);
  }

  return {
    notify() {
      if (!timer.active()) timer.start(DEFAULTS.resizeCheck, check);
    },
    size: () => counted,
    destroy: () => timer.stop(),
  };
}
