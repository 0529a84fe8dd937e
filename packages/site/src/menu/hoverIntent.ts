import { HOVER_INTENT } from './breakpoints.js';

/** Timers behind an interface, so tests drive hover intent with fake time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  now: () => Date.now(),
};

export interface HoverIntentOptions {
  onEnter(): void;
  onLeave(): void;
  timers?: Timers;
  /** Default 300 ms. */
  timeout?: number;
  /** Default 100 ms. */
  interval?: number;
  /** Default 7 px. */
  sensitivity?: number;
  /** Default 1000 ms. */
  touchSuppression?: number;
}

/**
 * Hover intent, as menus have long done it: a panel opens only once the pointer rests on its
 * item (it moved less than `sensitivity` px between two looks `interval` ms apart), and closes
 * only `timeout` ms after the pointer left, so crossing the menu diagonally opens nothing and
 * slipping off a panel edge closes nothing. Touch taps produce emulated mouse events; those are
 * ignored for `touchSuppression` ms after a touch.
 */
export function createHoverIntent(options: HoverIntentOptions) {
  const timers = options.timers ?? browserTimers;
  const timeout = options.timeout ?? HOVER_INTENT.timeout;
  const interval = options.interval ?? HOVER_INTENT.interval;
  const sensitivity = options.sensitivity ?? HOVER_INTENT.sensitivity;
  const touchSuppression = options.touchSuppression ?? HOVER_INTENT.touchSuppression;

  let entered = false;
  let pending: unknown = null;
  let lastTouch = Number.NEGATIVE_INFINITY;
  let current = { x: 0, y: 0 };
  let previous = { x: 0, y: 0 };

  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  const suppressed = () => timers.now() - lastTouch < touchSuppression;

  const look = () => {
    pending = null;
    const moved = Math.hypot(current.x - previous.x, current.y - previous.y);
    if (moved < sensitivity) {
      entered = true;
      options.onEnter();
    } else {
      previous = current;
      pending = timers.setTimeout(look, interval);
    }
  };

  return {
    pointerEnter(x: number, y: number) {
      if (suppressed()) return;
      cancel();
      if (entered) return;
      previous = { x, y };
      current = { x, y };
      pending = timers.setTimeout(look, interval);
    },
    pointerMove(x: number, y: number) {
      current = { x, y };
    },
    pointerLeave() {
      if (suppressed()) return;
      cancel();
      if (!entered) return;
      pending = timers.setTimeout(() => {
        pending = null;
        entered = false;
        options.onLeave();
      }, timeout);
    },
    touch() {
      lastTouch = timers.now();
    },
    /** Forget any pending decision (the panel was opened or closed some other way). */
    reset(open: boolean) {
      cancel();
      entered = open;
    },
    dispose: cancel,
  };
}

export type HoverIntent = ReturnType<typeof createHoverIntent>;
