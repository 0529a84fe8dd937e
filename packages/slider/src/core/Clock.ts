/**
 * Time behind one replaceable provider. Every timer and every "now" of the core goes through a
 * Clock, so tests hand in a fake one (or use vitest's fake timers, which `systemClock` follows
 * because it looks the globals up on each call). Pointer, key and frame handlers take their time
 * from event timestamps instead, as Embla does, so they need no clock at all.
 */
export interface Clock {
  /** Milliseconds on a monotonic scale (performance.now in browsers). */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Opaque: whatever the clock's setTimeout returned. */
export type TimerHandle = unknown;

export const systemClock: Clock = {
  now: () => globalThis.performance?.now() ?? Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** One named timer that replaces itself: the pattern every timing rule of the core uses. */
export interface Timer {
  start(ms: number, fn: () => void): void;
  stop(): void;
  active(): boolean;
}

export function Timer(clock: Clock): Timer {
  let handle: TimerHandle | null = null;

  function stop(): void {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  }

  function start(ms: number, fn: () => void): void {
    stop();
    handle = clock.setTimeout(() => {
      handle = null;
      fn();
    }, ms);
  }

  return { start, stop, active: () => handle !== null };
}
